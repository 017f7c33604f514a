// Policy: the canvas is judged by a reference that decides every pixel on
// its own: the fill rule evaluated per pixel on every shape raylib would
// draw (a quad per rectangle and per live cell, 36 triangles per circle,
// two per line, a parallelogram per one-pixel GL line), the scissor box
// and the matrices kept as plain values.
// The rasterizer works in clipped spans, bulk stores, merged batches and
// composited boards, so the two share only the statement of where the GPU
// puts a vertex (`ViewportProjection`, `SnappedVertex`, the clipper, the
// line setup), which
// `raster.matchesRaylib` checks against real raylib, and nothing of the
// rasterization's structure: a span one pixel short, a clip applied on one
// axis only, a run stored one row off, or a scissor that a refused call
// changed the wrong way shows as a pixel that differs. Coordinates are
// multiples of 1/8, so every sum is exact.

import Foundation
import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

/// One canvas call, as the reference replays it.
enum CanvasCall: Sendable, CustomStringConvertible {
  case clear(Color)
  case fillPixels(PixelRect, Color)
  case fillPoints(Rect, Color)
  case circle(Point, Double, Color)
  case line(Point, Point, Double, Color)
  /// `drawPixelLine`: raylib's `DrawLine`, a GL line of width 1.
  case pixelLine(Point, Point, Color)
  case translate(Double, Double)
  case push
  case pop
  case beginScissor(PixelRect)
  case endScissor

  var description: String {
    switch self {
    case .clear(let c): return "clear \(c)"
    case .fillPixels(let r, let c): return "fill pixels \(r) \(c)"
    case .fillPoints(let r, let c): return "fill points \(r) \(c)"
    case .circle(let p, let r, let c): return "circle at \(p) radius \(r) \(c)"
    case .line(let a, let b, let t, let c): return "line \(a) to \(b) thickness \(t) \(c)"
    case .pixelLine(let a, let b, let c): return "pixel line \(a) to \(b) \(c)"
    case .translate(let x, let y): return "translate \(x), \(y)"
    case .push: return "push"
    case .pop: return "pop"
    case .beginScissor(let r): return "scissor \(r)"
    case .endScissor: return "end scissor"
    }
  }
}

/// The per-pixel model of the canvas.
struct ReferenceCanvas {
  let width: Int
  let height: Int
  var pixels: [UInt32]
  /// rlgl's modelview translation (made outside any push).
  var base: (x: Float, y: Float) = (0, 0)
  /// rlgl's transform translation (made inside pushes; zero at depth 0).
  var stacked: (x: Float, y: Float) = (0, 0)
  var stack: [(x: Float, y: Float)] = []
  /// GL's scissor box and test.
  var scissorBox: PixelRect
  var scissorEnabled = false

