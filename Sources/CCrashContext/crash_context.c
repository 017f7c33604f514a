#include "CCrashContext.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static _Thread_local const char *current_property;
static _Thread_local uint64_t current_seed;
static _Thread_local uint64_t current_case;
static _Thread_local int current_active;
/* A corpus file being replayed on this thread (copied: the caller's string
   may not outlive the case), or empty when the case is a generated one. */
static _Thread_local char current_file[1024];
/* Non-zero while the thread shrinks a failure rather than running a case. */
static _Thread_local int current_shrinking;
/* The choices of the shrinking candidate being evaluated on this thread
   (the caller's buffer, valid while it evaluates), or NULL. */
static _Thread_local const uint64_t *current_choices;
static _Thread_local size_t current_choice_count;

/* The supervisor's fixed arguments (argv[0] and the run's options), copied
   at install time so the handler allocates nothing; NULL when crashes are
   not shrunk in this process. */
static char **shrink_arguments;
static size_t shrink_argument_count;
/* Set by the first thread that starts a supervisor; a second crashing
   thread waits for the process to die instead of starting another. */
static volatile int supervising;

/* The first SIGINT or SIGTERM asks the run to stop; a second one is not
   caught, so an impatient user still gets the usual immediate exit. */
static volatile sig_atomic_t stop_signal = 0;

/* The tool's name and the two replay lines, with {seed}, {property},
   {case} and {file} where the handler writes the crashed case's values:
   the lines are rendered by the tool, the handler only fills them in. */
static char *tool = "fuzz";
static char *case_line = "";
static char *file_line = "";
static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define SIGNAL_COUNT (sizeof(signals) / sizeof(signals[0]))
static struct sigaction previous[SIGNAL_COUNT];

/* What a handler says is gathered here and written with one write(2)
   (`flush_report`): another thread's fatal-error message, printed by the
   runtime while this handler runs, must not land inside a replay line
   (byte-by-byte writes let it). Only the thread that won `crashing` (or
   the stop handler, before any crash) uses it. */
static char report[8192];
static size_t report_length;

static void put_bytes(const char *text, size_t length) {
  size_t room = sizeof report - report_length;
  if (length > room) length = room;
  memcpy(report + report_length, text, length);
  report_length += length;
}

static void put(const char *text) { put_bytes(text, strlen(text)); }

static void format_u64(char *buffer, uint64_t value) {
  char digits[21];
  int at = 20;
  digits[at] = '\0';
  do {
    digits[--at] = (char)('0' + value % 10);
    value /= 10;
  } while (value != 0);
  memcpy(buffer, digits + at, (size_t)(21 - at));
}

static void put_u64(uint64_t value) {
  char digits[24];
  format_u64(digits, value);
  put(digits);
}

