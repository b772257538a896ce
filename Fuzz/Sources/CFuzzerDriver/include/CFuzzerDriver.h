#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, as its own `main` calls it. SwiftPM gives every Swift executable a
/// `main` of its own (it renames the module's entry point and links it in as `main`), so
/// libFuzzer's `main` never runs: each target's `@main` calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// libFuzzer's own mutation of `data` (of `size` bytes, at most `maxSize`), for a custom
/// mutator to fall back on; returns the new size.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

/// Starts counting the heap's bytes (through the sanitizer's malloc and free hooks); returns
/// 0 when the sanitizer runtime offers no hooks, and nothing is counted.
int rotor_heap_counting_start(void);

/// The bytes allocated and not freed since counting started (less what was allocated before
/// it and freed after).
long long rotor_heap_live_bytes(void);

/// The most `rotor_heap_live_bytes` has been since the last `rotor_heap_reset_peak`.
long long rotor_heap_peak_bytes(void);

/// Makes the peak the bytes live now.
void rotor_heap_reset_peak(void);

#endif
