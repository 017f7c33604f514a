import SafeAreaGeometry
import SafeAreaRaster

extension RaylibCommand {
  /// Runs the call on a canvas: the Canvas call that stands for this
  /// raylib call. Calls raylib ignores (a negative scissor, a push beyond
  /// the stack, a pop of an empty one) are refused by the canvas, which
  /// keeps its state, so the refusal is dropped here.
  ///
  /// - Parameter canvas: the canvas to draw on.
  public func run(on canvas: inout Canvas) {
    switch self {
    case .clearBackground(let color):
      canvas.clear(color)
    case .beginScissorMode(let x, let y, let width, let height):
      try? canvas.beginScissor(
        PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)))
    case .endScissorMode:
      canvas.endScissor()
    case .pushMatrix:
      try? canvas.pushMatrix()
    case .popMatrix:
      try? canvas.popMatrix()
    case .translate(let x, let y):
      try? canvas.translate(x: Double(x), y: Double(y))
    case .drawRectangle(let x, let y, let width, let height, let color):
      canvas.fillRectangle(
        PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)), color: color)
    case .drawRectangleRec(let x, let y, let width, let height, let color):
      canvas.fillRectangle(
        Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)),
        color: color)
    case .drawCircleV(let x, let y, let radius, let color):
      canvas.fillCircle(
        center: Point(x: Double(x), y: Double(y)), radius: Double(radius), color: color)
    case .drawLine(let x0, let y0, let x1, let y1, let color):
      canvas.drawPixelLine(
        from: Point(x: Double(x0), y: Double(y0)), to: Point(x: Double(x1), y: Double(y1)),
        color: color)
    case .drawLineEx(let x0, let y0, let x1, let y1, let thick, let color):
      canvas.drawLine(
        from: Point(x: Double(x0), y: Double(y0)), to: Point(x: Double(x1), y: Double(y1)),
        thickness: Double(thick), color: color)
    case .drawRectangles(let rectangles, let color):
      canvas.fillRectangles(rectangles.map(\.pixelRect), color: color)
    case .drawRenderBatchActive, .disableBlending:
      break
    case .drawCells(let board, let cellWidth, let cellHeight, let color):
      try? canvas.drawCells(
        board, cellWidth: Int(cellWidth), cellHeight: Int(cellHeight), color: color)
    }
  }
}

extension RaylibFrame {
  /// The frame as the Canvas draws it, on blank pixels; `nil` for a size
  /// no framebuffer has.
  public func renderedByCanvas() -> Framebuffer? {
    guard var canvas = try? Canvas(size: size) else { return nil }
    for command in commands { command.run(on: &canvas) }
    return canvas.framebuffer
  }
}
