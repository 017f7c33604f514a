// The automaton's generation loop, compiled optimized in every build (see
// CAutomaton.h and CFill.c).
#include "CAutomaton.h"

#include <string.h>

/// Writes the generation after `current` (`columns` cells padded with a
/// dead cell at each end) into `next`, which has the same length: a rolling
/// three-cell pattern, one shift, one or and one table bit a cell.
static void sa_automaton_step(const uint8_t *current, uint8_t *next, size_t columns,
                              uint8_t rule) {
  unsigned pattern = (unsigned)current[0] << 1 | current[1];
  for (size_t index = 1; index <= columns; index++) {
    pattern = (pattern << 1 | current[index + 1]) & 7;
    next[index] = (uint8_t)(rule >> pattern & 1);
  }
}

void sa_automaton_window(uint8_t rule, size_t columns, size_t rows, size_t first_generation,
                         uint8_t *scratch, uint8_t *cells) {
  if (columns == 0 || rows == 0) return;
  size_t width = columns + 2;
  uint8_t *current = scratch;
  uint8_t *next = scratch + width;
  current[columns / 2 + 1] = 1;
  size_t last_generation = first_generation + rows - 1;
  for (size_t generation = 0;; generation++) {
    if (generation >= first_generation) {
      memcpy(cells + (generation - first_generation) * columns, current + 1, columns);
    }
    if (generation >= last_generation) break;
    sa_automaton_step(current, next, columns, rule);
    uint8_t *stepped = next;
    next = current;
    current = stepped;
  }
}
