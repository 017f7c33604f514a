// Policy: the board does not wrap. Cells beyond the edges are dead, as on
// the phone, where the grid is sized to the region and nothing exists past
// it; a wrapping board would make a glider reappear on the opposite band.

extension CellBoard {
  /// A board whose cells are alive with a probability, from a seed.
  ///
  /// - Parameters:
  ///   - columns: the number of columns, not negative.
  ///   - rows: the number of rows, not negative.
  ///   - seed: the ``SplitMix64`` seed; the same seed gives the same board.
  ///   - percentAlive: the chance of a live cell, `0...100`.
  /// - Throws: ``RasterError`` for negative extents or a percentage outside
  ///   `0...100`.
  public static func random(
    columns: Int, rows: Int, seed: UInt64, percentAlive: Int = 30
  ) throws(RasterError) -> CellBoard {
    guard (0...100).contains(percentAlive) else {
      throw .invalidParameter(name: "percentAlive", value: percentAlive, expected: "0...100")
    }
    var board = try CellBoard(columns: columns, rows: rows)
    var generator = SplitMix64(seed: seed)
    for index in board.cells.indices {
      board.cells[index] = generator.next() % 100 < UInt64(percentAlive)
    }
    return board
  }

  /// The next generation under Conway's rules (B3/S23).
  public func nextLifeGeneration() -> CellBoard {
    var next = self
    for row in 0..<rows {
      for column in 0..<columns {
        var neighbours = 0
        for dy in -1...1 {
          for dx in -1...1
          where (dx != 0 || dy != 0) && isAlive(column: column + dx, row: row + dy) {
            neighbours += 1
          }
        }
        let alive = isAlive(column: column, row: row)
        next.cells[row * columns + column] = neighbours == 3 || (alive && neighbours == 2)
      }
    }
    return next
  }
}
