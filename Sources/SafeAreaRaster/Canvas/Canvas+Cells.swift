// Policy: a board is drawn as horizontal runs of live cells, one rectangle
// per run, so a dense Life board costs a handful of row stores per cell row
// instead of one call per cell. The board's top-left cell sits at the local
// origin, where the grids' sizing puts it.

import SafeAreaGeometry

extension Canvas {
  /// Draws the live cells of a board as runs of rectangles.
  ///
  /// - Parameters:
  ///   - board: the cells.
  ///   - cellWidth: the width of a cell in pixels, `1...Framebuffer.maximumDimension`.
  ///   - cellHeight: the height of a cell in pixels, `1...Framebuffer.maximumDimension`.
  ///   - color: the colour of live cells; dead cells are not drawn.
  /// - Throws: ``RasterError/invalidParameter(name:value:expected:)`` for a
  ///   cell size out of range.
  public mutating func drawCells(
    _ board: CellBoard, cellWidth: Int, cellHeight: Int, color: Color
  ) throws(RasterError) {
    let valid = 1...Framebuffer.maximumDimension
    let expected = "1...\(Framebuffer.maximumDimension)"
    guard valid.contains(cellWidth) else {
      throw .invalidParameter(name: "cellWidth", value: cellWidth, expected: expected)
    }
    guard valid.contains(cellHeight) else {
      throw .invalidParameter(name: "cellHeight", value: cellHeight, expected: expected)
    }
    if compositeCells(board, cellWidth: cellWidth, cellHeight: cellHeight, color: color) {
      return
    }
    // Board extents are at most 2^28 cells and cell sizes at most 2^14, so
    // these products stay far inside Int.
    for row in 0..<board.rows {
      let rowStart = row * board.columns
      var column = 0
      while column < board.columns {
        guard board.cells[rowStart + column] else {
          column += 1
          continue
        }
        let runStart = column
        while column < board.columns, board.cells[rowStart + column] { column += 1 }
        fillRectangle(
          PixelRect(
            x: runStart * cellWidth, y: row * cellHeight,
            width: (column - runStart) * cellWidth, height: cellHeight), color: color)
      }
    }
  }

  /// Draws a Life board sized by a `LifeGrid` (square cells).
  ///
  /// - Parameters:
  ///   - board: the cells; `grid.columns` by `grid.rows`.
  ///   - grid: the sizing of the board in the region.
  ///   - color: the colour of live cells.
  /// - Throws: ``RasterError/boardMismatch(expectedColumns:expectedRows:columns:rows:)``.
  public mutating func drawLife(_ board: CellBoard, grid: LifeGrid, color: Color)
    throws(RasterError)
  {
    try Self.check(board, columns: grid.columns, rows: grid.rows)
    guard !grid.isEmpty else { return }
    try drawCells(board, cellWidth: grid.cellSize, cellHeight: grid.cellSize, color: color)
  }

  /// Draws an automaton window sized by an `AutomatonGrid` (cells wider or
  /// narrower than rows are tall).
  ///
  /// - Parameters:
  ///   - board: the generations, one per row; `grid.columns` by `grid.rows`.
  ///   - grid: the sizing of the window in the region.
  ///   - color: the colour of live cells.
  /// - Throws: ``RasterError/boardMismatch(expectedColumns:expectedRows:columns:rows:)``.
  public mutating func drawAutomaton(_ board: CellBoard, grid: AutomatonGrid, color: Color)
    throws(RasterError)
  {
    try Self.check(board, columns: grid.columns, rows: grid.rows)
    guard !grid.isEmpty else { return }
    try drawCells(board, cellWidth: grid.cellWidth, cellHeight: grid.rowHeight, color: color)
  }

  private static func check(_ board: CellBoard, columns: Int, rows: Int) throws(RasterError) {
    guard board.columns == columns, board.rows == rows else {
      throw .boardMismatch(
        expectedColumns: columns, expectedRows: rows, columns: board.columns, rows: board.rows)
    }
  }
}
