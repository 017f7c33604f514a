// Policy: cell width and row height are chosen separately. A cell wide
// enough to draw quickly is too wide to need many rows, so square cells left
// 39% of a 1206x2334 region white; rows get their own height so the window
// fills the height (1206x2334: 13 px wide, 21 px tall, 2310 of 2334 px).
// The defaults are 90 target columns, cells at least 4 px wide and at most
// 110 generations: the sizing every scene uses unless it asks otherwise, and
// the one `raster.limitsAsDocumented` checks.

/// The sizing of an elementary cellular automaton's scrolling window.
public struct AutomatonGrid: Hashable, Sendable {
  /// The column count the width aims for.
  public static let defaultTargetColumns = 90
  /// The narrowest cell, in pixels.
  public static let defaultMinimumCellWidth = 4
  /// The most generations the window shows.
  public static let defaultMaximumRows = 110

  /// The width of a cell in pixels, at least the minimum.
  public let cellWidth: Int
  /// The height of a row in pixels, at least 1.
  public let rowHeight: Int
  /// The number of columns that fit the width.
  public let columns: Int
  /// The number of generations shown.
  public let rows: Int

  /// Sizes the window for a region with the default sizing (90 target
  /// columns, cells at least 4 px wide, at most 110 generations), which
  /// always holds: it cannot fail.
  ///
  /// ```swift
  /// let grid = AutomatonGrid(region: PixelSize(width: 1206, height: 2334))
  /// // 92 columns of 13 px, 110 rows of 21 px
  /// ```
  ///
  /// - Parameter region: the pixel size to fill; an empty or negative size
  ///   gives an empty window.
  public init(region: PixelSize) {
    self.init(
      unvalidated: region, targetColumns: Self.defaultTargetColumns,
      minimumCellWidth: Self.defaultMinimumCellWidth, maximumRows: Self.defaultMaximumRows)
  }

  /// Sizes the window for a region with a sizing of your own.
  ///
  /// - Parameters:
  ///   - region: the pixel size to fill.
  ///   - targetColumns: the column count to aim for (at least 1).
  ///   - minimumCellWidth: the narrowest cell (at least 1).
  ///   - maximumRows: the most rows (at least 1).
  /// - Throws: ``GeometryError/invalidParameter(name:value:expected:)`` for
  ///   a parameter below 1.
  public init(
    region: PixelSize, targetColumns: Int = defaultTargetColumns,
    minimumCellWidth: Int = defaultMinimumCellWidth, maximumRows: Int = defaultMaximumRows
  ) throws(GeometryError) {
    for (name, value) in [
      ("targetColumns", targetColumns), ("minimumCellWidth", minimumCellWidth),
      ("maximumRows", maximumRows),
    ] where value < 1 {
      throw .invalidParameter(name: name, value: value, expected: "at least 1")
    }
    self.init(
      unvalidated: region, targetColumns: targetColumns, minimumCellWidth: minimumCellWidth,
      maximumRows: maximumRows)
  }

  /// The sizing itself, for parameters already known to be at least 1.
  private init(
    unvalidated region: PixelSize, targetColumns: Int, minimumCellWidth: Int, maximumRows: Int
  ) {
    let width = Swift.max(0, region.width)
    let height = Swift.max(0, region.height)
    let cellWidth = Swift.max(minimumCellWidth, width / targetColumns)
    let rows = Swift.min(maximumRows, height)
    self.cellWidth = cellWidth
    self.columns = width / cellWidth
    self.rows = rows
    self.rowHeight = rows > 0 ? height / rows : 1
  }

  /// Creates a window from sizes chosen elsewhere (a saved layout, a test,
  /// a deliberately wrong variant in the fuzzer's mutants); nothing is
  /// checked, so prefer the sizing initializer.
  public init(cellWidth: Int, rowHeight: Int, columns: Int, rows: Int) {
    self.cellWidth = cellWidth
    self.rowHeight = rowHeight
    self.columns = columns
    self.rows = rows
  }

  /// Whether the window has no cell.
  public var isEmpty: Bool { columns == 0 || rows == 0 }

  /// The pixels the window covers, from the region's top-left corner
  /// (saturating, since the unchecked initializer takes any values).
  public var coveredSize: PixelSize {
    PixelSize(
      width: columns.saturatingMultiply(cellWidth), height: rows.saturatingMultiply(rowHeight))
  }
}
