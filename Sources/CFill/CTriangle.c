// The triangle kernels CTriangle.h declares, with the row loops they share.
// Policy: compiled optimized whatever the build (Package.swift), see CFill.c.
#include "CFill.h"  // the umbrella: CTriangle.h is included from it, after the fills

/// Fills the triangle `v0, v1, v2` of snapped vertices into `pixels` (rows
/// of `width`), inside `clip` (which lies in the framebuffer): culled when
/// its area is not positive (it faces away), otherwise every pixel whose
/// centre is inside all three edges, solved a row at a time.
static void sa_fill_triangle(uint32_t *pixels, int64_t width, sa_clip clip,
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

/// One plane's cut of a polygon (Mesa's `do_clip_tri` loop) into `output`,
/// which has room for one vertex more: the count, or -1 when a distance is
/// NaN or infinite (the triangle is discarded).
static int sa_cut(sa_projection p, const sa_clipped_corner *polygon, int count, int plane,
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

void sa_fill_clip_triangle(uint32_t *pixels, int64_t width, sa_clip clip,
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
static void sa_fill_slice_one_by_one(uint32_t *pixels, int64_t width, sa_clip clip,
                                     sa_snapped_vertex centre,
                                     const sa_snapped_vertex *rim, int count,
                                     uint32_t value) {
  for (int k = 0; k + 1 < count; k++) {
    sa_fill_triangle(pixels, width, clip, centre, rim[k + 1], rim[k], value);
  }
}

/// The polygon of a slice in its edges' order: centre, rim[last], ...,
/// rim[first].
static sa_snapped_vertex sa_slice_corner(sa_snapped_vertex centre, const sa_snapped_vertex *rim,
                                         int count, int index) {
  int wrapped = index % (count + 1);
  return wrapped == 0 ? centre : rim[count - wrapped];
}

/// The columns of row `row` inside every edge of a slice's polygon whose
/// height covers it: the polygon's span on that row.
static void sa_slice_span(const sa_edge *edges, const int64_t *edge_low,
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
static void sa_fill_fan_slice(uint32_t *pixels, int64_t width, sa_clip clip,
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

void sa_fill_circle(uint32_t *pixels, int64_t width, sa_clip clip, sa_projection p,
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