static void write_all(int descriptor, const char *text, size_t length) {
  while (length > 0) {
    ssize_t written = write(descriptor, text, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

/* Writes what `put` gathered, at once, and empties it. */
static void flush_report(void) {
  write_all(STDERR_FILENO, report, report_length);
  report_length = 0;
}

/* Writes a line template with the crashed case's values in place of its
   markers; anything else is written as it is. */
static void put_template(const char *text) {
  while (*text != '\0') {
    if (strncmp(text, "{seed}", 6) == 0) {
      put_u64(current_seed);
      text += 6;
    } else if (strncmp(text, "{property}", 10) == 0) {
      put(current_property);
      text += 10;
    } else if (strncmp(text, "{case}", 6) == 0) {
      put_u64(current_case);
      text += 6;
    } else if (strncmp(text, "{file}", 6) == 0) {
      put(current_file);
      text += 6;
    } else {
      put_bytes(text, 1);
      text += 1;
    }
  }
}


/* Starts the supervisor (`fuzz crash --signal N ...`) on this binary and waits for it. Only
   async-signal-safe calls: the process may be in any state (a trap inside
   malloc), so the child is started with vfork and execve, and the strings
   were prepared at install time. The supervisor shrinks the crash in child
   processes of its own and prints and keeps the result; this process then
   dies by its signal as before. */
static void supervise(int signal_number) {
  static char signal_text[24], seed_text[24], case_text[24];
  static char *argv[64];
  format_u64(signal_text, (uint64_t)signal_number);
  format_u64(seed_text, current_seed);
  format_u64(case_text, current_case);
  /* The supervisor's arguments are the tool's, with markers for the
     crash's values; {stdin-choices} stands for `--stdin-choices` when a
     candidate's choices go on the supervisor's stdin, and for nothing
     otherwise. */
  int with_choices = current_shrinking && current_choices != NULL;
  size_t count = 0;
  for (size_t i = 0; i < shrink_argument_count && count < 62; i++) {
    char *argument = shrink_arguments[i];
    if (strcmp(argument, "{signal}") == 0) {
      argv[count++] = signal_text;
    } else if (strcmp(argument, "{property}") == 0) {
      argv[count++] = (char *)current_property;
    } else if (strcmp(argument, "{seed}") == 0) {
      argv[count++] = seed_text;
    } else if (strcmp(argument, "{case}") == 0) {
      argv[count++] = case_text;
    } else if (strcmp(argument, "{stdin-choices}") == 0) {
      if (with_choices) argv[count++] = "--stdin-choices";
    } else {
      argv[count++] = argument;
    }
  }
  argv[count] = NULL;
  int channel[2] = {-1, -1};
  if (with_choices && pipe(channel) != 0) with_choices = 0;
  put(tool);
  put(": shrinking the crash in child processes\n");
  flush_report();
  extern char **environ;
  pid_t child = vfork();
  if (child == 0) {
    if (with_choices) {
      dup2(channel[0], STDIN_FILENO);
      close(channel[0]);
      close(channel[1]);
    }
    execve("/proc/self/exe", argv, environ);
    _exit(127);
  }
  if (child < 0) {
    put("fuzz: could not start the crash shrinker\n");
    flush_report();
    return;
  }
  if (with_choices) {
    /* The supervisor may die before reading; that must not turn this
       crash into a SIGPIPE. */
    signal(SIGPIPE, SIG_IGN);
    close(channel[0]);
    char number[24];
    for (size_t i = 0; i < current_choice_count; i++) {
      format_u64(number, current_choices[i]);
      size_t length = strlen(number);
      number[length] = i + 1 == current_choice_count ? '\n' : ' ';
      write_all(channel[1], number, length + 1);
    }
    close(channel[1]);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
}

/* Set by the first thread that crashes: with several jobs, two threads can
   trap at once, and their reports would interleave. The later ones wait
   for the first to end the process. */
static int crashing = 0;

static void handler(int signal_number, siginfo_t *info, void *context) {
  if (__atomic_exchange_n(&crashing, 1, __ATOMIC_SEQ_CST) != 0) {
    for (;;) pause();
  }
  if (current_active && current_property != NULL) {
    put("\n");
    put(tool);
    put(": crashed (signal ");
    put_u64((uint64_t)signal_number);
    put(") in property ");
    put(current_property);
    if (current_file[0] != '\0') {
      put(", corpus file ");
      put(current_file);
      put("\n");
      put(tool);
      put(": replay: ");
      put_template(file_line);
      put("\n");
    } else {
      put(current_shrinking ? ", while shrinking seed " : ", seed ");
      put_u64(current_seed);
      put(", case ");
      put_u64(current_case);
      put("\n");
      put(tool);
      put(": replay: ");
      put_template(case_line);
      put("\n");
    }
    flush_report();
    current_active = 0;
    if (shrink_arguments != NULL && current_file[0] == '\0') {
      if (__atomic_exchange_n(&supervising, 1, __ATOMIC_SEQ_CST) == 0) {
        supervise(signal_number);
      } else {
        for (;;) pause();
      }
    }
  }
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    if (signals[i] != signal_number) continue;
    struct sigaction old = previous[i];
    if ((old.sa_flags & SA_SIGINFO) && old.sa_sigaction != NULL) {
      old.sa_sigaction(signal_number, info, context);
      return;
    }
    if (old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN && old.sa_handler != NULL) {
      old.sa_handler(signal_number);
      return;
    }
  }
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

void sa_crash_context_install(const char *tool_name, const char *case_template,
                              const char *file_template) {
  tool = strdup(tool_name != NULL ? tool_name : "");
  case_line = strdup(case_template != NULL ? case_template : "");
  file_line = strdup(file_template != NULL ? file_template : "");
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    sigaction(signals[i], &action, &previous[i]);
  }
}

void sa_crash_context_enable_shrinking(const char *const *arguments, size_t count) {
  char **copies = malloc((count + 1) * sizeof(char *));
  if (copies == NULL) return;
  for (size_t i = 0; i < count; i++) copies[i] = strdup(arguments[i]);
  copies[count] = NULL;
  shrink_argument_count = count;
  shrink_arguments = copies;
}

void sa_crash_context_set_choices(const uint64_t *choices, size_t count) {
  current_choices = choices;
  current_choice_count = count;
}

int sa_stop_requested(void) { return stop_signal != 0 || supervising != 0; }

void sa_crash_context_enter(const char *property, uint64_t seed, uint64_t case_index) {
  current_choices = NULL;
  current_choice_count = 0;
  current_property = property;
  current_seed = seed;
  current_case = case_index;
  current_file[0] = '\0';
  current_shrinking = 0;
  current_active = 1;
}

void sa_crash_context_enter_shrinking(const char *property, uint64_t seed, uint64_t case_index) {
  sa_crash_context_enter(property, seed, case_index);
  current_shrinking = 1;
}

void sa_crash_context_enter_file(const char *property, const char *path) {
  current_choices = NULL;
  current_choice_count = 0;
  current_property = property;
  current_seed = 0;
  current_case = 0;
  current_shrinking = 0;
  size_t length = strlen(path);
  if (length >= sizeof current_file) length = sizeof current_file - 1;
  memcpy(current_file, path, length);
  current_file[length] = '\0';
  current_active = 1;
}


static void stop_handler(int signal_number) {
  if (stop_signal != 0) {
    signal(signal_number, SIG_DFL);
    raise(signal_number);
    return;
  }
  stop_signal = signal_number;
  put("\nfuzz: stopping on signal ");
  put_u64((uint64_t)signal_number);
  put(": finishing the running cases and writing the report (send it again to quit at once)\n");
  flush_report();
}

void sa_stop_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = stop_handler;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
  /* A parent may start us with the signals blocked (some process launchers
     do); a blocked signal would stay pending and the run would never stop. */
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  pthread_sigmask(SIG_UNBLOCK, &stops, NULL);
}

int sa_stop_signal(void) { return stop_signal; }

void sa_crash_context_leave(void) { current_active = 0; }
