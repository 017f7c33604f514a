// Policy: a board is plain data (row-major Bools) so a test or a fuzzer can
// build one cell by cell; the Life and automaton rules are extensions.
// Reads and writes outside the board are total: reads give dead, writes are
// ignored.

/// A rectangular board of live and dead cells, row by row.
public struct CellBoard: Hashable, Sendable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// Whether each cell is alive, `columns * rows` of them, row by row.
  public internal(set) var cells: [Bool]

  /// The most cells a board may hold (256 Mi, one per pixel of the largest
  /// framebuffer), so a fuzzer's extents cannot exhaust memory.
  public static let maximumCellCount = 1 << 28

  /// Creates a board of dead cells.
  ///
  /// - Parameters:
  ///   - columns: the number of columns, not negative.
  ///   - rows: the number of rows, not negative.
  /// - Throws: ``RasterError/invalidBoard(columns:rows:cellCount:)`` for a
  ///   negative extent or more than ``maximumCellCount`` cells.
  public init(columns: Int, rows: Int) throws(RasterError) {
    let count = try Self.cellCount(columns: columns, rows: rows, given: 0)
    self.columns = columns
    self.rows = rows
    self.cells = [Bool](repeating: false, count: count)
  }

  /// Creates a board from its cells.
  ///
  /// - Parameters:
  ///   - columns: the number of columns, not negative.
  ///   - rows: the number of rows, not negative.
  ///   - cells: `columns * rows` values, row by row.
  /// - Throws: ``RasterError/invalidBoard(columns:rows:cellCount:)`` when
  ///   the extents are negative or the count does not match.
  public init(columns: Int, rows: Int, cells: [Bool]) throws(RasterError) {
    let count = try Self.cellCount(columns: columns, rows: rows, given: cells.count)
    guard count == cells.count else {
      throw .invalidBoard(columns: columns, rows: rows, cellCount: cells.count)
    }
    self.columns = columns
    self.rows = rows
    self.cells = cells
  }

  private static func cellCount(columns: Int, rows: Int, given: Int) throws(RasterError) -> Int {
    let (count, overflow) = columns.multipliedReportingOverflow(by: rows)
    guard columns >= 0, rows >= 0, !overflow, count <= maximumCellCount else {
      throw .invalidBoard(columns: columns, rows: rows, cellCount: given)
    }
    return count
  }

  /// Whether the cell is alive; `false` outside the board.
  @inlinable
  public func isAlive(column: Int, row: Int) -> Bool {
    guard column >= 0, column < columns, row >= 0, row < rows else { return false }
    return cells[row * columns + column]
  }

  /// Sets a cell; ignored outside the board.
  ///
  /// - Parameters:
  ///   - alive: the new state.
  ///   - column: the column.
  ///   - row: the row.
  public mutating func setAlive(_ alive: Bool, column: Int, row: Int) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row * columns + column] = alive
  }

  /// The number of live cells.
  public var population: Int { cells.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
