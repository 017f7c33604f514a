// The reference canvas's per-centre fill that CReference.h declares.
// Policy: compiled optimized whatever the build (Package.swift), see CFill.c.
// Only the pixels of the polygon's bounding box are tested: a centre that
// every edge's rule admits lies in the polygon, which lies in its box.
#include "CFill.h"  // the umbrella, which includes CReference.h

#include <stdbool.h>

/// Whether the centre (x, y), in subpixels, passes the edge from corner
/// (ax, ay) to (bx, by) under the fill rule.
static bool sa_reference_inside(int64_t ax, int64_t ay, int64_t bx, int64_t by, int64_t x,
                                int64_t y) {
  int64_t side = (ay - by) * (ax - x) + (ax - bx) * (y - ay);
  bool owns = ay < by || (ay == by && ax < bx);
  return side > 0 || (side == 0 && owns);
}

void sa_reference_paint_polygon(uint32_t *pixels, int64_t width, sa_reference_box box,
                                const int64_t *xs, const int64_t *ys, int count, int64_t subpixels,
                                uint32_t value) {
  if (count <= 0) return;
  int64_t left = xs[0], right = xs[0], top = ys[0], bottom = ys[0];
  for (int i = 1; i < count; i++) {
    if (xs[i] < left) left = xs[i];
    if (xs[i] > right) right = xs[i];
    if (ys[i] < top) top = ys[i];
    if (ys[i] > bottom) bottom = ys[i];
  }
  // The pixels whose centres the box could hold, widened by one each way
  // (a quotient of a negative rounds toward zero, not down).
  int64_t min_x = left / subpixels - 1, max_x = right / subpixels + 2;
  int64_t min_y = top / subpixels - 1, max_y = bottom / subpixels + 2;
  if (min_x < box.min_x) min_x = box.min_x;
  if (max_x > box.max_x) max_x = box.max_x;
  if (min_y < box.min_y) min_y = box.min_y;
  if (max_y > box.max_y) max_y = box.max_y;
  for (int64_t py = min_y; py < max_y; py++) {
    int64_t y = py * subpixels;
    uint32_t *row = pixels + py * width;
    for (int64_t px = min_x; px < max_x; px++) {
      int64_t x = px * subpixels;
      bool inside = true;
      for (int i = 0; i < count && inside; i++) {
        int next = i + 1 == count ? 0 : i + 1;
        inside = sa_reference_inside(xs[i], ys[i], xs[next], ys[next], x, y);
      }
      if (inside) row[px] = value;
    }
  }
}
