#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>

/* Policy: the child is forked with vfork (it borrows the parent's memory
   until execve, as glibc's posix_spawn does), with every signal blocked in
   the parent meanwhile, so that no handler of the parent runs in the child;
   the child sets every caught signal back to its default before unblocking
   (an ignored one stays ignored, as across posix_spawn, but SIGPIPE). Every
   descriptor above 2 is closed: the child inherits only its three streams,
   not a descriptor its parent left inheritable (a build lock's `flock`, the
   socket Foundation's Process watches for its child's end, which a
   grandchild that holds it keeps from ever ending). A step that fails
   leaves its error number in `failure`, which the parent reads once the
   child has exited. */
/* Closes every descriptor above 2, with close_range where the kernel has it
   (Linux 5.9), else one by one up to the limit. */
static void close_above_streams(void) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
  struct rlimit limit;
  int last = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
                     limit.rlim_cur < 65536
                 ? (int)limit.rlim_cur
                 : 65536;
  for (int descriptor = 3; descriptor < last; descriptor++) close(descriptor);
}

static int spawn_now(const char *path, char *const argv[], char *const envp[],
                     const int streams[3], int death_signal, pid_t *pid_out) {
  sigset_t all, old, none;
  sigfillset(&all);
  sigemptyset(&none);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  pid_t parent = getpid();
  volatile int failure = 0;
  pid_t pid = vfork();
  if (pid == 0) {
    for (int number = 1; number < NSIG; number++) {
      struct sigaction action;
      if (number == SIGKILL || number == SIGSTOP) continue;
      if (sigaction(number, NULL, &action) != 0) continue;
      if (action.sa_handler == SIG_DFL) continue;
      if (action.sa_handler == SIG_IGN && number != SIGPIPE) continue;
      action.sa_handler = SIG_DFL;
      action.sa_flags = 0;
      sigemptyset(&action.sa_mask);
      sigaction(number, &action, NULL);
    }
    if (setpgid(0, 0) != 0) goto fail;
    if (death_signal > 0) {
      if (prctl(PR_SET_PDEATHSIG, death_signal) != 0) goto fail;
      /* The parent may have ended before the signal was set. */
      if (getppid() != parent) _exit(127);
    }
    for (int target = 0; target < 3; target++) {
      int source = streams[target];
      if (source < 0) continue;
      /* dup2 onto itself would keep close-on-exec set. */
      if (source == target ? fcntl(target, F_SETFD, 0) != 0 : dup2(source, target) < 0)
        goto fail;
    }
    close_above_streams();
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp);
  fail:
    failure = errno;
    _exit(127);
  }
  int error = pid < 0 ? errno : failure;
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (pid > 0 && error != 0) {
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
  }
  if (error == 0) *pid_out = pid;
  return error;
}

/* One request to the spawning thread, answered in place. */
struct request {
  const char *path;
  char *const *argv;
  char *const *envp;
  const int *streams;
  int death_signal;
  pid_t pid;
  int result;
  int done;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t asked = PTHREAD_COND_INITIALIZER;
static pthread_cond_t answered = PTHREAD_COND_INITIALIZER;
static struct request *pending;
static pthread_once_t started = PTHREAD_ONCE_INIT;
static int thread_error;

/* The spawning thread: forks every child that has a death signal, so the
   signal comes when the process ends, not when the thread that asked for
   the child happens to end (a worker thread of a pool may end any time).
   It blocks every signal, so none is delivered to it. */
static void *spawner(void *unused) {
  (void)unused;
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, NULL);
  pthread_mutex_lock(&lock);
  for (;;) {
    while (pending == NULL || pending->done) pthread_cond_wait(&asked, &lock);
    struct request *request = pending;
    pthread_mutex_unlock(&lock);
    pid_t pid = 0;
    int result = spawn_now(request->path, request->argv, request->envp, request->streams,
                           request->death_signal, &pid);
    pthread_mutex_lock(&lock);
    request->pid = pid;
    request->result = result;
    request->done = 1;
    pthread_cond_broadcast(&answered);
  }
  return NULL;
}

static void start_spawner(void) {
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  thread_error = pthread_create(&thread, &attributes, spawner, NULL);
  pthread_attr_destroy(&attributes);
}

int sa_spawn(const char *path, char *const argv[], char *const envp[], const int streams[3],
             int death_signal, pid_t *pid) {
  if (death_signal <= 0) return spawn_now(path, argv, envp, streams, 0, pid);
  pthread_once(&started, start_spawner);
  if (thread_error != 0) return thread_error;
  struct request request = {path, argv, envp, streams, death_signal, 0, 0, 0};
  pthread_mutex_lock(&lock);
  /* One request at a time: wait for the slot, then for the answer. */
  while (pending != NULL) pthread_cond_wait(&answered, &lock);
  pending = &request;
  pthread_cond_signal(&asked);
  while (!request.done) pthread_cond_wait(&answered, &lock);
  pending = NULL;
  pthread_cond_broadcast(&answered);
  pthread_mutex_unlock(&lock);
  if (request.result == 0) *pid = request.pid;
  return request.result;
}

#else

int sa_spawn(const char *path, char *const argv[], char *const envp[], const int streams[3],
             int death_signal, pid_t *pid) {
  (void)death_signal;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  for (int target = 0; target < 3; target++) {
    if (streams[target] >= 0) {
      posix_spawn_file_actions_adddup2(&actions, streams[target], target);
    } else {
      posix_spawn_file_actions_addinherit_np(&actions, target);
    }
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  /* Only the three streams are inherited, as on Linux. */
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT);
  posix_spawnattr_setpgroup(&attributes, 0);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  int result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return result;
}

#endif
