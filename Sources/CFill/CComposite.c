// A board composited over a background, compiled optimized in every build
// (see CComposite.h and CFill.c).
#include "CFill.h"

/// Stores `value` into `count` pixels of the row buffer. From four pixels
/// on, 16-byte stores, the last one ending at the run's end (overlapping
/// the one before), so a whole cell is the same few stores every time,
/// with no remainder loop whose length changes from cell to cell.
static inline void sa_store_cell32(uint32_t *target, uint32_t value, size_t count) {
#if defined(__SSE2__)
  if (count >= 4) {
    __m128i vector = _mm_set1_epi32((int)value);
    size_t index = 0;
    for (; index + 4 < count; index += 4) _mm_storeu_si128((__m128i *)(target + index), vector);
    _mm_storeu_si128((__m128i *)(target + count - 4), vector);
    return;
  }
#endif
  for (size_t index = 0; index < count; index++) target[index] = value;
}

/// Stores the visible cells of one board row into the row buffer (indexed
/// from column `area_x`): a select and a fixed-length store loop a cell.
static void sa_build_cell_row(uint32_t *row, size_t area_x, size_t visible_min_x,
                              size_t visible_max_x, ptrdiff_t board_x, const bool *cells,
                              size_t cell_width, uint32_t background, uint32_t live) {
  size_t first = (size_t)((ptrdiff_t)visible_min_x - board_x) / cell_width;
  size_t last = (size_t)((ptrdiff_t)visible_max_x - 1 - board_x) / cell_width;
  uint32_t difference = background ^ live;
  for (size_t column = first; column <= last; column++) {
    ptrdiff_t start = board_x + (ptrdiff_t)(column * cell_width);
    size_t low = start > (ptrdiff_t)visible_min_x ? (size_t)start : visible_min_x;
    size_t high = (size_t)(start + (ptrdiff_t)cell_width);
    if (high > visible_max_x) high = visible_max_x;
    uint32_t value = background ^ (difference & (0u - (uint32_t)cells[column]));
    sa_store_cell32(row + (low - area_x), value, high - low);
  }
}

void sa_composite_cells32(uint32_t *pixels, size_t stride, size_t area_x, size_t area_width,
                          size_t visible_min_x, size_t visible_max_x, size_t visible_min_y,
                          size_t visible_max_y, ptrdiff_t board_x, ptrdiff_t board_y,
                          const bool *cells, size_t columns, size_t cell_width,
                          size_t cell_height, uint32_t background, uint32_t live, uint32_t *row,
                          bool streams) {
  if (visible_min_x >= visible_max_x || visible_min_y >= visible_max_y) return;
  // Outside the visible columns the row stays the background.
  sa_fill_run32(row, background, area_width);
  size_t y = visible_min_y;
  while (y < visible_max_y) {
    size_t cell_row = (size_t)((ptrdiff_t)y - board_y) / cell_height;
    size_t band_end = (size_t)(board_y + (ptrdiff_t)((cell_row + 1) * cell_height));
    if (band_end > visible_max_y) band_end = visible_max_y;
    sa_build_cell_row(row, area_x, visible_min_x, visible_max_x, board_x,
                      cells + cell_row * columns, cell_width, background, live);
    uint32_t *target = pixels + y * stride + area_x;
    for (; y < band_end; y++, target += stride) {
      if (streams) {
        sa_stream_copy32(target, row, area_width);
      } else {
        memcpy(target, row, area_width * sizeof(uint32_t));
      }
    }
  }
  if (streams) sa_store_fence();
}
