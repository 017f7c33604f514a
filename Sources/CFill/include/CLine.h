// Policy: raylib's DrawLine and DrawLineV are GL_LINES of width 1, and on
// Mesa's llvmpipe a line is not a quad of the line's width: it is clipped
// as a segment (Mesa's draw module), then turned into a parallelogram one
// pixel tall (x-major) or wide (y-major) whose two ends are moved so that
// the pixels lit follow GL's diamond-exit rule, each end decided in `float`
// from where the vertex lies in its pixel. CLine.c states those steps in
// the GPU's precision, in the order llvmpipe (Mesa 22.3, lp_setup_line.c
// and draw_pipe_clip.c) takes them; `raster.matchesRaylib` checks them
// against real raylib. The Swift side is Canvas+PixelLines.swift. CLine.c
// is compiled optimized whatever the build (see CFill.c).
#ifndef SA_CLINE_H
#define SA_CLINE_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "CTriangle.h"

/// Half of a one-pixel line's width in subpixels.
#define SA_LINE_HALF_WIDTH (SA_SUBPIXELS / 2)

/// Mesa's `util_iround` as built for x86-64: half away from zero, by adding
/// or taking 0.5 in `float` and truncating. Out of `int` range it is
/// clamped (the segment is clipped to the viewport first, so a position
/// never gets there).
static inline int64_t sa_line_round(float value) {
#pragma clang fp contract(off)
  float moved = value >= 0.0f ? value + 0.5f : value - 0.5f;
  if (!(moved > -2147483648.0f)) return INT32_MIN;
  if (!(moved < 2147483648.0f)) return INT32_MAX;
  return (int64_t)moved;
}

/// A window position in subpixels, as the line setup snaps it: `position
/// - 0.5` scaled by 256, then rounded.
static inline int64_t sa_line_snap(float position) {
#pragma clang fp contract(off)
  return sa_line_round((float)SA_SUBPIXELS * (position - 0.5f));
}

/// Where a coordinate lies in its pixel, from the centre: `position -
/// floor(position) - 0.5`, in [-0.5, 0.5).
static inline float sa_line_offset_in_pixel(float position) {
#pragma clang fp contract(off)
  return position - floorf(position) - 0.5f;
}

/// The part of a coordinate above its floor.
static inline float sa_line_fraction(float position) {
#pragma clang fp contract(off)
  return position - floorf(position);
}

/// GL's sign test as the setup writes it: zero and -0 count as positive.
static inline bool sa_line_nonnegative(float value) { return value >= 0.0f; }

/// raylib's `DrawLine`/`DrawLineV` of clip-space ends `a` (the first
/// vertex) and `b`, as llvmpipe draws a GL line of width 1: a segment
/// outside the viewport is cut by Mesa's line clipper (both ends' cuts
/// found against the unclipped ends, the larger parameter kept per end; a
/// cut ending at or past the other end discards the line; a non-finite
/// distance discards it), an end the clipper moved is placed with `pos * (1
/// / w) * scale + translate`, an end it kept with the compiled viewport
/// transform; then the parallelogram of `sa_line_corners` is filled.
void sa_draw_line(uint32_t *pixels, int64_t width, sa_clip clip, sa_projection p,
                  sa_clip_vertex a, sa_clip_vertex b, uint32_t value);

#endif
