// Policy: the edge equations of a snapped triangle and its row loop are in
// C (CTriangle.c, compiled optimized whatever the build, see CFill.c) so
// that the README's main command, a debug build, fills a triangle at a few
// instructions a row: the same loop in Swift at -Onone makes a call per
// arithmetic operation, and the host properties' frames are mostly
// triangles (clipped quads, a circle's 36). The Swift Canvas
// (Canvas+Triangles.swift) states the rules these functions follow; the
// reference canvas of the invariants and `raster.matchesRaylib` judge them.
// This header holds the types and the helpers the triangles and the lines
// share.
#ifndef SA_CTRIANGLE_H
#define SA_CTRIANGLE_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "CFill.h"

/// Subpixels per pixel of a snapped vertex.
#define SA_SUBPIXELS 256

/// A window position snapped to 1/256 pixel, pixel centres at multiples of
/// 256; coordinates within 2^30, so an edge equation stays within 2^62.
typedef struct {
  int64_t x;
  int64_t y;
} sa_snapped_vertex;

/// One edge of a triangle: inside where `c + dcdy * y - dcdx * x > 0`.
typedef struct {
  int64_t c;
  int64_t dcdx;
  int64_t dcdy;
} sa_edge;

/// The pixels a fill may touch: columns [min_x, max_x), rows [min_y, max_y).
typedef struct {
  int64_t min_x;
  int64_t min_y;
  int64_t max_x;
  int64_t max_y;
} sa_clip;

/// `a / b` rounded down, for `b > 0`.
static inline int64_t sa_floor_div(int64_t a, int64_t b) {
  int64_t quotient = a / b;
  return (a % b != 0 && a < 0) ? quotient - 1 : quotient;
}

/// `a / b` rounded up, for `b > 0`.
static inline int64_t sa_ceil_div(int64_t a, int64_t b) {
  int64_t quotient = a / b;
  return (a % b != 0 && a > 0) ? quotient + 1 : quotient;
}

/// The edge equation of `a` to `b`, positive inside a triangle whose
/// vertices run in this order with a positive area. GL's fill convention as
/// llvmpipe applies it to rows that run down: left edges and horizontal
/// bottom edges own the centres on them (the `+ 1`).
static inline sa_edge sa_edge_from(sa_snapped_vertex a, sa_snapped_vertex b) {
  sa_edge edge;
  edge.dcdx = a.y - b.y;
  edge.dcdy = a.x - b.x;
  edge.c = edge.dcdx * a.x - edge.dcdy * a.y;
  if (edge.dcdx < 0 || (edge.dcdx == 0 && edge.dcdy < 0)) edge.c += 1;
  return edge;
}

/// Whether a snapped point is inside the edge under the fill rule.
static inline bool sa_edge_contains(sa_edge edge, sa_snapped_vertex point) {
  return edge.c + edge.dcdy * point.y - edge.dcdx * point.x > 0;
}

/// Narrows the columns `*low...*high` of the row at snapped height `y` to
/// those whose centres are inside the edge; false when none is left.
static inline bool sa_edge_narrow(sa_edge edge, int64_t *low, int64_t *high, int64_t y) {
  int64_t constant = edge.c + edge.dcdy * y;
  int64_t step = edge.dcdx * SA_SUBPIXELS;
  if (edge.dcdx == 0) return constant > 0 && *low <= *high;
  if (edge.dcdx > 0) {
    // constant - step * column > 0: column < constant / step.
    int64_t bound = sa_floor_div(constant - 1, step);
    if (bound < *high) *high = bound;
  } else {
    // constant + |step| * column > 0: column > -constant / |step|.
    int64_t bound = sa_floor_div(-constant, -step) + 1;
    if (bound > *low) *low = bound;
  }
  return *low <= *high;
}

/// Stores `value` into columns `low...high` of row `row`.
static inline void sa_store_run(uint32_t *pixels, int64_t width, int64_t row, int64_t low,
                                int64_t high, uint32_t value) {
  sa_fill_run32(pixels + row * width + low, value, (size_t)(high - low + 1));
}

/// Twice the signed area of a snapped triangle, positive when it faces the
/// viewer (rows down).
static inline int64_t sa_area(sa_snapped_vertex p0, sa_snapped_vertex p1, sa_snapped_vertex p2) {
  return (p0.x - p1.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p0.y - p1.y);
}

/// The pixels whose centres a snapped bounding box holds, inside `clip`:
/// columns `*low_column...*high_column` and rows `*first_row..<*end_row`.
/// Shared by the triangles and the lines, which must agree on it.
///
/// - Returns: false when no pixel is covered.
static inline bool sa_covered_pixels(int64_t left, int64_t right, int64_t top, int64_t bottom,
                                     sa_clip clip, int64_t *low_column, int64_t *high_column,
                                     int64_t *first_row, int64_t *end_row) {
  *low_column = sa_ceil_div(left, SA_SUBPIXELS);
  *high_column = sa_floor_div(right, SA_SUBPIXELS);
  if (*low_column < clip.min_x) *low_column = clip.min_x;
  if (*high_column > clip.max_x - 1) *high_column = clip.max_x - 1;
  *first_row = sa_ceil_div(top, SA_SUBPIXELS);
  *end_row = sa_floor_div(bottom, SA_SUBPIXELS) + 1;
  if (*first_row < clip.min_y) *first_row = clip.min_y;
  if (*end_row > clip.max_y) *end_row = clip.max_y;
  return *low_column <= *high_column && *first_row < *end_row;
}


