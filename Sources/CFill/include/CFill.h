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

/// `sa_fill_run32`, compiled optimized in CFill.c: for the Swift callers
/// of a debug build, where the header's loop would run at -O0 (a few
/// instructions a pixel instead of a vector store for several).
void sa_fill_run32_optimized(uint32_t *pixels, uint32_t value, size_t count);

/// Stores `value` into the `width` x `height` pixels at column `x`, row `y`
/// of a frame with rows of `stride` pixels (the rectangle lies inside it):
/// one run when the rectangle spans whole rows, else a run a row. Compiled
/// optimized in CFill.c, so a debug build's rectangles are one call.
void sa_fill_rectangle32(uint32_t *pixels, size_t stride, size_t x, size_t y, size_t width,
                         size_t height, uint32_t value);

/// Stores `value` into the same column runs of every row `top ..< bottom` of
/// a frame with rows of `stride` pixels: `bounds` holds `run_count` pairs
/// (first column, column past the end), sorted, disjoint and inside a row.
/// One run spanning whole rows is one fill of the band. Compiled optimized
/// in CFill.c: the 100-rectangle batch's bands, without a Swift loop (and
/// its array traffic) per row.
void sa_fill_runs_rows32(uint32_t *pixels, size_t stride, size_t top, size_t bottom,
                         const size_t *bounds, size_t run_count, uint32_t value);

/// The index of the first of `count` consecutive 32-bit pixels that is not
/// `value`, or `count` when all are. Inspections scan whole frames per fuzz
/// case; in CFill.c, compiled optimized, the scan is a few vector compares
/// a row in a debug build too, where the same loop in Swift costs a
/// hundred instructions a pixel.
size_t sa_find_not_equal32(const uint32_t *pixels, size_t count, uint32_t value);

/// The index of the first of `count` pixels where `a` and `b` differ, or
/// `count` when none does: frame comparisons run per fuzz case, in debug
/// builds too (compiled optimized in CFill.c, as above).
size_t sa_find_difference32(const uint32_t *a, const uint32_t *b, size_t count);

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

// The triangle rasterizer, which stores through the functions above, the
// one-pixel GL line, which fills with its edges, and the invariants'
// per-centre reference fill, the elementary automaton's generations, and
// the board composited over a clear.
#include "CTriangle.h"
#include "CLine.h"
#include "CReference.h"
#include "CAutomaton.h"
#include "CComposite.h"

#endif
