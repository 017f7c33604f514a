// Policy: an elementary automaton's window may start 100,000 generations
// in, and a debug build ran the Swift generation loop at -Onone, where it
// was most of `raster.limitsAsDocumented`'s case. The loop is here, in a C
// file of this target, compiled optimized whatever the build (see CFill.c);
// CellBoard+Automaton.swift keeps the checks and the board.
#ifndef SA_CAUTOMATON_H
#define SA_CAUTOMATON_H

#include <stddef.h>
#include <stdint.h>

/// Writes generations `first_generation ... first_generation + rows - 1` of
/// the elementary automaton `rule` into `cells` (`rows * columns` bytes,
/// row by row, 1 for a live cell and 0 for a dead one), starting from one
/// live cell in column `columns / 2`, cells beyond the edges dead.
///
/// `scratch` holds `2 * (columns + 2)` bytes, all 0 on entry: two
/// generations, each padded with a dead cell at either end.
void sa_automaton_window(uint8_t rule, size_t columns, size_t rows, size_t first_generation,
                         uint8_t *scratch, uint8_t *cells);

#endif
