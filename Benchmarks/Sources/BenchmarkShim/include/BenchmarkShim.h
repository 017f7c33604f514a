// A C API over Google Benchmark 1.7.1 so Swift can register and run
// benchmarks. Policy: Swift bodies run in one batch per timing run
// (KeepRunningBatch(max_iterations)): the body gets the iteration count and
// loops itself, so the cost of crossing from C++ into Swift is paid once per
// run, not once per iteration.
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Google Benchmark's State, opaque to Swift.
typedef struct sa_state sa_state;

/// A benchmark body: run the measured work `iterations` times. `context` is
/// the pointer given at registration; `state` lets the body set counters.
typedef void (*sa_body)(void *_Nullable context, int64_t iterations,
                        sa_state *_Nonnull state);

/// Counter kinds, mirroring benchmark::Counter::Flags.
enum {
  /// Reported as set.
  SA_COUNTER_DEFAULT = 0,
  /// Divided by the run's CPU time (a rate per second).
  SA_COUNTER_RATE = 1,
  /// Divided by the run's iterations (a per-iteration average).
  SA_COUNTER_AVERAGE_ITERATIONS = 2
};

/// Registers a benchmark named `name` (copied) running `body`.
/// `fixed_iteration_limit` > 0 caps the iterations a fixed-iteration run
/// gives it (a whole-frame benchmark needs a handful under callgrind, not
/// the thousands a nanosecond one does); 0 leaves it uncapped.
void sa_register(const char *_Nonnull name, sa_body _Nonnull body,
                 void *_Nullable context, int64_t fixed_iteration_limit);

/// Adds a key/value to the run's JSON context (AddCustomContext).
void sa_add_context(const char *_Nonnull key, const char *_Nonnull value);

/// Parses Google Benchmark flags from argv (removing them), then runs the
/// registered benchmarks. With `fixed_iterations` > 0 every benchmark runs
/// exactly that many iterations per repetition (Iterations(n), or its
/// registered limit when lower): the
/// instruction-count mode, where each repetition is also bracketed by
/// callgrind client requests when running under valgrind.
/// Returns the number of benchmarks run, or -1 when argv had unrecognised
/// arguments (already reported on stderr).
int64_t sa_run(int argc, char *_Nullable *_Nonnull argv,
               int64_t fixed_iterations);

/// Sets bytes processed for the run (reported as bytes_per_second).
void sa_set_bytes_processed(sa_state *_Nonnull state, int64_t bytes);

/// Sets items processed for the run (reported as items_per_second).
void sa_set_items_processed(sa_state *_Nonnull state, int64_t items);

/// Sets a named user counter with one of the SA_COUNTER_* kinds.
void sa_set_counter(sa_state *_Nonnull state, const char *_Nonnull name,
                    double value, int kind);

/// Marks the run as failed with a message (SkipWithError).
void sa_skip_with_error(sa_state *_Nonnull state,
                        const char *_Nonnull message);

/// Whether the process runs under valgrind (always 0 without the header).
int sa_running_on_valgrind(void);

/// Makes the optimiser assume `pointer`'s memory is read and written here,
/// so a computed value stored there cannot be discarded (the equivalent of
/// benchmark::DoNotOptimize). An empty asm statement: no instruction.
static inline void sa_do_not_optimize(const void *_Nullable pointer) {
  __asm__ volatile("" : : "r"(pointer) : "memory");
}

/// Makes the optimiser assume all memory is read and written here
/// (benchmark::ClobberMemory).
static inline void sa_clobber_memory(void) { __asm__ volatile("" : : : "memory"); }

#ifdef __cplusplus
}
#endif
