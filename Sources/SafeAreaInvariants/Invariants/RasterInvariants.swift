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

import CFill
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

  /// The pixels a fill may touch: the frame, and the scissor box while the
  /// test is on (exactly the pixels ``passes(_:_:)`` admits).
  var paintable: sa_reference_box {
    guard scissorEnabled else {
      return sa_reference_box(min_x: 0, min_y: 0, max_x: Int64(width), max_y: Int64(height))
    }
    let s = scissorBox
    guard s.width > 0, s.height > 0 else {
      return sa_reference_box(min_x: 0, min_y: 0, max_x: 0, max_y: 0)
    }
    let (minX, maxX) = Self.admitted(from: s.x, extent: s.width, within: width)
    let (minY, maxY) = Self.admitted(from: s.y, extent: s.height, within: height)
    return sa_reference_box(min_x: minX, min_y: minY, max_x: maxX, max_y: maxY)
  }

  /// The coordinates `0 ..< limit` that are at least `start` and less than
  /// `start + extent` (`extent > 0`; the sum saturates instead of
  /// overflowing), as a half-open range, empty when its ends cross.
  static func admitted(from start: Int, extent: Int, within limit: Int) -> (Int64, Int64) {
    let (sum, overflow) = start.addingReportingOverflow(extent)
    let end = overflow ? Int.max : sum
    let low = Swift.min(Swift.max(start, 0), limit)
    let high = Swift.max(Swift.min(end, limit), low)
    return (Int64(low), Int64(high))
  }

  /// Paints every pixel the scissor admits (a clear).
  mutating func paintAll(_ color: Color) {
    let box = paintable
    guard box.min_x < box.max_x, box.min_y < box.max_y else { return }
    let value = color.packed
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var y = Int(box.min_y)
      while y < Int(box.max_y) {
        sa_fill32(base + y * width + Int(box.min_x), value, Int(box.max_x - box.min_x))
        y += 1
      }
    }
  }

  /// Paints the pixels whose centres lie in a polygon of snapped corners
  /// (a triangle, or a line's parallelogram) under the fill rule, inside
  /// the scissor: every centre tested on its own (`CReference.h`).
  mutating func paintPolygon(_ corners: [SnappedVertex], _ color: Color) {
    let box = paintable
    guard box.min_x < box.max_x, box.min_y < box.max_y, corners.count <= 4 else { return }
    let xs = (
      corners.count > 0 ? corners[0].x : 0, corners.count > 1 ? corners[1].x : 0,
      corners.count > 2 ? corners[2].x : 0, corners.count > 3 ? corners[3].x : 0
    )
    let ys = (
      corners.count > 0 ? corners[0].y : 0, corners.count > 1 ? corners[1].y : 0,
      corners.count > 2 ? corners[2].y : 0, corners.count > 3 ? corners[3].y : 0
    )
    paintPolygon(xs, ys, Int32(corners.count), color, in: box)
  }

  /// ``paintPolygon(_:_:)`` for a triangle; culled unless it winds
  /// clockwise on the screen (a positive area).
  mutating func paintTriangle(
    _ v: (SnappedVertex, SnappedVertex, SnappedVertex), _ color: Color
  ) {
    let area = (v.0.x - v.1.x) * (v.2.y - v.0.y) - (v.2.x - v.0.x) * (v.0.y - v.1.y)
    guard area > 0 else { return }
    let box = paintable
    guard box.min_x < box.max_x, box.min_y < box.max_y else { return }
    paintPolygon((v.0.x, v.1.x, v.2.x, 0), (v.0.y, v.1.y, v.2.y, 0), 3, color, in: box)
  }

  /// The C loop over the polygon's box, its corners passed as tuples (no
  /// array per shape).
  private mutating func paintPolygon(
    _ xs: (Int64, Int64, Int64, Int64), _ ys: (Int64, Int64, Int64, Int64), _ count: Int32,
    _ color: Color, in box: sa_reference_box
  ) {
    var xs = xs
    var ys = ys
    let width = Int64(self.width)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      withUnsafePointer(to: &xs) { x in
        withUnsafePointer(to: &ys) { y in
          x.withMemoryRebound(to: Int64.self, capacity: 4) { xs in
            y.withMemoryRebound(to: Int64.self, capacity: 4) { ys in
              sa_reference_paint_polygon(
                base, width, box, xs, ys, count, SnappedVertex.subpixels, color.packed)
            }
          }
        }
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

  /// Paints the pixels of the triangles the GPU rasterizes for one.
  mutating func paintTriangle(_ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex, _ color: Color) {
    var triangles: [(SnappedVertex, SnappedVertex, SnappedVertex)] = []
    projection.rasterizedTriangles(a, b, c) { triangles.append(($0, $1, $2)) }
    for triangle in triangles { paintTriangle(triangle, color) }
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
    for triangle in triangles { paintTriangle(triangle, color) }
  }

  mutating func apply(_ call: CanvasCall) {
    switch call {
    case .clear(let color):
      paintAll(color)
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
      paintPolygon(corners, color)
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
    if let index = firstDifference(got, reference.pixels) {
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

  /// The first index where two frames' pixels differ (`nil` when none
  /// does or their sizes differ): a scan in C, run after every call of
  /// every case.
  static func firstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int? {
    guard a.count == b.count else { return Swift.min(a.count, b.count) }
    let count = a.count
    let index = a.withUnsafeBufferPointer { first in
      b.withUnsafeBufferPointer { second in
        guard let x = first.baseAddress, let y = second.baseAddress else { return 0 }
        return sa_find_difference32(x, y, count)
      }
    }
    return index < a.count ? index : nil
  }

  /// Canvas calls light exactly the pixels a per-pixel reference lights.
  static func rasterMatchesReference() -> Property {
    // Generators built once, not per case (a generator is a closure).
    let calls = canvasCall.array(count: 1...6)
    let input = Gen { choices in
      (
        width: choices.int(in: 1...16), height: choices.int(in: 1...16),
        calls: calls.generate(&choices)
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
