// Policy: the automaton starts from one live cell in the middle column
// (the picture everyone knows for rules 30 and 90), cells beyond the edges
// are dead, and the window shows consecutive generations top to bottom. A
// generation is a row of bytes with a dead cell at each end, stepped into a
// second row with a rolling three-cell pattern (one shift, one or, one
// table bit per cell) and the rows swapped: no allocation per generation.
// The generation loop is a C kernel (CFill's CAutomaton.c), compiled
// optimized in every build: the deepest window steps 100,000 generations,
// which at -Onone was most of a debug run's `raster.limitsAsDocumented`.

import CFill

extension CellBoard {
  /// The most generations skipped before the window, a bound on the work.
  public static let maximumFirstGeneration = 100_000

  /// A window of an elementary cellular automaton: row `r` is generation
  /// `firstGeneration + r`.
  ///
  /// - Parameters:
  ///   - rule: the Wolfram rule number (30 and 90 are the usual ones).
  ///   - columns: the number of cells per generation, not negative.
  ///   - rows: the number of generations shown, not negative.
  ///   - firstGeneration: the generation in the top row,
  ///     `0...maximumFirstGeneration` (scrolling the window).
  /// - Throws: ``RasterError`` for negative extents or a first generation
  ///   out of range.
  public static func elementaryAutomaton(
    rule: UInt8, columns: Int, rows: Int, firstGeneration: Int = 0
  ) throws(RasterError) -> CellBoard {
    guard (0...maximumFirstGeneration).contains(firstGeneration) else {
      throw .invalidParameter(
        name: "firstGeneration", value: firstGeneration,
        expected: "0...\(maximumFirstGeneration)")
    }
    var board = try CellBoard(columns: columns, rows: rows)
    guard columns > 0, rows > 0 else { return board }
    // Two generations side by side, padded with a dead cell at each end:
    // the kernel's scratch. A Bool is one byte, 0 or 1, as the kernel
    // writes a cell.
    var generations = [UInt8](repeating: 0, count: 2 * (columns + 2))
    generations.withUnsafeMutableBufferPointer { scratch in
      board.cells.withUnsafeMutableBytes { cells in
        guard let scratch = scratch.baseAddress,
          let cells = cells.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return }
        sa_automaton_window(rule, columns, rows, firstGeneration, scratch, cells)
      }
    }
    return board
  }
}
