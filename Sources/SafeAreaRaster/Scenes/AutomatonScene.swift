import SafeAreaGeometry

/// An elementary cellular automaton's window, sized by `AutomatonGrid`:
/// cell width from the column target, row height chosen so the rows fill the
/// height.
public struct AutomatonScene: Scene, Hashable, Sendable {
  /// The Wolfram rule number (30 and 90 are the classic pictures).
  public var rule: UInt8
  /// The generation in the top row.
  public var firstGeneration: Int
  /// The scene's own clear colour.
  public var background: Color
  /// The colour of live cells.
  public var color: Color

  /// Creates the scene.
  ///
  /// - Parameters:
  ///   - rule: the Wolfram rule number.
  ///   - firstGeneration: the generation in the top row,
  ///     `0...CellBoard.maximumFirstGeneration`.
  ///   - background: the colour the scene clears to.
  ///   - color: the colour of live cells.
  public init(
    rule: UInt8 = 30, firstGeneration: Int = 0, background: Color = .rayWhite,
    color: Color = .darkBlue
  ) {
    self.rule = rule
    self.firstGeneration = firstGeneration
    self.background = background
    self.color = color
  }

  /// Clears, sizes the window for the screen and draws its live cells.
  ///
  /// - Throws: ``RasterError`` for a first generation out of range or
  ///   metrics larger than any framebuffer.
  public func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    let screen = try metrics.drawableScreen()
    canvas.clear(background)
    let grid = AutomatonGrid(region: screen)
    let board = try CellBoard.elementaryAutomaton(
      rule: rule, columns: grid.columns, rows: grid.rows, firstGeneration: firstGeneration)
    try canvas.drawAutomaton(board, grid: grid, color: color)
  }
}
