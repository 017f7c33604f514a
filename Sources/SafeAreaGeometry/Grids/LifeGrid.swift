// Policy: the cell size is the smallest whole number of pixels whose grid
// fits the cell budget; the grid starts at the region's top-left corner and
// leaves less than one cell uncovered at the right and bottom. A region with
// no pixels gives an empty grid (no columns, no rows), never a division by
// zero.

/// The sizing of a Conway's Life board inside a region: square cells.
public struct LifeGrid: Hashable, Sendable {
  /// The side of a cell in pixels, at least 1.
  public let cellSize: Int
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int

  /// The cell budget of ``init(region:)``: the most cells a board has when
  /// no budget is given (the one `SafeAreaRaster`'s `LifeScene` uses).
  public static let defaultCellBudget = 2_400

  /// Sizes a board for a region with the default budget of
  /// ``defaultCellBudget`` cells, which always holds: it cannot fail.
  ///
  /// ```swift
  /// let board = LifeGrid(region: PixelSize(width: 1206, height: 2334))
  /// // 35 columns and 68 rows of 34 px cells: 2,380 cells
  /// ```
  ///
  /// - Parameter region: the pixel size the board must fit; an empty or
  ///   negative size gives an empty board.
  public init(region: PixelSize) {
    self.init(unvalidated: region, cellBudget: Self.defaultCellBudget)
  }

  /// Sizes a board for a region and a budget of cells.
  ///
  /// - Parameters:
  ///   - region: the pixel size the board must fit.
  ///   - cellBudget: the most cells the board may have (a simulation cost);
  ///     at least 1.
  /// - Throws: ``GeometryError/invalidParameter(name:value:expected:)`` when
  ///   the budget is below 1.
  public init(region: PixelSize, cellBudget: Int) throws(GeometryError) {
    guard cellBudget >= 1 else {
      throw .invalidParameter(name: "cellBudget", value: cellBudget, expected: "at least 1")
    }
    self.init(unvalidated: region, cellBudget: cellBudget)
  }

  /// The sizing itself, for a budget already known to be at least 1.
  private init(unvalidated region: PixelSize, cellBudget: Int) {
    let width = Swift.max(0, region.width)
    let height = Swift.max(0, region.height)
    guard width > 0, height > 0 else {
      (cellSize, columns, rows) = (1, 0, 0)
      return
    }
    // The number of cells only falls as the cell grows, so binary-search
    // the smallest size that fits. At a size of max(width, height) the board
    // has at most one cell, so the upper end always fits; about 63 steps at
    // most even for regions near Int.max.
    var low = 1
    var high = Swift.max(width, height)
    while low < high {
      let mid = low + (high - low) / 2
      if Self.fits(width: width, height: height, cellSize: mid, budget: cellBudget) {
        high = mid
      } else {
        low = mid + 1
      }
    }
    let size = low
    (cellSize, columns, rows) = (size, width / size, height / size)
  }

  /// Creates a board from sizes chosen elsewhere (a saved layout, a test,
  /// a deliberately wrong variant in the fuzzer's mutants); nothing is
  /// checked, so prefer the sizing initializer.
  public init(cellSize: Int, columns: Int, rows: Int) {
    self.cellSize = cellSize
    self.columns = columns
    self.rows = rows
  }

  private static func fits(width: Int, height: Int, cellSize: Int, budget: Int) -> Bool {
    let (cells, overflow) = (width / cellSize).multipliedReportingOverflow(by: height / cellSize)
    return !overflow && cells <= budget
  }

  /// The number of cells on the board.
  /// (Saturating, since the unchecked initializer takes any values.)
  public var cellCount: Int { columns.saturatingMultiply(rows) }

  /// Whether the board has no cell.
  public var isEmpty: Bool { columns == 0 || rows == 0 }

  /// The pixels the board covers, from the region's top-left corner.
  public var coveredSize: PixelSize {
    PixelSize(
      width: columns.saturatingMultiply(cellSize), height: rows.saturatingMultiply(cellSize))
  }
}