/// A vertex in GL clip space (`w` is 1 for every 2D shape).
typedef struct {
  float x;
  float y;
  float w;
} sa_clip_vertex;

/// rlgl's model-view-projection rows for 2D shapes and the viewport
/// transform (`ViewportProjection` in Swift, whose fields these are).
typedef struct {
  float m0;
  float m12;
  float m5;
  float m13;
  float scale_x;
  float translate_x;
  float scale_y;
  float translate_y;
} sa_projection;

/// A vertex of a polygon being clipped, with the window position the
/// rasterizer snaps.
typedef struct {
  sa_clip_vertex vertex;
  float window_x;
  float window_y;
} sa_clipped_corner;

/// The viewport planes a vertex lies outside of, one bit each, in the order
/// Mesa clips against them: x > w, x < -w, y > w, y < -w.
static inline unsigned sa_outside(sa_clip_vertex v) {
  return (v.x > v.w ? 1u : 0u) | (v.x < -v.w ? 2u : 0u) | (v.y > v.w ? 4u : 0u) |
         (v.y < -v.w ? 8u : 0u);
}

/// A local vertex in clip space: `m0 * x + m12`, `m5 * y + m13`, each
/// product and sum rounded (no fused multiply-add).
static inline sa_clip_vertex sa_project(sa_projection p, float x, float y) {
#pragma clang fp contract(off)
  sa_clip_vertex v;
  v.x = p.m0 * x + p.m12;
  v.y = p.m5 * y + p.m13;
  v.w = 1.0f;
  return v;
}

/// The window position of a vertex the clipper did not make: the compiled
/// viewport transform, a fused multiply-add.
static inline void sa_window(sa_projection p, sa_clip_vertex v, float *x, float *y) {
  *x = fmaf(v.x, p.scale_x, p.translate_x);
  *y = fmaf(v.y, p.scale_y, p.translate_y);
}

/// The window position of a vertex the clipper made: `pos * (1 / w) *
/// scale + translate`, each step rounded.
static inline void sa_window_of_clipped(sa_projection p, sa_clip_vertex v, float *x, float *y) {
#pragma clang fp contract(off)
  float reciprocal = 1.0f / v.w;
  *x = v.x * reciprocal * p.scale_x + p.translate_x;
  *y = v.y * reciprocal * p.scale_y + p.translate_y;
}

/// One window coordinate snapped as llvmpipe snaps it, `(position - 0.5) *
/// 256` rounded to even and clamped; false when it is not finite.
static inline bool sa_snap(float position, int64_t *snapped) {
#pragma clang fp contract(off)
  if (!isfinite(position)) return false;
  float scaled = rintf((position - 0.5f) * (float)SA_SUBPIXELS);
  const float bound = (float)(((int64_t)1 << 30) - 1);
  if (scaled < -bound) scaled = -bound;
  if (scaled > bound) scaled = bound;
  *snapped = (int64_t)scaled;
  return true;
}

/// A window position snapped; false when a coordinate is not finite.
static inline bool sa_snap_vertex(float x, float y, sa_snapped_vertex *vertex) {
  return sa_snap(x, &vertex->x) && sa_snap(y, &vertex->y);
}

/// The clip distance of a vertex to a viewport plane.
static inline float sa_plane_distance(sa_clip_vertex v, int plane) {
  switch (plane) {
    case 0: return -v.x + v.w;
    case 1: return v.x + v.w;
    case 2: return -v.y + v.w;
    default: return v.y + v.w;
  }
}

/// Mesa's `LINTERP(t, out, in)`: `out + t * (in - out)`, per component.
static inline sa_clip_vertex sa_interpolate(float t, sa_clip_vertex out, sa_clip_vertex in) {
#pragma clang fp contract(off)
  sa_clip_vertex v;
  v.x = out.x + t * (in.x - out.x);
  v.y = out.y + t * (in.y - out.y);
  v.w = out.w + t * (in.w - out.w);
  return v;
}

/// Fills a triangle of clip-space vertices as the GPU does: itself when it
/// lies in the viewport, otherwise the fan (v[i-1], v[i], v[0]) of its
/// polygon clipped against the four planes; each snapped, back faces
/// culled. The same steps as `ViewportProjection.rasterizedTriangles`, the
/// reference canvas's statement of them.
void sa_fill_clip_triangle(uint32_t *pixels, int64_t width, sa_clip clip,
                           sa_projection p, sa_clip_vertex a, sa_clip_vertex b,
                           sa_clip_vertex c, uint32_t value);

/// raylib's `DrawCircleV`: a 36-sided polygon, as quads of a centre and
/// three rim vertices (two triangles each) computed in `float` with the C
/// library's `cosf` and `sinf`, each rim vertex at `centre + (cos,
/// sin)(10 degrees * k) * radius`. Triangles that cross the viewport are
/// clipped one by one; runs of the others are filled as fan slices.
///
/// - Parameters:
///   - stacked: whether a matrix is pushed, so rlgl adds `stack_x`,
///     `stack_y` to every vertex on the CPU.
void sa_fill_circle(uint32_t *pixels, int64_t width, sa_clip clip, sa_projection p,
                    bool stacked, float stack_x, float stack_y, float cx, float cy,
                    float r, uint32_t value);

#endif
