// The driver itself is in libFuzzer's runtime, linked by `-sanitize=fuzzer`; this target only
// declares it to Swift (SwiftPM wants a C target to have a source file).
#include "CFuzzerDriver.h"
