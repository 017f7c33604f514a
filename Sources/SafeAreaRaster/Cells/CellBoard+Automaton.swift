// Policy: the automaton starts from one live cell in the middle column
// (the picture everyone knows for rules 30 and 90), cells beyond the edges
// are dead, and the window shows consecutive generations top to bottom.

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
    var generation = [Bool](repeating: false, count: columns)
    generation[columns / 2] = true
    for index in 0..<(firstGeneration + rows) {
      if index >= firstGeneration {
        let row = index - firstGeneration
        board.cells.replaceSubrange(row * columns..<(row + 1) * columns, with: generation)
      }
      generation = nextGeneration(of: generation, rule: rule)
    }
    return board
  }

  private static func nextGeneration(of cells: [Bool], rule: UInt8) -> [Bool] {
    var next = cells
    for index in cells.indices {
      let left = index > 0 && cells[index - 1]
      let right = index + 1 < cells.count && cells[index + 1]
      let pattern = (left ? 4 : 0) | (cells[index] ? 2 : 0) | (right ? 1 : 0)
      next[index] = rule >> pattern & 1 == 1
    }
    return next
  }
}
