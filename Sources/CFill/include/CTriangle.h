// Policy: the edge equations of a snapped triangle and its row loop are in
// C so that the README's main command, a debug build, fills a triangle at
// a few instructions a row: the same loop in Swift at -Onone makes a call
// per arithmetic operation, and the host properties' frames are mostly
// triangles (clipped quads, a circle's 36). The Swift Canvas
// (Canvas+Triangles.swift) states the rules these functions follow; the
// reference canvas of the invariants and `raster.matchesRaylib` judge them.
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

/// Fills the triangle `v0, v1, v2` of snapped vertices into `pixels` (rows
/// of `width`), inside `clip` (which lies in the framebuffer): culled when
/// its area is not positive (it faces away), otherwise every pixel whose
/// centre is inside all three edges, solved a row at a time.
static inline void sa_fill_triangle(uint32_t *pixels, int64_t width, sa_clip clip,
                                    sa_snapped_vertex v0, sa_snapped_vertex v1,
                                    sa_snapped_vertex v2, uint32_t value) {
  if (sa_area(v0, v1, v2) <= 0) return;
  int64_t left = v0.x < v1.x ? v0.x : v1.x;
  if (v2.x < left) left = v2.x;
  int64_t right = v0.x > v1.x ? v0.x : v1.x;
  if (v2.x > right) right = v2.x;
  int64_t top = v0.y < v1.y ? v0.y : v1.y;
  if (v2.y < top) top = v2.y;
  int64_t bottom = v0.y > v1.y ? v0.y : v1.y;
  if (v2.y > bottom) bottom = v2.y;
  // Only the columns and rows whose centres the triangle's box holds.
  int64_t low_column, high_column, first_row, end_row;
  if (!sa_covered_pixels(left, right, top, bottom, clip, &low_column, &high_column, &first_row,
                         &end_row))
    return;
  sa_edge e0 = sa_edge_from(v0, v1);
  sa_edge e1 = sa_edge_from(v1, v2);
  sa_edge e2 = sa_edge_from(v2, v0);
  for (int64_t row = first_row; row < end_row; row++) {
    int64_t low = low_column;
    int64_t high = high_column;
    int64_t y = row * SA_SUBPIXELS;
    if (sa_edge_narrow(e0, &low, &high, y) && sa_edge_narrow(e1, &low, &high, y) &&
        sa_edge_narrow(e2, &low, &high, y)) {
      sa_store_run(pixels, width, row, low, high, value);
    }
  }
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

/// One plane's cut of a polygon (Mesa's `do_clip_tri` loop) into `output`,
/// which has room for one vertex more: the count, or -1 when a distance is
/// NaN or infinite (the triangle is discarded).
static inline int sa_cut(sa_projection p, const sa_clipped_corner *polygon, int count, int plane,
                         sa_clipped_corner *output) {
#pragma clang fp contract(off)
  int made = 0;
  sa_clipped_corner previous = polygon[0];
  float previous_distance = sa_plane_distance(previous.vertex, plane);
  if (!isfinite(previous_distance)) return -1;
  for (int index = 1; index <= count; index++) {
    sa_clipped_corner current = polygon[index == count ? 0 : index];
    float current_distance = sa_plane_distance(current.vertex, plane);
    if (!isfinite(current_distance)) return -1;
    bool different_sign;
    if (previous_distance >= 0) {
      output[made++] = previous;
      different_sign = current_distance < 0;
    } else {
      different_sign = !(current_distance < 0);
    }
    if (different_sign) {
      float denominator = current_distance - previous_distance;
      // Interpolated from the end nearer the plane, going out or coming in.
      bool from_current = current_distance < 0 ? -current_distance < previous_distance
                                               : !(-previous_distance < current_distance);
      sa_clipped_corner corner;
      corner.vertex =
          from_current
              ? sa_interpolate(current_distance / denominator, current.vertex, previous.vertex)
              : sa_interpolate(-previous_distance / denominator, previous.vertex, current.vertex);
      sa_window_of_clipped(p, corner.vertex, &corner.window_x, &corner.window_y);
      output[made++] = corner;
    }
    previous = current;
    previous_distance = current_distance;
  }
  return made;
}

/// Fills a triangle of clip-space vertices as the GPU does: itself when it
/// lies in the viewport, otherwise the fan (v[i-1], v[i], v[0]) of its
/// polygon clipped against the four planes; each snapped, back faces
/// culled. The same steps as `ViewportProjection.rasterizedTriangles`, the
/// reference canvas's statement of them.
static inline void sa_fill_clip_triangle(uint32_t *pixels, int64_t width, sa_clip clip,
                                         sa_projection p, sa_clip_vertex a, sa_clip_vertex b,
                                         sa_clip_vertex c, uint32_t value) {
  unsigned oa = sa_outside(a), ob = sa_outside(b), oc = sa_outside(c);
  unsigned any = oa | ob | oc;
  float x, y;
  if (any == 0) {
    sa_snapped_vertex v0, v1, v2;
    sa_window(p, a, &x, &y);
    if (!sa_snap_vertex(x, y, &v0)) return;
    sa_window(p, b, &x, &y);
    if (!sa_snap_vertex(x, y, &v1)) return;
    sa_window(p, c, &x, &y);
    if (!sa_snap_vertex(x, y, &v2)) return;
    sa_fill_triangle(pixels, width, clip, v0, v1, v2, value);
    return;
  }
  if ((oa & ob & oc) != 0) return;
  // Each plane adds at most one vertex: never more than 7.
  sa_clipped_corner storage[16];
  sa_clipped_corner *polygon = storage;
  sa_clipped_corner *spare = storage + 8;
  polygon[0].vertex = a;
  sa_window(p, a, &polygon[0].window_x, &polygon[0].window_y);
  polygon[1].vertex = b;
  sa_window(p, b, &polygon[1].window_x, &polygon[1].window_y);
  polygon[2].vertex = c;
  sa_window(p, c, &polygon[2].window_x, &polygon[2].window_y);
  int count = 3;
  unsigned planes = any;
  while (planes != 0 && count >= 3) {
    int plane = __builtin_ctz(planes);
    planes &= planes - 1;
    int made = sa_cut(p, polygon, count, plane, spare);
    if (made < 0) return;
    sa_clipped_corner *swap = polygon;
    polygon = spare;
    spare = swap;
    count = made;
  }
  if (count < 3) return;
  sa_snapped_vertex first, previous, current;
  if (!sa_snap_vertex(polygon[0].window_x, polygon[0].window_y, &first)) return;
  bool has_previous = sa_snap_vertex(polygon[1].window_x, polygon[1].window_y, &previous);
  for (int index = 2; index < count; index++) {
    bool has_current = sa_snap_vertex(polygon[index].window_x, polygon[index].window_y, &current);
    if (has_previous && has_current) {
      sa_fill_triangle(pixels, width, clip, previous, current, first, value);
    }
    previous = current;
    has_previous = has_current;
  }
}

/// The most triangles one fan slice holds: a quarter turn of a circle, so
/// the slice of a convex fan stays convex at its centre.
#define SA_FAN_SLICE_LIMIT 9

/// The triangles (centre, rim[k + 1], rim[k]) of a slice, one by one.
static inline void sa_fill_slice_one_by_one(uint32_t *pixels, int64_t width, sa_clip clip,
                                            sa_snapped_vertex centre,
                                            const sa_snapped_vertex *rim, int count,
                                            uint32_t value) {
  for (int k = 0; k + 1 < count; k++) {
    sa_fill_triangle(pixels, width, clip, centre, rim[k + 1], rim[k], value);
  }
}

/// The polygon of a slice in its edges' order: centre, rim[last], ...,
/// rim[first].
static inline sa_snapped_vertex sa_slice_corner(sa_snapped_vertex centre,
                                                const sa_snapped_vertex *rim, int count,
                                                int index) {
  int wrapped = index % (count + 1);
  return wrapped == 0 ? centre : rim[count - wrapped];
}

/// The columns of row `row` inside every edge of a slice's polygon whose
/// height covers it: the polygon's span on that row.
static inline void sa_slice_span(const sa_edge *edges, const int64_t *edge_low,
                                 const int64_t *edge_high, int edge_count, sa_clip clip,
                                 int64_t row, int64_t *low, int64_t *high) {
  *low = clip.min_x;
  *high = clip.max_x - 1;
  for (int index = 0; index < edge_count; index++) {
    if (row >= edge_low[index] && row <= edge_high[index]) {
      sa_edge_narrow(edges[index], low, high, row * SA_SUBPIXELS);
    }
  }
}

/// Fills the triangles (centre, rim[k + 1], rim[k]) of a slice of a fan
/// exactly as filling them one by one does, but each row once.
///
/// A slice of at most 9 consecutive triangles of a convex fan is a convex
/// polygon; a pixel centre strictly inside it, or on one of its edges away
/// from a vertex, is covered by the one-by-one triangles exactly when it is
/// inside every edge under the fill rule (an inner edge is shared by two
/// triangles, which give its centres to exactly one of them). Only at the
/// polygon's vertices can the union of the triangles differ from the
/// polygon's own rule, so a vertex on a pixel centre is decided by the
/// triangles meeting there, before any row is stored. A slice whose
/// triangles do not all face the viewer, whose polygon is not convex, or
/// whose vertex decision would split a row, is filled one triangle at a
/// time.
static inline void sa_fill_fan_slice(uint32_t *pixels, int64_t width, sa_clip clip,
                                     sa_snapped_vertex centre, const sa_snapped_vertex *rim,
                                     int count, uint32_t value) {
  int triangles = count - 1;
  if (triangles <= 0) return;
  int64_t left = centre.x, right = centre.x, top = centre.y, bottom = centre.y;
  for (int index = 0; index < count; index++) {
    if (rim[index].x < left) left = rim[index].x;
    if (rim[index].x > right) right = rim[index].x;
    if (rim[index].y < top) top = rim[index].y;
    if (rim[index].y > bottom) bottom = rim[index].y;
  }
  // Only rows whose centres lie within the polygon's height, and nothing
  // when its columns miss the clip.
  int64_t first_row = sa_ceil_div(top, SA_SUBPIXELS);
  int64_t end_row = sa_floor_div(bottom, SA_SUBPIXELS) + 1;
  if (first_row < clip.min_y) first_row = clip.min_y;
  if (end_row > clip.max_y) end_row = clip.max_y;
  if (first_row >= end_row || sa_floor_div(right, SA_SUBPIXELS) < clip.min_x ||
      sa_ceil_div(left, SA_SUBPIXELS) >= clip.max_x) {
    return;
  }
  bool convex = triangles <= SA_FAN_SLICE_LIMIT;
  for (int k = 0; convex && k < triangles; k++) {
    convex = sa_area(centre, rim[k + 1], rim[k]) > 0;
  }
  int corners = count + 1;
  for (int index = 0; convex && index < corners; index++) {
    convex = sa_area(sa_slice_corner(centre, rim, count, index),
                     sa_slice_corner(centre, rim, count, index + 1),
                     sa_slice_corner(centre, rim, count, index + 2)) >= 0;
  }
  if (!convex) {
    sa_fill_slice_one_by_one(pixels, width, clip, centre, rim, count, value);
    return;
  }
  // Each edge with the rows its own extent covers.
  sa_edge edges[SA_FAN_SLICE_LIMIT + 2];
  int64_t edge_low[SA_FAN_SLICE_LIMIT + 2], edge_high[SA_FAN_SLICE_LIMIT + 2];
  for (int index = 0; index < corners; index++) {
    sa_snapped_vertex a = sa_slice_corner(centre, rim, count, index);
    sa_snapped_vertex b = sa_slice_corner(centre, rim, count, index + 1);
    edges[index] = sa_edge_from(a, b);
    edge_low[index] = sa_ceil_div(a.y < b.y ? a.y : b.y, SA_SUBPIXELS);
    edge_high[index] = sa_floor_div(a.y > b.y ? a.y : b.y, SA_SUBPIXELS);
  }
  // A vertex on a pixel centre: the triangles that meet there decide its
  // row, settled before anything is stored.
  int64_t fixed_row[SA_FAN_SLICE_LIMIT + 2], fixed_low[SA_FAN_SLICE_LIMIT + 2],
      fixed_high[SA_FAN_SLICE_LIMIT + 2];
  int fixes = 0;
  for (int index = 0; index < corners; index++) {
    sa_snapped_vertex corner = sa_slice_corner(centre, rim, count, index);
    if (corner.x % SA_SUBPIXELS != 0 || corner.y % SA_SUBPIXELS != 0) continue;
    int64_t px = corner.x / SA_SUBPIXELS;
    int64_t py = corner.y / SA_SUBPIXELS;
    if (px < clip.min_x || px >= clip.max_x || py < first_row || py >= end_row) continue;
    bool covered = false;
    for (int k = 0; k < triangles && !covered; k++) {
      sa_snapped_vertex t0 = centre, t1 = rim[k + 1], t2 = rim[k];
      bool meets = (t0.x == corner.x && t0.y == corner.y) || (t1.x == corner.x && t1.y == corner.y) ||
                   (t2.x == corner.x && t2.y == corner.y);
      covered = meets && sa_edge_contains(sa_edge_from(t0, t1), corner) &&
                sa_edge_contains(sa_edge_from(t1, t2), corner) &&
                sa_edge_contains(sa_edge_from(t2, t0), corner);
    }
    int slot = 0;
    while (slot < fixes && fixed_row[slot] != py) slot++;
    if (slot == fixes) {
      fixes++;
      fixed_row[slot] = py;
      sa_slice_span(edges, edge_low, edge_high, corners, clip, py, &fixed_low[slot],
                    &fixed_high[slot]);
    }
    int64_t low = fixed_low[slot], high = fixed_high[slot];
    bool in_span = low <= px && px <= high;
    if (covered != in_span) {
      if (covered) {
        if (low > high) {
          low = px;
          high = px;
        } else if (px == low - 1) {
          low = px;
        } else if (px == high + 1) {
          high = px;
        } else {
          sa_fill_slice_one_by_one(pixels, width, clip, centre, rim, count, value);
          return;
        }
      } else if (px == low) {
        low += 1;
      } else if (px == high) {
        high -= 1;
      } else {
        sa_fill_slice_one_by_one(pixels, width, clip, centre, rim, count, value);
        return;
      }
    }
    fixed_low[slot] = low;
    fixed_high[slot] = high;
  }
  for (int64_t row = first_row; row < end_row; row++) {
    int64_t low, high;
    int slot = 0;
    while (slot < fixes && fixed_row[slot] != row) slot++;
    if (slot < fixes) {
      low = fixed_low[slot];
      high = fixed_high[slot];
    } else {
      sa_slice_span(edges, edge_low, edge_high, corners, clip, row, &low, &high);
    }
    if (low <= high) sa_store_run(pixels, width, row, low, high, value);
  }
}

/// raylib's `DrawCircleV`: a 36-sided polygon, as quads of a centre and
/// three rim vertices (two triangles each) computed in `float` with the C
/// library's `cosf` and `sinf`, each rim vertex at `centre + (cos,
/// sin)(10 degrees * k) * radius`. Triangles that cross the viewport are
/// clipped one by one; runs of the others are filled as fan slices.
///
/// - Parameters:
///   - stacked: whether a matrix is pushed, so rlgl adds `stack_x`,
///     `stack_y` to every vertex on the CPU.
static inline void sa_fill_circle(uint32_t *pixels, int64_t width, sa_clip clip, sa_projection p,
                                  bool stacked, float stack_x, float stack_y, float cx, float cy,
                                  float r, uint32_t value) {
#pragma clang fp contract(off)
  const float degrees_to_radians = (float)3.14159265358979323846 / 180.0f;
  sa_clip_vertex middle =
      stacked ? sa_project(p, cx + stack_x, cy + stack_y) : sa_project(p, cx, cy);
  // The rim in the order raylib emits it: quad i is (centre, rim[2i + 2],
  // rim[2i + 1]) and (centre, rim[2i + 1], rim[2i]), so the triangles are
  // (centre, rim[k + 1], rim[k]) for k = 0..<36.
  sa_clip_vertex rim[37];
  float angle = 0;
  for (int index = 0; index <= 36; index++) {
    float degrees = (index % 2 == 0) ? angle : angle + 10.0f;
    float x = cx + cosf(degrees_to_radians * degrees) * r;
    float y = cy + sinf(degrees_to_radians * degrees) * r;
    rim[index] = stacked ? sa_project(p, x + stack_x, y + stack_y) : sa_project(p, x, y);
    if (index % 2 == 1) angle += 20.0f;
  }
  float x, y;
  sa_snapped_vertex centre;
  sa_window(p, middle, &x, &y);
  if (sa_outside(middle) != 0 || !sa_snap_vertex(x, y, &centre)) {
    for (int k = 0; k < 36; k++) {
      sa_fill_clip_triangle(pixels, width, clip, p, middle, rim[k + 1], rim[k], value);
    }
    return;
  }
  sa_snapped_vertex snapped[37];
  bool valid[37];
  for (int index = 0; index <= 36; index++) {
    sa_window(p, rim[index], &x, &y);
    valid[index] = sa_outside(rim[index]) == 0 && sa_snap_vertex(x, y, &snapped[index]);
  }
  int k = 0;
  while (k < 36) {
    if (!valid[k] || !valid[k + 1]) {
      sa_fill_clip_triangle(pixels, width, clip, p, middle, rim[k + 1], rim[k], value);
      k += 1;
      continue;
    }
    int end = k + 1;
    while (end < 36 && end - k < SA_FAN_SLICE_LIMIT && valid[end + 1]) end += 1;
    sa_fill_fan_slice(pixels, width, clip, centre, snapped + k, end - k + 1, value);
    k = end;
  }
}

#endif
