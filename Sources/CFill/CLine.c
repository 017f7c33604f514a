// The one-pixel GL line CLine.h declares: its corners and its fill.
// Policy: compiled optimized whatever the build (Package.swift), see CFill.c.
#include "CFill.h"  // the umbrella, which includes CLine.h after what it needs

/// The corners of the parallelogram llvmpipe rasterizes for the line from
/// window position (x1, y1) to (x2, y2), in the order whose edges face
/// inwards; false when the ends coincide (nothing is drawn).
///
/// The parallelogram's long sides run one half pixel either side of the
/// line along the minor axis; its short sides are vertical (x-major) or
/// horizontal (y-major) through the ends. An end whose pixel the diamond
/// rule would light, but the plain parallelogram would not (or the other
/// way round), is moved along the line to its pixel's far or near edge.
static bool sa_line_corners(float x1, float y1, float x2, float y2,
                            sa_snapped_vertex corner[4]) {
#pragma clang fp contract(off)
  float dx = x1 - x2;
  float dy = y1 - y2;
  float length_squared = dx * dx + dy * dy;
  if (length_squared == 0.0f || isnan(length_squared)) return false;
  float start_x = sa_line_offset_in_pixel(x1);
  float start_y = sa_line_offset_in_pixel(y1);
  float end_x = sa_line_offset_in_pixel(x2);
  float end_y = sa_line_offset_in_pixel(y2);
  // The ends' moves along the major axis (and the minor one with them).
  float start_major = 0.0f, start_minor = 0.0f, end_major = 0.0f, end_minor = 0.0f;
  // Which end becomes the first corner pair: the right one (x-major) or
  // the top one (y-major).
  bool start_first;
  if (fabsf(dx) >= fabsf(dy)) {
    float slope = dy / dx;
    if (end_y == -0.5f && dy < 0.0f) end_y = 0.5f;
    bool start_lit;
    if (fabsf(start_x) + fabsf(start_y) < 0.5f) {
      start_lit = true;
    } else if (sa_line_nonnegative(start_x) == sa_line_nonnegative(-dx)) {
      start_lit = false;
    } else if (sa_line_nonnegative(-start_y) != sa_line_nonnegative(dy)) {
      start_lit = true;
    } else {
      float crossing = sa_line_fraction(y1) + start_x * slope;
      start_lit = crossing < 1.0f && crossing > 0.0f;
    }
    bool end_lit;
    if (fabsf(end_x) + fabsf(end_y) < 0.5f) {
      end_lit = false;
    } else if (sa_line_nonnegative(end_x) != sa_line_nonnegative(-dx)) {
      end_lit = false;
    } else if (sa_line_nonnegative(-end_y) == sa_line_nonnegative(dy)) {
      end_lit = true;
    } else {
      float crossing = sa_line_fraction(y2) + end_x * slope;
      end_lit = crossing < 1.0f && crossing > 0.0f;
    }
    bool start_covered = sa_line_nonnegative(-start_x) != sa_line_nonnegative(dx);
    bool end_covered = sa_line_nonnegative(end_x) == sa_line_nonnegative(-dx) || end_x == 0.0f;
    float half = dx < 0.0f ? -0.5f : 0.5f;
    if (start_covered != start_lit) {
      start_major = -start_x + half;
      start_minor = start_major * slope;
    }
    if (end_covered != end_lit) {
      end_major = -end_x + half;
      end_minor = end_major * slope;
    }
    start_first = !(dx < 0.0f);
    int64_t sx = sa_line_snap(x1 + start_major), sy = sa_line_snap(y1 + start_minor);
    int64_t ex = sa_line_snap(x2 + end_major), ey = sa_line_snap(y2 + end_minor);
    int64_t first_x = start_first ? sx : ex, first_y = start_first ? sy : ey;
    int64_t second_x = start_first ? ex : sx, second_y = start_first ? ey : sy;
    corner[0] = (sa_snapped_vertex){first_x, first_y - SA_LINE_HALF_WIDTH};
    corner[1] = (sa_snapped_vertex){second_x, second_y - SA_LINE_HALF_WIDTH};
    corner[2] = (sa_snapped_vertex){second_x, second_y + SA_LINE_HALF_WIDTH};
    corner[3] = (sa_snapped_vertex){first_x, first_y + SA_LINE_HALF_WIDTH};
  } else {
    float slope = dx / dy;
    if (end_x == -0.5f && dx < 0.0f) end_x = 0.5f;
    bool start_lit;
    if (fabsf(start_x) + fabsf(start_y) < 0.5f) {
      start_lit = true;
    } else if (sa_line_nonnegative(-start_y) == sa_line_nonnegative(dy)) {
      start_lit = false;
    } else if (sa_line_nonnegative(start_x) != sa_line_nonnegative(-dx)) {
      start_lit = true;
    } else {
      float crossing = sa_line_fraction(x1) + start_y * slope;
      start_lit = crossing < 1.0f && crossing > 0.0f;
    }
    bool end_lit;
    if (fabsf(end_x) + fabsf(end_y) < 0.5f) {
      end_lit = false;
    } else if (sa_line_nonnegative(-end_y) != sa_line_nonnegative(dy)) {
      end_lit = false;
    } else if (sa_line_nonnegative(end_x) == sa_line_nonnegative(-dx)) {
      end_lit = true;
    } else {
      float crossing = sa_line_fraction(x2) + end_y * slope;
      end_lit = crossing < 1.0f && crossing >= 0.0f;
    }
    bool start_covered = sa_line_nonnegative(start_y) == sa_line_nonnegative(dy);
    bool end_covered = sa_line_nonnegative(-end_y) == sa_line_nonnegative(dy) || end_y == 0.0f;
    float half = dy > 0.0f ? 0.5f : -0.5f;
    if (start_covered != start_lit) {
      start_major = -start_y + half;
      start_minor = start_major * slope;
    }
    if (end_covered != end_lit) {
      end_major = -end_y + half;
      end_minor = end_major * slope;
    }
    start_first = !(dy > 0.0f);
    int64_t sx = sa_line_snap(x1 + start_minor), sy = sa_line_snap(y1 + start_major);
    int64_t ex = sa_line_snap(x2 + end_minor), ey = sa_line_snap(y2 + end_major);
    int64_t first_x = start_first ? sx : ex, first_y = start_first ? sy : ey;
    int64_t second_x = start_first ? ex : sx, second_y = start_first ? ey : sy;
    corner[0] = (sa_snapped_vertex){first_x - SA_LINE_HALF_WIDTH, first_y};
    corner[1] = (sa_snapped_vertex){second_x - SA_LINE_HALF_WIDTH, second_y};
    corner[2] = (sa_snapped_vertex){second_x + SA_LINE_HALF_WIDTH, second_y};
    corner[3] = (sa_snapped_vertex){first_x + SA_LINE_HALF_WIDTH, first_y};
  }
  return true;
}

