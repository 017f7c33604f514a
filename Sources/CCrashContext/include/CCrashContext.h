// A tiny C shim so that a trap inside a property still tells the user how to
// replay the case. Signal handlers must be async-signal-safe, which is far
// easier to guarantee in C than in Swift: the handler only reads
// thread-local values and calls write(2).
#ifndef SA_CRASH_CONTEXT_H
#define SA_CRASH_CONTEXT_H

#include <stddef.h>
#include <stdint.h>

/// Installs handlers for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT
/// that print the case running on the crashing thread as a replay command,
/// `<tool>: replay: <template>`, with `{seed}`, `{property}`, `{case}` and
/// `{file}` filled in (`case_template` for a generated case, `file_template`
/// for a corpus file), then hand the signal to the handler that was
/// installed before (the Swift runtime's backtracer) or to the default
/// action. The strings are copied.
void sa_crash_context_install(const char *tool_name, const char *case_template,
                              const char *file_template);

/// Makes a crash of a generated case (or of a shrinking candidate) start
/// `/proc/self/exe` with `arguments` (argv[0] first), where the arguments
/// `{signal}`, `{property}`, `{seed}` and `{case}` become the crash's values
/// and `{stdin-choices}` becomes `--stdin-choices` (with the candidate's
/// choices on the supervisor's stdin) or nothing, and wait for it before the
/// process dies. A crash of a corpus file is not shrunk. The strings are
/// copied.
void sa_crash_context_enable_shrinking(const char *const *arguments, size_t count);

/// Records the choices of the shrinking candidate the calling thread
/// evaluates (valid until the next call; NULL to clear).
void sa_crash_context_set_choices(const uint64_t *choices, size_t count);

/// Whether the run should stop dealing cases: a stop signal arrived, or a
/// crash is being shrunk (the other threads go quiet meanwhile).
int sa_stop_requested(void);

/// Records the case the calling thread is about to run. `property` must stay
/// valid while the case runs.
void sa_crash_context_enter(const char *property, uint64_t seed, uint64_t case_index);

/// Records that the calling thread is shrinking a failure of case
/// `case_index`; a crash names the case, which replays to the same crash.
void sa_crash_context_enter_shrinking(const char *property, uint64_t seed, uint64_t case_index);

/// Records that the calling thread replays the corpus file `path` (copied,
/// truncated to 1023 bytes); a crash prints the file template.
void sa_crash_context_enter_file(const char *property, const char *path);

/// Installs SIGINT and SIGTERM handlers that record the first signal (and
/// say so on stderr) so the run can stop dealing cases and write its
/// report; a second signal gets the default action.
void sa_stop_install(void);

/// The signal that asked the run to stop, or 0.
int sa_stop_signal(void);

/// Records that the calling thread is not running a case.
void sa_crash_context_leave(void);

#endif
