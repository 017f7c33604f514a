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
  ///
  /// The board is copied into bytes with a ring of dead cells around it,
  /// so each cell's count is eight loads and adds, with no edge tests.
  public func nextLifeGeneration() -> CellBoard {
    guard columns > 0, rows > 0 else { return self }
    let width = columns + 2
    var padded = [UInt8](repeating: 0, count: width * (rows + 2))
    for row in 0..<rows {
      for column in 0..<columns where cells[row * columns + column] {
        padded[(row + 1) * width + column + 1] = 1
      }
    }
    var next = self
    let columns = columns
    padded.withUnsafeBufferPointer { padded in
      next.cells.withUnsafeMutableBufferPointer { out in
        for row in 0..<rows {
          let above = row * width
          let middle = above + width
          let below = middle + width
          for column in 0..<columns {
            let neighbours =
              padded[above + column] &+ padded[above + column + 1] &+ padded[above + column + 2]
              &+ padded[middle + column] &+ padded[middle + column + 2]
              &+ padded[below + column] &+ padded[below + column + 1] &+ padded[below + column + 2]
            out[row * columns + column] =
              neighbours == 3 || (neighbours == 2 && padded[middle + column + 1] != 0)
          }
        }
      }
    }
    return next
  }
}
