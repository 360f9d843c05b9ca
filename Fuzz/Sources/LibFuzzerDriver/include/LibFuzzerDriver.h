// libFuzzer's driver, for fuzz executables that have their own `main`: the toolchain's
// libclang_rt.fuzzer_no_main runs `callback` on every input it makes, with the usual
// command-line options (see `Scripts/fuzz`).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
