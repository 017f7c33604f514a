// Policy: libFuzzer's driver is declared weak, so the executable also links
// without -sanitize=fuzzer (plain `swift build`, `swift test`); it then runs
// the inputs it is given without coverage guidance. A fuzzer build forces the
// driver in with `-Xlinker --undefined=LLVMFuzzerRunDriver` (a weak reference
// alone does not pull a member out of libclang_rt.fuzzer.a).
#ifndef CLIBFUZZER_SHIM_H
#define CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver: parses libFuzzer flags from argc/argv and fuzzes (or
/// runs the files named in argv) through `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

/// Whether libFuzzer's driver is linked in.
static inline int CLibFuzzerIsLinked(void) {
  return LLVMFuzzerRunDriver != NULL;
}

/// Runs libFuzzer's driver; call only when `CLibFuzzerIsLinked()`.
static inline int CLibFuzzerRunDriver(int *argc, char ***argv,
                                      int (*callback)(const uint8_t *, size_t)) {
  return LLVMFuzzerRunDriver(argc, argv, callback);
}

#endif
