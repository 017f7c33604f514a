// Policy: the automaton starts from one live cell in the middle column
// (the picture everyone knows for rules 30 and 90), cells beyond the edges
// are dead, and the window shows consecutive generations top to bottom. A
// generation is a row of bytes with a dead cell at each end, stepped into a
// second row with a rolling three-cell pattern (one shift, one or, one
// table bit per cell) and the rows swapped: no allocation per generation.

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
    // Two generations side by side; cell i of a generation is byte i + 1,
    // and bytes 0 and columns + 1 stay 0. The pointers are taken once for
    // the whole window: the deepest window steps 100,000 generations, and
    // an unoptimised build paid more for the per-step buffer access than
    // for the cells.
    let width = columns + 2
    var generations = [UInt8](repeating: 0, count: 2 * width)
    generations[columns / 2 + 1] = 1
    let lastGeneration = firstGeneration + rows - 1
    board.cells.withUnsafeMutableBufferPointer { cells in
      generations.withUnsafeMutableBufferPointer { generations in
        guard let cellBase = cells.baseAddress, let first = generations.baseAddress else { return }
        var current = first
        var next = first + width
        // Plain loops and a plain exchange: an unoptimised build makes a
        // generic call per range step and per `swap`.
        var generation = 0
        while true {
          if generation >= firstGeneration {
            let row = cellBase + (generation - firstGeneration) * columns
            for column in 0..<columns {
              row[column] = current[column + 1] != 0
            }
          }
          guard generation < lastGeneration else { break }
          step(current, into: next, columns: columns, rule: rule)
          let stepped = next
          next = current
          current = stepped
          generation += 1
        }
      }
    }
    return board
  }

  /// Writes the generation after `cells` (`columns` cells padded with a
  /// dead cell at each end) into `next`, which has the same length.
  private static func step(
    _ cells: UnsafePointer<UInt8>, into next: UnsafeMutablePointer<UInt8>, columns: Int,
    rule: UInt8
  ) {
    // Runs once per cell of up to 100,000 generations: a plain loop, as above.
    var pattern = cells[0] << 1 | cells[1]
    var index = 1
    while index <= columns {
      pattern = (pattern << 1 | cells[index + 1]) & 7
      next[index] = rule >> pattern & 1
      index += 1
    }
  }
}