  /// rlgl's `RL_MAX_MATRIX_STACK_SIZE`, the depth `Canvas.maximumMatrixDepth`
  /// documents.
  static let matrixDepthLimit = 32

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = Array(repeating: Color.blank.packed, count: width * height)
    scissorBox = PixelRect(x: 0, y: 0, width: width, height: height)
  }

  /// The whole translation, as the canvas reports it.
  var translation: (Double, Double) {
    (Double(base.x) + Double(stacked.x), Double(base.y) + Double(stacked.y))
  }

  /// The scissor as the canvas reports it: the box while the test is on.
  var scissor: PixelRect? { scissorEnabled ? scissorBox : nil }

  /// Whether pixel (x, y) passes the scissor test.
  func passes(_ x: Int, _ y: Int) -> Bool {
    guard scissorEnabled else { return true }
    let s = scissorBox
    return s.width > 0 && s.height > 0 && x >= s.x && x - s.x < s.width && y >= s.y
      && y - s.y < s.height
  }

  mutating func paint(_ color: Color, where inside: (Int, Int) -> Bool) {
    for y in 0..<height {
      for x in 0..<width where passes(x, y) && inside(x, y) {
        pixels[y * width + x] = color.packed
      }
    }
  }

  /// The frame's projection, for the modelview translation of now.
  var projection: ViewportProjection {
    ViewportProjection(width: width, height: height, modelview: base)
  }

  /// A local vertex in clip space: rlgl adds the transform on the CPU only
  /// while a matrix is pushed.
  func clip(_ x: Float, _ y: Float) -> ClipVertex {
    stack.isEmpty ? projection.clip(x, y) : projection.clip(x + stacked.x, y + stacked.y)
  }

  /// Whether the centre of pixel (px, py) lies in a snapped triangle: every
  /// edge a -> b has the centre strictly on its inner side, or on it when
  /// the edge runs down the screen, or runs right along a row (a left or
  /// a bottom edge); triangles that do not wind clockwise on the screen
  /// are culled.
  static func contains(
    _ v: (SnappedVertex, SnappedVertex, SnappedVertex), _ px: Int, _ py: Int
  ) -> Bool {
    let x = Int64(px) * SnappedVertex.subpixels
    let y = Int64(py) * SnappedVertex.subpixels
    let area = (v.0.x - v.1.x) * (v.2.y - v.0.y) - (v.2.x - v.0.x) * (v.0.y - v.1.y)
    guard area > 0 else { return false }
    for (a, b) in [(v.0, v.1), (v.1, v.2), (v.2, v.0)] {
      let side = (a.y - b.y) * (a.x - x) + (a.x - b.x) * (y - a.y)
      let owns = a.y < b.y || (a.y == b.y && a.x < b.x)
      guard side > 0 || (side == 0 && owns) else { return false }
    }
    return true
  }

  /// Whether the centre of pixel (px, py) lies in a snapped parallelogram:
  /// inside every edge (corner i to corner i + 1) under the same rule as a
  /// triangle's edges; corners that run the other way contain nothing.
  static func contains(quad corners: [SnappedVertex], _ px: Int, _ py: Int) -> Bool {
    let x = Int64(px) * SnappedVertex.subpixels
    let y = Int64(py) * SnappedVertex.subpixels
    for index in 0..<4 {
      let a = corners[index]
      let b = corners[(index + 1) % 4]
      let side = (a.y - b.y) * (a.x - x) + (a.x - b.x) * (y - a.y)
      let owns = a.y < b.y || (a.y == b.y && a.x < b.x)
      guard side > 0 || (side == 0 && owns) else { return false }
    }
    return true
  }

  /// Paints the pixels of the triangles the GPU rasterizes for one.
  mutating func paintTriangle(_ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex, _ color: Color) {
    var triangles: [(SnappedVertex, SnappedVertex, SnappedVertex)] = []
    projection.rasterizedTriangles(a, b, c) { triangles.append(($0, $1, $2)) }
    paint(color) { x, y in triangles.contains { Self.contains($0, x, y) } }
  }

  /// Paints raylib's quad of a rectangle with `Float` corners: its two
  /// triangles (0, 1, 2) and (0, 2, 3) of top-left, bottom-left,
  /// bottom-right, top-right.
  mutating func paintQuad(_ x: Float, _ y: Float, _ width: Float, _ height: Float, _ color: Color) {
    let right = x + width
    let bottom = y + height
    let corners = (clip(x, y), clip(x, bottom), clip(right, bottom), clip(right, y))
    var triangles: [(SnappedVertex, SnappedVertex, SnappedVertex)] = []
    projection.rasterizedTriangles(corners.0, corners.1, corners.2) {
      triangles.append(($0, $1, $2))
    }
    projection.rasterizedTriangles(corners.0, corners.2, corners.3) {
      triangles.append(($0, $1, $2))
    }
    paint(color) { px, py in triangles.contains { Self.contains($0, px, py) } }
  }

  mutating func apply(_ call: CanvasCall) {
    switch call {
    case .clear(let color):
      paint(color) { _, _ in true }
    case .fillPixels(let r, let color):
      // DrawRectangle converts its ints to float.
      paintQuad(Float(r.x), Float(r.y), Float(r.width), Float(r.height), color)
    case .fillPoints(let r, let color):
      paintQuad(Float(r.minX), Float(r.minY), Float(r.width), Float(r.height), color)
    case .circle(let centre, let radius, let color):
      guard radius > 0, Float(radius) > 0 else { return }
      let cx = Float(centre.x)
      let cy = Float(centre.y)
      let r = Float(radius)
      // DrawCircleV: 36 rim vertices 10 degrees apart, from DEG2RAD in Float.
      let toRadians = Float(3.14159265358979323846) / 180
      let rim = (0...36).map { k in
        clip(cx + cosf(toRadians * Float(10 * k)) * r, cy + sinf(toRadians * Float(10 * k)) * r)
      }
      let middle = clip(cx, cy)
      for k in 0..<36 { paintTriangle(middle, rim[k + 1], rim[k], color) }
    case .line(let a, let b, let thickness, let color):
      let x0 = Float(a.x)
      let y0 = Float(a.y)
      let x1 = Float(b.x)
      let y1 = Float(b.y)
      let thick = Float(thickness)
      let length = sqrtf((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0))
      guard length > 0, thick > 0 else { return }
      // DrawLineEx's strip: both ends moved half the thickness along the
      // normal, drawn as triangles (2, 0, 1) and (3, 2, 1).
      let scale = thick / (2 * length)
      let nx = -scale * (y1 - y0)
      let ny = scale * (x1 - x0)
      let strip = [
        clip(x0 - nx, y0 - ny), clip(x0 + nx, y0 + ny), clip(x1 - nx, y1 - ny),
        clip(x1 + nx, y1 + ny),
      ]
      paintTriangle(strip[2], strip[0], strip[1], color)
      paintTriangle(strip[3], strip[2], strip[1], color)
    case .pixelLine(let a, let b, let color):
      let start = clip(Float(a.x), Float(a.y))
      let end = clip(Float(b.x), Float(b.y))
      guard let corners = projection.rasterizedLine(start, end) else { return }
      paint(color) { px, py in Self.contains(quad: corners, px, py) }
    case .translate(let x, let y):
      let dx = Float(x)
      let dy = Float(y)
      if stack.isEmpty {
        base = (base.x + dx, base.y + dy)
      } else {
        stacked = (stacked.x + dx, stacked.y + dy)
      }
    case .push:
      if stack.count < Self.matrixDepthLimit { stack.append(stacked) }
    case .pop:
      if let saved = stack.popLast() { stacked = saved }
    case .beginScissor(let r):
      // raylib turns the test on before GL refuses a negative rectangle.
      scissorEnabled = true
      if r.width >= 0, r.height >= 0 { scissorBox = r }
    case .endScissor:
      scissorEnabled = false
    }
  }
}

