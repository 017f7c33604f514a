// Fills of 32-bit pixels through the C library, whose memset family uses
// vector stores, `rep stos` and non-temporal stores on large buffers: speeds
// a Swift loop cannot reach once the buffer is larger than the cache.
#ifndef SA_CFILL_H
#define SA_CFILL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
#if defined(__linux__)
#include <unistd.h>
#endif
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Stores `value` into `count` consecutive 32-bit pixels.
static inline void sa_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if WCHAR_MAX == 0x7fffffff || WCHAR_MAX == 0xffffffffu
  // wchar_t is 32 bits on Linux and Darwin: wmemset is a 32-bit memset.
  wmemset((wchar_t *)pixels, (wchar_t)value, count);
#else
  for (size_t i = 0; i < count; i++) pixels[i] = value;
#endif
}

/// Stores `value` into `count` consecutive 32-bit pixels with a plain loop:
/// for runs too short to pay for a call into the C library. The same
/// stores as a Swift loop once optimised, and in a debug build a few
/// instructions a pixel instead of a generic call per pixel.
static inline void sa_store32(uint32_t *pixels, uint32_t value, size_t count) {
  for (size_t i = 0; i < count; i++) pixels[i] = value;
}

/// The shortest run worth a call into the C library's fill: shorter runs
/// are stored inline, where the call costs more than the stores. One value
/// for the Canvas's Swift spans and the C triangles (`sa_fill_run32`).
#define SA_LIBRARY_FILL_MINIMUM 64

/// Stores `value` into `count` consecutive pixels, through the C library
/// for a long run and with a plain loop for a short one.
static inline void sa_fill_run32(uint32_t *pixels, uint32_t value, size_t count) {
  if (count >= SA_LIBRARY_FILL_MINIMUM) {
    sa_fill32(pixels, value, count);
  } else {
    sa_store32(pixels, value, count);
  }
}

/// Copies `count` 32-bit pixels with non-temporal (streaming) stores where
/// the target has them: a row written to a frame larger than the cache goes
/// straight to memory instead of first reading the line it overwrites (what
/// memset does past its own threshold). Call `sa_store_fence` after the
/// last copy of a frame.
static inline void sa_stream_copy32(uint32_t *destination, const uint32_t *source, size_t count) {
#if defined(__SSE2__)
  while (count > 0 && ((uintptr_t)destination & 15) != 0) {
    *destination++ = *source++;
    count--;
  }
  size_t index = 0;
  for (; index + 4 <= count; index += 4) {
    _mm_stream_si128((__m128i *)(destination + index),
                     _mm_loadu_si128((const __m128i *)(source + index)));
  }
  for (; index < count; index++) destination[index] = source[index];
#else
  memcpy(destination, source, count * sizeof(uint32_t));
#endif
}

/// The index of the first of `count` consecutive 32-bit pixels that is not
/// `value`, or `count` when all are. Inspections scan whole frames per fuzz
/// case; in C the loop stays a few instructions a pixel even in a debug
/// build, where the same loop in Swift costs a hundred.
static inline size_t sa_find_not_equal32(const uint32_t *pixels, size_t count, uint32_t value) {
  size_t index = 0;
  // Four at a time: a debug build does not unroll or vectorise.
  while (index + 4 <= count && ((pixels[index] ^ value) | (pixels[index + 1] ^ value) |
                                (pixels[index + 2] ^ value) | (pixels[index + 3] ^ value)) == 0) {
    index += 4;
  }
  while (index < count && pixels[index] == value) index++;
  return index;
}

/// The index of the first of `count` pixels where `a` and `b` differ, or
/// `count` when none does: frame comparisons run per fuzz case, in debug
/// builds too.
static inline size_t sa_find_difference32(const uint32_t *a, const uint32_t *b, size_t count) {
  size_t index = 0;
  while (index + 4 <= count && ((a[index] ^ b[index]) | (a[index + 1] ^ b[index + 1]) |
                                (a[index + 2] ^ b[index + 2]) | (a[index + 3] ^ b[index + 3])) == 0) {
    index += 4;
  }
  while (index < count && a[index] == b[index]) index++;
  return index;
}

/// The size in bytes of the largest data cache the C library reports (on
/// Linux, `sysconf`'s level-3 size, else level 2), or 0 when it reports none.
/// The C library sizes its own switch to non-temporal stores in memset from
/// the same figure.
static inline long sa_last_level_cache_bytes(void) {
#if defined(__linux__) && defined(_SC_LEVEL3_CACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE)
  long level3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
  if (level3 > 0) return level3;
  long level2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (level2 > 0) return level2;
#endif
  return 0;
}

/// Orders streaming stores before the stores and loads that follow.
static inline void sa_store_fence(void) {
#if defined(__SSE2__)
  _mm_sfence();
#endif
}

// The triangle rasterizer, which stores through the functions above, and
// the one-pixel GL line, which fills with its edges.
#include "CTriangle.h"
#include "CLine.h"

#endif
