// Policy: the canvas's fast paths (a board composited into a pending
// clear, a batch of rectangles swept as merged runs, clears deferred while a
// host frame runs) promise the pixels of the plain calls run one by one. The
// reference therefore has no fast path at all: a board is a quad per live
// cell, as a raylib scene draws it, a batch is its rectangles filled one
// after another, and a host frame is its commands applied in order, the
// first refused one ending the frame. Nothing here knows that the canvas
// defers, merges or composites.

import SafeAreaGeometry
import SafeAreaRaster

/// A call of the frame property: a plain canvas call, or one that reaches a
/// fast path or a documented default.
indirect enum FrameCall: Sendable, CustomStringConvertible {
  case canvas(CanvasCall)
  /// `drawCells` with a cell size in pixels.
  case cells(CellBoard, width: Int, height: Int, Color)
  /// `drawLife` on a grid given as is.
  case life(CellBoard, LifeGrid, Color)
  /// `drawAutomaton` on a grid given as is.
  case automaton(CellBoard, AutomatonGrid, Color)
  /// `fillRectangles`.
  case batch([PixelRect], Color)
  /// `drawLine` with its default thickness (`DrawLineEx` with thick 1).
  case thinLine(Point, Point, Color)
  /// `pushMatrix` this many times.
  case pushes(Int)
  /// `resetState`.
  case reset
  /// `execute` of host commands whose `drawScene` runs `scene`.
  case frame([HostCommand], clear: Color, scene: [FrameCall])

  var description: String {
    func board(_ b: CellBoard) -> String {
      "\(b.columns)x\(b.rows) board \(b.cells.map { $0 ? "#" : "." }.joined())"
    }
    switch self {
    case .canvas(let call): return call.description
    case .cells(let b, let w, let h, let c): return "cells \(w)x\(h) px of \(board(b)) \(c)"
    case .life(let b, let g, let c):
      return "life \(g.columns)x\(g.rows) of \(g.cellSize) px, \(board(b)) \(c)"
    case .automaton(let b, let g, let c):
      return
        "automaton \(g.columns)x\(g.rows) of \(g.cellWidth)x\(g.rowHeight) px, \(board(b)) \(c)"
    case .batch(let rects, let c): return "batch \(rects.map(\.description)) \(c)"
    case .thinLine(let a, let b, let c): return "default line \(a) to \(b) \(c)"
    case .pushes(let n): return "push x\(n)"
    case .reset: return "reset state"
    case .frame(let commands, let clear, let scene):
      return
        "frame \(commands) clearing \(clear), scene [\(scene.map(\.description).joined(separator: "; "))]"
    }
  }

  /// Runs the call on a canvas; a refused call throws, as the canvas
  /// promises, with the state as the refusal left it.
  func perform(on canvas: inout Canvas) throws(RasterError) {
    switch self {
    case .canvas(.push): try canvas.pushMatrix()
    case .canvas(.pop): try canvas.popMatrix()
    case .canvas(.beginScissor(let rect)): try canvas.beginScissor(rect)
    case .canvas(let call): call.run(on: &canvas)
    case .cells(let board, let width, let height, let color):
      try canvas.drawCells(board, cellWidth: width, cellHeight: height, color: color)
    case .life(let board, let grid, let color): try canvas.drawLife(board, grid: grid, color: color)
    case .automaton(let board, let grid, let color):
      try canvas.drawAutomaton(board, grid: grid, color: color)
    case .batch(let rects, let color): canvas.fillRectangles(rects, color: color)
    case .thinLine(let a, let b, let color): canvas.drawLine(from: a, to: b, color: color)
    case .pushes(let count):
      for _ in 0..<count { try canvas.pushMatrix() }
    case .reset: canvas.resetState()
    case .frame(let commands, let clear, let scene):
      try canvas.execute(commands, clearColor: clear, scene: ScriptedScene(calls: scene))
    }
  }
}