/// Fills the pixels whose centres are inside all four edges of a
/// parallelogram (corner i to corner i + 1) under the fill rule, inside
/// `clip`, a row at a time. A parallelogram whose corners run the other
/// way has no centre inside every edge and fills nothing, as on the GPU.
static void sa_fill_quad(uint32_t *pixels, int64_t width, sa_clip clip,
                         const sa_snapped_vertex corner[4], uint32_t value) {
  int64_t left = corner[0].x, right = corner[0].x, top = corner[0].y, bottom = corner[0].y;
  for (int index = 1; index < 4; index++) {
    if (corner[index].x < left) left = corner[index].x;
    if (corner[index].x > right) right = corner[index].x;
    if (corner[index].y < top) top = corner[index].y;
    if (corner[index].y > bottom) bottom = corner[index].y;
  }
  int64_t low_column, high_column, first_row, end_row;
  if (!sa_covered_pixels(left, right, top, bottom, clip, &low_column, &high_column, &first_row,
                         &end_row))
    return;
  sa_edge edges[4];
  for (int index = 0; index < 4; index++) {
    edges[index] = sa_edge_from(corner[index], corner[(index + 1) % 4]);
  }
  for (int64_t row = first_row; row < end_row; row++) {
    int64_t low = low_column;
    int64_t high = high_column;
    int64_t y = row * SA_SUBPIXELS;
    if (sa_edge_narrow(edges[0], &low, &high, y) && sa_edge_narrow(edges[1], &low, &high, y) &&
        sa_edge_narrow(edges[2], &low, &high, y) && sa_edge_narrow(edges[3], &low, &high, y)) {
      sa_store_run(pixels, width, row, low, high, value);
    }
  }
}

void sa_draw_line(uint32_t *pixels, int64_t width, sa_clip clip, sa_projection p,
                  sa_clip_vertex a, sa_clip_vertex b, uint32_t value) {
#pragma clang fp contract(off)
  unsigned oa = sa_outside(a), ob = sa_outside(b);
  if ((oa & ob) != 0) return;
  float x1, y1, x2, y2;
  if ((oa | ob) == 0) {
    sa_window(p, a, &x1, &y1);
    sa_window(p, b, &x2, &y2);
  } else {
    float cut_a = 0.0f, cut_b = 0.0f;
    unsigned planes = oa | ob;
    while (planes != 0) {
      int plane = __builtin_ctz(planes);
      planes &= planes - 1;
      float distance_a = sa_plane_distance(a, plane);
      float distance_b = sa_plane_distance(b, plane);
      if (!isfinite(distance_a) || !isfinite(distance_b)) return;
      if (distance_b < 0.0f) {
        float t = distance_b / (distance_b - distance_a);
        cut_b = cut_b > t ? cut_b : t;
      }
      if (distance_a < 0.0f) {
        float t = distance_a / (distance_a - distance_b);
        cut_a = cut_a > t ? cut_a : t;
      }
      if (cut_a + cut_b >= 1.0f) return;
    }
    if (oa != 0) {
      sa_window_of_clipped(p, sa_interpolate(cut_a, a, b), &x1, &y1);
    } else {
      sa_window(p, a, &x1, &y1);
    }
    if (ob != 0) {
      sa_window_of_clipped(p, sa_interpolate(cut_b, b, a), &x2, &y2);
    } else {
      sa_window(p, b, &x2, &y2);
    }
  }
  if (!isfinite(x1) || !isfinite(y1) || !isfinite(x2) || !isfinite(y2)) return;
  sa_snapped_vertex corner[4];
  if (!sa_line_corners(x1, y1, x2, y2, corner)) return;
  sa_fill_quad(pixels, width, clip, corner, value);
}
