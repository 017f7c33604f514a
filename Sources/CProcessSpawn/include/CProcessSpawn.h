// Starting a child that dies with the process that started it. Linux's
// parent-death signal (prctl PR_SET_PDEATHSIG) can only be set in the child
// between fork and exec, which posix_spawn offers no way to do and Swift
// cannot do safely (prctl is variadic, and code after fork in a threaded
// process must make system calls only); so this shim forks and execs in C.
#ifndef SA_PROCESS_SPAWN_H
#define SA_PROCESS_SPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (both NULL-terminated), with the
/// descriptor `streams[i]` as its descriptor i for i in 0, 1, 2 (-1 leaves
/// the parent's) and no other descriptor, in a process group of its own,
/// with SIGPIPE at its default action and no signal blocked.
///
/// On Linux the child also gets `death_signal` (when positive) the moment
/// this process ends: the parent-death signal is tied to the thread that
/// forks, so every such child is forked by one thread that lives as long as
/// the process. Elsewhere `death_signal` is ignored and the child is started
/// with posix_spawn.
///
/// Returns 0 and the child's id in `*pid`, or the error number of the step
/// that failed (the child is then reaped).
int sa_spawn(const char *path, char *const argv[], char *const envp[], const int streams[3],
             int death_signal, pid_t *pid);

#endif
