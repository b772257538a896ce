// libFuzzer's driver is in libFuzzer's runtime, linked by `-sanitize=fuzzer`; this target
// declares it to Swift, and counts the heap for the fuzz targets' cost check.
#include "CFuzzerDriver.h"

#include <stdatomic.h>

// The sanitizer runtime's allocator interface (compiler-rt's sanitizer/allocator_interface.h),
// weak so that a build without the sanitizers links and simply counts nothing.
int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void *, size_t),
                                              void (*free_hook)(const volatile void *)) __attribute__((weak));
size_t __sanitizer_get_allocated_size(const volatile void *pointer) __attribute__((weak));

static _Atomic long long live_bytes = 0;
static _Atomic long long peak_bytes = 0;

static void count_malloc(const volatile void *pointer, size_t size) {
    (void)pointer;
    long long now = atomic_fetch_add(&live_bytes, (long long)size) + (long long)size;
    long long peak = atomic_load(&peak_bytes);
    while (now > peak && !atomic_compare_exchange_weak(&peak_bytes, &peak, now)) {
    }
}

static void count_free(const volatile void *pointer) {
    // Called before the block is freed, while its size is still known.
    if (pointer == NULL) return;
    atomic_fetch_sub(&live_bytes, (long long)__sanitizer_get_allocated_size(pointer));
}

int rotor_heap_counting_start(void) {
    if (!__sanitizer_install_malloc_and_free_hooks || !__sanitizer_get_allocated_size) return 0;
    return __sanitizer_install_malloc_and_free_hooks(count_malloc, count_free) != 0;
}

long long rotor_heap_live_bytes(void) {
    return atomic_load(&live_bytes);
}

long long rotor_heap_peak_bytes(void) {
    return atomic_load(&peak_bytes);
}

void rotor_heap_reset_peak(void) {
    atomic_store(&peak_bytes, atomic_load(&live_bytes));
}