/// A scene that performs a list of calls, stopping at the first refused one
/// (whose error ends the frame, as a real scene's `try` does).
struct ScriptedScene: Scene {
  let calls: [FrameCall]

  func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    for call in calls { try call.perform(on: &canvas) }
  }
}

extension ReferenceCanvas {
  /// `Framebuffer.maximumDimension`, GL_MAX_TEXTURE_SIZE as its doc comment
  /// gives it: the largest cell side `drawCells` accepts.
  static let dimensionLimit = 16_384

  /// Applies a call; returns `true` when the canvas must refuse it.
  mutating func perform(_ call: FrameCall) -> Bool {
    switch call {
    case .canvas(.push):
      guard stack.count < Self.matrixDepthLimit else { return true }
      apply(.push)
    case .canvas(.pop):
      guard !stack.isEmpty else { return true }
      apply(.pop)
    case .canvas(.beginScissor(let rect)):
      // A refused rectangle still turns the test on (raylib enables it
      // before GL refuses the rectangle).
      apply(.beginScissor(rect))
      guard rect.width >= 0, rect.height >= 0 else { return true }
    case .canvas(let call):
      apply(call)
    case .cells(let board, let width, let height, let color):
      let valid = 1...Self.dimensionLimit
      guard valid.contains(width), valid.contains(height) else { return true }
      paintCells(board, width, height, color)
    case .life(let board, let grid, let color):
      guard board.columns == grid.columns, board.rows == grid.rows else { return true }
      guard grid.columns != 0, grid.rows != 0 else { return false }
      return perform(.cells(board, width: grid.cellSize, height: grid.cellSize, color))
    case .automaton(let board, let grid, let color):
      guard board.columns == grid.columns, board.rows == grid.rows else { return true }
      guard grid.columns != 0, grid.rows != 0 else { return false }
      return perform(.cells(board, width: grid.cellWidth, height: grid.rowHeight, color))
    case .batch(let rects, let color):
      for rect in rects { apply(.fillPixels(rect, color)) }
    case .thinLine(let a, let b, let color):
      // `drawLine`'s documented default thickness: 1 pixel, raylib's
      // `DrawLineEx` with thick 1, a quad. (raylib's `DrawLine` is a GL
      // line, lit by the diamond-exit rule: the Canvas's `drawPixelLine`.)
      apply(.line(a, b, 1, color))
    case .pushes(let count):
      for _ in 0..<count where perform(.canvas(.push)) { return true }
    case .reset:
      stack = []
      base = (0, 0)
      stacked = (0, 0)
      scissorEnabled = false
      scissorBox = PixelRect(x: 0, y: 0, width: width, height: height)
    case .frame(let commands, let clear, let scene):
      for command in commands {
        switch command {
        case .clearBackground: apply(.clear(clear))
        case .beginScissor(let rect): if perform(.canvas(.beginScissor(rect))) { return true }
        case .pushMatrix: if perform(.canvas(.push)) { return true }
        case .translate(let x, let y): apply(.translate(Double(x), Double(y)))
        case .drawScene: for call in scene where perform(call) { return true }
        case .popMatrix: if perform(.canvas(.pop)) { return true }
        case .endScissor: apply(.endScissor)
        case .drawChrome(.rect(let rect)), .drawChrome(.text(let rect)):
          apply(.fillPixels(rect, Canvas.chromeColor))
        case .drawChrome(.line(let start, let end, let thickness)):
          apply(.line(start, end, thickness, Canvas.chromeColor))
        }
      }
    }
    return false
  }

  /// Paints each live cell as raylib's quad of `DrawRectangle(column *
  /// width, row * height, width, height)`; the board's top-left cell sits
  /// at the local origin.
  mutating func paintCells(_ board: CellBoard, _ width: Int, _ height: Int, _ color: Color) {
    for row in 0..<board.rows {
      for column in 0..<board.columns where board.cells[row * board.columns + column] {
        paintQuad(
          Float(column * width), Float(row * height), Float(width), Float(height), color)
      }
    }
  }
}
