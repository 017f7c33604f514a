// Policy: the kernels with loops over pixels (CTriangle.c, CLine.c,
// CReference.c) are compiled here, in the module's own files, and not in
// its headers: a header's functions are compiled into the Swift module
// that imports them, at its optimization level, so the README's main
// command (`swift run fuzz`, a debug build at -Onone) ran them at -O0,
// where they were most of a host property's case. A C file of this target
// is compiled optimized whatever the build (Package.swift's cSettings), so
// the debug build runs the same machine code for them as the release build
// (one float semantics: each kernel states its contraction, and x86-64's
// baseline has no fused multiply-add to contract into). This file holds
// the fills and scans Swift calls per row or per frame; what stays in the
// headers is small: the library fill, the streaming copy, and the types
// and helpers the kernels share.
#include "CFill.h"

void sa_fill_run32_optimized(uint32_t *pixels, uint32_t value, size_t count) {
  sa_fill_run32(pixels, value, count);
}

void sa_fill_rectangle32(uint32_t *pixels, size_t stride, size_t x, size_t y, size_t width,
                         size_t height, uint32_t value) {
  if (width == stride) {
    sa_fill_run32(pixels + y * stride, value, height * stride);
    return;
  }
  uint32_t *row = pixels + y * stride + x;
  for (size_t index = 0; index < height; index++, row += stride) {
    sa_fill_run32(row, value, width);
  }
}

void sa_fill_runs_rows32(uint32_t *pixels, size_t stride, size_t top, size_t bottom,
                         const size_t *bounds, size_t run_count, uint32_t value) {
  if (run_count == 1 && bounds[0] == 0 && bounds[1] == stride) {
    sa_fill_run32(pixels + top * stride, value, (bottom - top) * stride);
    return;
  }
  uint32_t *row = pixels + top * stride;
  for (size_t y = top; y < bottom; y++, row += stride) {
    for (size_t run = 0; run < run_count; run++) {
      sa_fill_run32(row + bounds[2 * run], value, bounds[2 * run + 1] - bounds[2 * run]);
    }
  }
}

/// Pixels a scan compares before it tests for a difference: a fixed count
/// without an exit inside, which the compiler turns into vector compares.
#define SA_SCAN_BLOCK 16

size_t sa_find_not_equal32(const uint32_t *pixels, size_t count, uint32_t value) {
  size_t index = 0;
  for (; index + SA_SCAN_BLOCK <= count; index += SA_SCAN_BLOCK) {
    uint32_t differences = 0;
    for (size_t k = 0; k < SA_SCAN_BLOCK; k++) differences |= pixels[index + k] ^ value;
    if (differences != 0) break;
  }
  while (index < count && pixels[index] == value) index++;
  return index;
}

size_t sa_find_difference32(const uint32_t *a, const uint32_t *b, size_t count) {
  size_t index = 0;
  for (; index + SA_SCAN_BLOCK <= count; index += SA_SCAN_BLOCK) {
    uint32_t differences = 0;
    for (size_t k = 0; k < SA_SCAN_BLOCK; k++) differences |= a[index + k] ^ b[index + k];
    if (differences != 0) break;
  }
  while (index < count && a[index] == b[index]) index++;
  return index;
}