extension CanvasCall {
  /// Runs the call on a canvas; refused calls throw, as the canvas promises.
  func run(on canvas: inout Canvas) {
    switch self {
    case .clear(let c): canvas.clear(c)
    case .fillPixels(let r, let c): canvas.fillRectangle(r, color: c)
    case .fillPoints(let r, let c): canvas.fillRectangle(r, color: c)
    case .circle(let p, let r, let c): canvas.fillCircle(center: p, radius: r, color: c)
    case .line(let a, let b, let t, let c): canvas.drawLine(from: a, to: b, thickness: t, color: c)
    case .pixelLine(let a, let b, let c): canvas.drawPixelLine(from: a, to: b, color: c)
    case .translate(let x, let y):
      if x == x.rounded(), y == y.rounded() {
        try? canvas.translate(x: Int(x), y: Int(y))
      } else {
        try? canvas.translate(x: x, y: y)
      }
    case .push: try? canvas.pushMatrix()
    case .pop: try? canvas.popMatrix()
    case .beginScissor(let r): try? canvas.beginScissor(r)
    case .endScissor: canvas.endScissor()
    }
  }
}

extension InvariantSuite {
  /// A coordinate in eighths of a pixel, mostly whole: every sum and
  /// half-pixel offset of the reference stays exact.
  static func eighths(_ range: ClosedRange<Int>) -> Gen<Double> {
    Gen<Int>.frequency([
      (2, .int(in: range).map { $0 * 8 }),
      (1, .int(in: range.lowerBound * 8...range.upperBound * 8)),
    ])
    .map { Double($0) / 8 }
  }

  /// The colours the canvas properties draw with: opaque and translucent,
  /// uniform bytes (the memset path) and mixed.
  static let canvasColor = Gen<Color>.element(of: [
    .white, .red, .blue, .black, .gold, Color(red: 7, green: 7, blue: 7, alpha: 7),
  ])

  /// A small whole-pixel rectangle around a 16-pixel canvas, empty and
  /// negative extents included.
  static let smallPixelRect = Gen { choices in
    let small = Gen<Int>.int(in: -3...18)
    return PixelRect(
      x: small.generate(&choices), y: small.generate(&choices),
      width: small.generate(&choices), height: small.generate(&choices))
  }

