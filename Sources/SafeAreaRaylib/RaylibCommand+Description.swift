import SafeAreaRaster

extension RaylibCommand: CustomStringConvertible {
  /// The call as C source, so a failure's frame can be pasted into a
  /// raylib program.
  public var description: String {
    switch self {
    case .clearBackground(let color):
      return "ClearBackground(\(Self.literal(color)))"
    case .beginScissorMode(let x, let y, let width, let height):
      return "BeginScissorMode(\(x), \(y), \(width), \(height))"
    case .endScissorMode:
      return "EndScissorMode()"
    case .pushMatrix:
      return "rlPushMatrix()"
    case .popMatrix:
      return "rlPopMatrix()"
    case .translate(let x, let y):
      return "rlTranslatef(\(Self.literal(x)), \(Self.literal(y)), 0)"
    case .drawRectangle(let x, let y, let width, let height, let color):
      return "DrawRectangle(\(x), \(y), \(width), \(height), \(Self.literal(color)))"
    case .drawRectangleRec(let x, let y, let width, let height, let color):
      return
        "DrawRectangleRec((Rectangle){ \(Self.literal(x)), \(Self.literal(y)), \(Self.literal(width)), \(Self.literal(height)) }, \(Self.literal(color)))"
    case .drawCircleV(let x, let y, let radius, let color):
      return
        "DrawCircleV((Vector2){ \(Self.literal(x)), \(Self.literal(y)) }, \(Self.literal(radius)), \(Self.literal(color)))"
    case .drawLine(let x0, let y0, let x1, let y1, let color):
      return "DrawLine(\(x0), \(y0), \(x1), \(y1), \(Self.literal(color)))"
    case .drawLineEx(let x0, let y0, let x1, let y1, let thick, let color):
      return
        "DrawLineEx((Vector2){ \(Self.literal(x0)), \(Self.literal(y0)) }, (Vector2){ \(Self.literal(x1)), \(Self.literal(y1)) }, \(Self.literal(thick)), \(Self.literal(color)))"
    case .drawRectangles(let rectangles, let color):
      let calls = rectangles.map { "DrawRectangle(\($0.x), \($0.y), \($0.width), \($0.height), c)" }
      return "{ Color c = \(Self.literal(color)); \(calls.joined(separator: "; ")); }"
    case .drawRenderBatchActive:
      return "rlDrawRenderBatchActive()"
    case .disableBlending:
      return "rlSetBlendFactors(RL_ONE, RL_ZERO, RL_FUNC_ADD); BeginBlendMode(BLEND_CUSTOM)"
    case .drawCells(let board, let cellWidth, let cellHeight, let color):
      let rows = (0..<board.rows).map { row in
        String((0..<board.columns).map { board.isAlive(column: $0, row: row) ? "#" : "." })
      }
      return
        "/* \(board.columns)x\(board.rows) board \(rows.joined(separator: "/")) */ DrawRectangle(column * \(cellWidth), row * \(cellHeight), \(cellWidth), \(cellHeight), \(Self.literal(color))) for each live cell"
    }
  }

  /// A `float` literal that reads back as the same value.
  static func literal(_ value: Float) -> String {
    if value.isNaN { return "NAN" }
    if value.isInfinite { return value < 0 ? "-INFINITY" : "INFINITY" }
    if value == value.rounded(), abs(value) < 16_777_216 { return "\(Int(value))" }
    return "\(value)f"
  }

  /// A `Color` compound literal.
  static func literal(_ color: Color) -> String {
    "(Color){ \(color.red), \(color.green), \(color.blue), \(color.alpha) }"
  }
}

extension RaylibFrame: CustomStringConvertible {
  /// `WxH window: call; call; ...`.
  public var description: String {
    "\(size) window: " + commands.map(\.description).joined(separator: "; ")
  }
}
