// Policy: a board composited into a pending clear (Canvas+CellComposite.swift)
// is written here, in C compiled optimized in every build, as one call a
// frame: the Swift loop it replaces spent a branch a run of cells building
// each pixel row (mispredicted on a random board) and a library call a
// pixel row. Here each cell's colour is a select and its pixels a loop of
// the same length for every whole cell, so the build does not branch on
// the board. Rows are copied with memcpy, as before: a 32-byte AVX2 copy
// loop (asked for at run time) was not reliably faster on this shared
// machine and cost 0.36M more instructions a 640x1136 frame than the C
// library's unrolled copy, which the simulated-cost gate counts.
#ifndef SA_CCOMPOSITE_H
#define SA_CCOMPOSITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Writes the visible part of a board over a background: rows
/// `visible_min_y ..< visible_max_y`, columns `area_x ..< area_x +
/// area_width` of a frame with rows of `stride` pixels. Inside that, the
/// columns `visible_min_x ..< visible_max_x` show the board: cell
/// (`column`, `row`) covers columns `board_x + column * cell_width` up to
/// the next cell and rows `board_y + row * cell_height` likewise, in
/// `live` when `cells[row * columns + column]` is true; every other pixel
/// written is `background`.
///
/// The visible rectangle lies inside the board's footprint, the area's
/// columns and the frame. `row` holds `area_width` pixels of scratch. With
/// `streams`, rows are copied with non-temporal stores and fenced at the
/// end (`sa_stream_copy32`).
void sa_composite_cells32(uint32_t *pixels, size_t stride, size_t area_x, size_t area_width,
                          size_t visible_min_x, size_t visible_max_x, size_t visible_min_y,
                          size_t visible_max_y, ptrdiff_t board_x, ptrdiff_t board_y,
                          const bool *cells, size_t columns, size_t cell_width,
                          size_t cell_height, uint32_t background, uint32_t live, uint32_t *row,
                          bool streams);

#endif
