// Fills of 32-bit pixels through the C library, whose memset family uses
// vector stores, `rep stos` and non-temporal stores on large buffers: speeds
// a Swift loop cannot reach once the buffer is larger than the cache.
#ifndef SA_CFILL_H
#define SA_CFILL_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/// Stores `value` into `count` consecutive 32-bit pixels.
static inline void sa_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if WCHAR_MAX == 0x7fffffff || WCHAR_MAX == 0xffffffffu
  // wchar_t is 32 bits on Linux and Darwin: wmemset is a 32-bit memset.
  wmemset((wchar_t *)pixels, (wchar_t)value, count);
#else
  for (size_t i = 0; i < count; i++) pixels[i] = value;
#endif
}

#endif
