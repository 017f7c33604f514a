// Policy: the package's host frames as a raylib host makes them: the plan's
// commands one for one (ClearBackground, BeginScissorMode, rlPushMatrix,
// rlTranslatef, the scene, rlPopMatrix, EndScissorMode), and each scene's
// own calls (its clear, its cells as one DrawRectangle per live cell, its
// shapes). The raylib performance peer times these frames in raylib and
// checks that raylib lights the pixels the Canvas lights for them.

import SafeAreaGeometry
import SafeAreaRaster

extension RaylibFrame {
  /// A host frame: the plan's commands, with `scene`'s calls where the plan
  /// draws the scene.
  ///
  /// - Parameters:
  ///   - plan: the host's frame plan; its screen is the frame's size.
  ///   - clear: the host's clear colour.
  ///   - scene: the scene's calls for its metrics.
  /// - Throws: what `scene` throws.
  public init(
    plan: HostFramePlan, clear: Color,
    scene: (SceneMetrics) throws(RasterError) -> [RaylibCommand]
  ) throws(RasterError) {
    var commands: [RaylibCommand] = []
    for command in plan.commands {
      switch command {
      case .clearBackground:
        commands.append(.clearBackground(clear))
      case .beginScissor(let rect):
        commands.append(
          .beginScissorMode(
            x: Int32(clamping: rect.x), y: Int32(clamping: rect.y),
            width: Int32(clamping: rect.width), height: Int32(clamping: rect.height)))
      case .pushMatrix:
        commands.append(.pushMatrix)
      case .translate(let x, let y):
        commands.append(.translate(x: Float(x), y: Float(y)))
      case .drawScene(let metrics):
        commands += try scene(metrics)
      case .popMatrix:
        commands.append(.popMatrix)
      case .endScissor:
        commands.append(.endScissorMode)
      case .drawChrome(.rect(let rect)), .drawChrome(.text(let rect)):
        commands.append(
          .drawRectangle(
            x: Int32(clamping: rect.x), y: Int32(clamping: rect.y),
            width: Int32(clamping: rect.width), height: Int32(clamping: rect.height),
            Canvas.chromeColor))
      case .drawChrome(.line(let start, let end, let thickness)):
        commands.append(
          .drawLineEx(
            startX: Float(start.x), startY: Float(start.y), endX: Float(end.x),
            endY: Float(end.y), thick: Float(thickness), Canvas.chromeColor))
      }
    }
    self.init(size: plan.screen, commands: commands)
  }

  /// ``LifeScene``'s calls: its clear, then one `DrawRectangle` per live
  /// cell of its board.
  public static func calls(of scene: LifeScene, metrics: SceneMetrics) throws(RasterError)
    -> [RaylibCommand]
  {
    let grid: LifeGrid
    do {
      grid = try LifeGrid(region: metrics.screen, cellBudget: scene.cellBudget)
    } catch {
      throw .geometry(error)
    }
    let size = Int32(clamping: grid.cellSize)
    return [
      .clearBackground(scene.background),
      .drawCells(try scene.board(for: grid), cellWidth: size, cellHeight: size, scene.color),
    ]
  }

  /// ``AutomatonScene``'s calls: its clear, then one `DrawRectangle` per
  /// live cell of its window.
  public static func calls(of scene: AutomatonScene, metrics: SceneMetrics) throws(RasterError)
    -> [RaylibCommand]
  {
    let grid = AutomatonGrid(region: metrics.screen)
    let board = try CellBoard.elementaryAutomaton(
      rule: scene.rule, columns: grid.columns, rows: grid.rows,
      firstGeneration: scene.firstGeneration)
    return [
      .clearBackground(scene.background),
      .drawCells(
        board, cellWidth: Int32(clamping: grid.cellWidth),
        cellHeight: Int32(clamping: grid.rowHeight), scene.color),
    ]
  }

  /// ``OvershootScene``'s calls: its clear, four bars, four corner discs
  /// and the diagonal.
  public static func calls(of scene: OvershootScene, metrics: SceneMetrics) -> [RaylibCommand] {
    let w = Float(metrics.screen.width)
    let h = Float(metrics.screen.height)
    let o = Float(scene.overshoot)
    let bar: Float = 16
    let color = scene.color
    var commands: [RaylibCommand] = [
      .clearBackground(scene.background),
      .drawRectangleRec(x: -o, y: -o, width: w + 2 * o, height: o + bar, color),
      .drawRectangleRec(x: -o, y: h - bar, width: w + 2 * o, height: o + bar, color),
      .drawRectangleRec(x: -o, y: -o, width: o + bar, height: h + 2 * o, color),
      .drawRectangleRec(x: w - bar, y: -o, width: o + bar, height: h + 2 * o, color),
    ]
    for (x, y) in [(0, 0), (w, 0), (0, h), (w, h)] {
      commands.append(.drawCircleV(x: x, y: y, radius: o + bar, color))
    }
    commands.append(
      .drawLineEx(startX: -o, startY: -o, endX: w + o, endY: h + o, thick: 6, color))
    return commands
  }
}
