#include "CCrashContext.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Thread_local const char *current_property;
static _Thread_local uint64_t current_seed;
static _Thread_local uint64_t current_case;
static _Thread_local int current_active;

static char *prefix = "";
static char *suffix = "";
static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define SIGNAL_COUNT (sizeof(signals) / sizeof(signals[0]))
static struct sigaction previous[SIGNAL_COUNT];

static void put(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

static void put_u64(uint64_t value) {
  char digits[21];
  int at = 20;
  digits[at] = '\0';
  do {
    digits[--at] = (char)('0' + value % 10);
    value /= 10;
  } while (value != 0);
  put(digits + at);
}

static void handler(int signal_number, siginfo_t *info, void *context) {
  if (current_active && current_property != NULL) {
    put("\nfuzz: crashed (signal ");
    put_u64((uint64_t)signal_number);
    put(") in property ");
    put(current_property);
    put(", seed ");
    put_u64(current_seed);
    put(", case ");
    put_u64(current_case);
    put("\nfuzz: replay: ");
    put(prefix);
    put(" --seed ");
    put_u64(current_seed);
    put(" --property ");
    put(current_property);
    put(" --case ");
    put_u64(current_case);
    put(suffix);
    put("\n");
    current_active = 0;
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

void sa_crash_context_install(const char *command_prefix, const char *command_suffix) {
  prefix = strdup(command_prefix != NULL ? command_prefix : "");
  suffix = strdup(command_suffix != NULL ? command_suffix : "");
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    sigaction(signals[i], &action, &previous[i]);
  }
}

void sa_crash_context_enter(const char *property, uint64_t seed, uint64_t case_index) {
  current_property = property;
  current_seed = seed;
  current_case = case_index;
  current_active = 1;
}

void sa_crash_context_leave(void) { current_active = 0; }
