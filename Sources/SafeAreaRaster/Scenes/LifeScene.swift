import SafeAreaGeometry

/// Conway's Life on a board sized by `LifeGrid` for the scene's screen,
/// from a seeded random start, so the same seed draws the same pixels.
///
/// The board is rebuilt from the seed for the screen it is given: after a
/// rotation the grid has other dimensions, so it is a different board.
public struct LifeScene: Scene, Hashable, Sendable {
  /// The most generations a frame may advance, a bound on the work.
  public static let maximumGenerations = 1_000

  /// The seed of the starting board.
  public var seed: UInt64
  /// How many generations to advance from the seeded start.
  public var generations: Int
  /// The most cells the board may have.
  public var cellBudget: Int
  /// The chance of a live cell at the start, in percent.
  public var percentAlive: Int
  /// The scene's own clear colour.
  public var background: Color
  /// The colour of live cells.
  public var color: Color

  /// Creates the scene.
  ///
  /// - Parameters:
  ///   - seed: the ``SplitMix64`` seed of the starting board.
  ///   - generations: generations to advance, `0...maximumGenerations`.
  ///   - cellBudget: the most cells, at least 1 (`LifeGrid` sizes the
  ///     cells from it).
  ///   - percentAlive: the starting density, `0...100`.
  ///   - background: the colour the scene clears to.
  ///   - color: the colour of live cells.
  public init(
    seed: UInt64, generations: Int = 0, cellBudget: Int = LifeGrid.defaultCellBudget,
    percentAlive: Int = 30,
    background: Color = .rayWhite, color: Color = .darkGreen
  ) {
    self.seed = seed
    self.generations = generations
    self.cellBudget = cellBudget
    self.percentAlive = percentAlive
    self.background = background
    self.color = color
  }

  /// The board this scene shows on a grid.
  ///
  /// - Parameter grid: the sizing the board must match.
  /// - Throws: ``RasterError`` for parameters out of range.
  public func board(for grid: LifeGrid) throws(RasterError) -> CellBoard {
    guard (0...Self.maximumGenerations).contains(generations) else {
      throw .invalidParameter(
        name: "generations", value: generations, expected: "0...\(Self.maximumGenerations)")
    }
    var board = try CellBoard.random(
      columns: grid.columns, rows: grid.rows, seed: seed, percentAlive: percentAlive)
    for _ in 0..<generations {
      board = board.nextLifeGeneration()
    }
    return board
  }

  /// Clears, sizes the board for the screen, and draws its live cells.
  ///
  /// - Throws: ``RasterError`` for parameters out of range or metrics
  ///   larger than any framebuffer.
  public func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    let screen = try metrics.drawableScreen()
    canvas.clear(background)
    let grid: LifeGrid
    do {
      grid = try LifeGrid(region: screen, cellBudget: cellBudget)
    } catch {
      throw .geometry(error)
    }
    try canvas.drawLife(try board(for: grid), grid: grid, color: color)
  }
}