  /// One canvas call on a canvas of at most 16 x 16 pixels.
  static let canvasCall: Gen<CanvasCall> = {
    let coordinate = eighths(-4...20)
    let extent = eighths(-1...16)
    let color = canvasColor
    let pixelRect = smallPixelRect
    let point = coordinate.zip(coordinate).map { Point(x: $0.0, y: $0.1) }
    return Gen<CanvasCall>.frequency([
      (1, color.map { .clear($0) }),
      (3, pixelRect.zip(color).map { .fillPixels($0.0, $0.1) }),
      (
        3,
        Gen { choices in
          .fillPoints(
            Rect(
              x: coordinate.generate(&choices), y: coordinate.generate(&choices),
              width: extent.generate(&choices), height: extent.generate(&choices)),
            color.generate(&choices))
        }
      ),
      (
        2,
        Gen { choices in
          .circle(point.generate(&choices), extent.generate(&choices), color.generate(&choices))
        }
      ),
      (
        2,
        Gen { choices in
          .line(
            point.generate(&choices), point.generate(&choices), extent.generate(&choices),
            color.generate(&choices))
        }
      ),
      (
        2,
        Gen { choices in
          .pixelLine(point.generate(&choices), point.generate(&choices), color.generate(&choices))
        }
      ),
      (2, eighths(-3...3).zip(eighths(-3...3)).map { .translate($0.0, $0.1) }),
      (1, .always(.push)),
      (1, .always(.pop)),
      (2, pixelRect.map { .beginScissor($0) }),
      (1, .always(.endScissor)),
    ])
  }()

  /// Compares a canvas with the reference after a call: every pixel, then
  /// the translation, the scissor and the matrix depth.
  ///
  /// - Parameters:
  ///   - canvas: the canvas under test.
  ///   - reference: the reference after the same calls.
  ///   - step: the call, for the failure message.
  ///   - result: where a difference is reported.
  /// - Returns: whether the pixels agree (a property stops at the first
  ///   pixel that differs).
  static func agrees(
    _ canvas: Canvas, with reference: ReferenceCanvas, after step: String,
    _ result: inout CheckResult
  ) -> Bool {
    let got = canvas.framebuffer.pixels
    if let index = got.indices.first(where: { got[$0] != reference.pixels[$0] }) {
      // Frames are built only now: the comparison above is the hot path.
      if let expected = try? Framebuffer(
        width: reference.width, height: reference.height, pixels: reference.pixels)
      {
        FrameDifference(actual: canvas.framebuffer, expected: expected, index: index).fail(
          &result, actual: "the canvas", expected: "the reference", prefix: "after \(step) ",
          expectation: "after \(step) the canvas equals the reference")
      } else {
        result.fail("after \(step) pixel \(index) differs from the reference")
      }
      return false
    }
    let state = (canvas.translation.x, canvas.translation.y)
    result.expect(
      state == reference.translation && canvas.scissor == reference.scissor
        && canvas.matrixDepth == reference.stack.count,
      "after \(step) the canvas state differs from the reference")
    return true
  }

  /// Canvas calls light exactly the pixels a per-pixel reference lights.
  static func rasterMatchesReference() -> Property {
    let call = canvasCall
    let input = Gen { choices in
      (
        width: Gen<Int>.int(in: 1...16).generate(&choices),
        height: Gen<Int>.int(in: 1...16).generate(&choices),
        calls: call.array(count: 1...6).generate(&choices)
      )
    }
    return Property(
      "raster.matchesReference",
      summary:
        "clear, fills, circles, lines, one-pixel GL lines, translation and scissor light the reference's pixels",
      generator: input,
      describe: {
        "\($0.width)x\($0.height) canvas: \($0.calls.map(\.description).joined(separator: "; "))"
      }
    ) { input, result in
      guard var canvas = try? Canvas(size: PixelSize(width: input.width, height: input.height))
      else {
        result.fail("no \(input.width)x\(input.height) canvas")
        return
      }
      var reference = ReferenceCanvas(width: input.width, height: input.height)
      for (step, call) in input.calls.enumerated() {
        call.run(on: &canvas)
        reference.apply(call)
        guard agrees(canvas, with: reference, after: "call \(step + 1) (\(call))", &result)
        else { return }
      }
      result.classify(input.calls.contains { if case .line = $0 { true } else { false } }, "line")
      result.classify(
        input.calls.contains { if case .pixelLine = $0 { true } else { false } }, "pixel line")
      result.classify(
        input.calls.contains { if case .circle = $0 { true } else { false } }, "circle")
      result.classify(canvas.framebuffer.pixels.contains { $0 != Color.blank.packed }, "lit")
    }
  }
}

extension InvariantSuite {
  /// The rasterizer against its reference canvas: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func rasterProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      rasterMatchesReference().judging(),
      rasterFramesMatchReference().judging(),
      rasterLimitsAsDocumented().judging(),
    ]
  }
}
