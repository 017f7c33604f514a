// Policy: the reference canvas of the invariants decides every pixel on
// its own: the fill rule evaluated at each pixel centre, for each polygon
// the GPU would rasterize. That loop is in C (CReference.c, compiled
// optimized whatever the build, see CFill.c) because the README's main
// command is a debug build, where the same loop in Swift makes a call per
// arithmetic operation and per pixel. It shares nothing with the Canvas's
// kernels (CTriangle.c solves each row's span from the edge equations,
// this tests every centre), so a span one pixel short there shows as a
// pixel that differs.
#ifndef SA_CREFERENCE_H
#define SA_CREFERENCE_H

#include <stdint.h>

/// The pixels a reference fill may touch: columns [min_x, max_x), rows
/// [min_y, max_y), inside the frame and the scissor.
typedef struct {
  int64_t min_x;
  int64_t min_y;
  int64_t max_x;
  int64_t max_y;
} sa_reference_box;

/// `value` into every pixel of `box` whose centre passes every edge of the
/// polygon `xs[i], ys[i]` (corner i to corner i + 1, the last to the first),
/// `count` corners of at most 4, in subpixels of `subpixels` per pixel with
/// pixel centres at multiples of it; `pixels` has rows of `width`. An edge
/// passes a centre strictly on its inner side, or on it when the edge runs
/// down the screen or right along a row (a left or a bottom edge).
void sa_reference_paint_polygon(uint32_t *pixels, int64_t width, sa_reference_box box,
                                const int64_t *xs, const int64_t *ys, int count, int64_t subpixels,
                                uint32_t value);

#endif
