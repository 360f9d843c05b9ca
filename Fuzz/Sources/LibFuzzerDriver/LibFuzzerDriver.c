// The declaration is all this target provides; the definition is in libclang_rt.fuzzer_no_main,
// which `Scripts/fuzz` links into every executable of the fuzz build.
#include "LibFuzzerDriver.h"
