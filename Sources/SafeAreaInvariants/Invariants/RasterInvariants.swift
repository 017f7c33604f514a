// Policy: the canvas is judged by a reference that decides every pixel on
// its own: the pixel-centre rule evaluated per pixel, the scissor and the
// matrix stack kept as plain values. The rasterizer works in clipped spans
// and bulk stores, so the two share the rule's formula but nothing of its
// structure: a span one pixel short, a clip applied on one axis only, a run
// stored one row off, or a scissor that a refused call still changed shows
// as a pixel that differs. Coordinates are multiples of 1/8, so every sum
// and every half-pixel offset is exact.

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
  var translation = (x: 0.0, y: 0.0)
  var stack: [(x: Double, y: Double)] = []
  var scissor: PixelRect?

  /// rlgl's `RL_MAX_MATRIX_STACK_SIZE`, the depth `Canvas.maximumMatrixDepth`
  /// documents.
  static let matrixDepthLimit = 32

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = Array(repeating: Color.blank.packed, count: width * height)
  }

  /// Whether pixel (x, y) passes the scissor test.
  func passes(_ x: Int, _ y: Int) -> Bool {
    guard let s = scissor else { return true }
    return s.width > 0 && s.height > 0 && x >= s.x && x - s.x < s.width && y >= s.y
      && y - s.y < s.height
  }

  /// The pixel-centre rule: pixel i is covered by [low, high) when
  /// ceil(low - 1/2) <= i < ceil(high - 1/2).
  static func covers(_ i: Int, _ low: Double, _ high: Double) -> Bool {
    guard !low.isNaN, !high.isNaN else { return false }
    return Double(i) >= (low - 0.5).rounded(.up) && Double(i) < (high - 0.5).rounded(.up)
  }

  mutating func paint(_ color: Color, where inside: (Int, Int) -> Bool) {
    for y in 0..<height {
      for x in 0..<width where passes(x, y) && inside(x, y) {
        pixels[y * width + x] = color.packed
      }
    }
  }

  mutating func apply(_ call: CanvasCall) {
    let (tx, ty) = translation
    switch call {
    case .clear(let color):
      paint(color) { _, _ in true }
    case .fillPixels(let r, let color):
      guard r.width > 0, r.height > 0 else { return }
      if let dx = Int(exactly: tx), let dy = Int(exactly: ty) {
        // Whole pixels under a whole-pixel translation map to pixels
        // directly (Canvas+Rectangles.swift), exactly however large the
        // values: a pixel is covered when its index lies between the edges.
        let left = Int128(r.x) + Int128(dx)
        let top = Int128(r.y) + Int128(dy)
        paint(color) { x, y in
          Int128(x) >= left && Int128(x) < left + Int128(r.width) && Int128(y) >= top
            && Int128(y) < top + Int128(r.height)
        }
        return
      }
      let left = Double(r.x) + tx
      let top = Double(r.y) + ty
      paint(color) { x, y in
        Self.covers(x, left, left + Double(r.width)) && Self.covers(y, top, top + Double(r.height))
      }
    case .fillPoints(let r, let color):
      guard r.width > 0, r.height > 0 else { return }
      let left = r.minX + tx
      let top = r.minY + ty
      paint(color) { x, y in
        Self.covers(x, left, left + r.width) && Self.covers(y, top, top + r.height)
      }
    case .circle(let centre, let radius, let color):
      guard radius > 0 else { return }
      let cx = centre.x + tx
      let cy = centre.y + ty
      paint(color) { x, y in
        guard Self.covers(y, cy - radius, cy + radius) else { return false }
        let dy = Double(y) + 0.5 - cy
        let remainder = radius * radius - dy * dy
        guard remainder >= 0 else { return false }
        let half = remainder.squareRoot()
        return Self.covers(x, cx - half, cx + half)
      }
    case .line(let a, let b, let thickness, let color):
      guard thickness > 0 else { return }
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { return }
      let nx = -dy / length * thickness / 2
      let ny = dx / length * thickness / 2
      let quad = [
        (a.x + nx + tx, a.y + ny + ty), (b.x + nx + tx, b.y + ny + ty),
        (b.x - nx + tx, b.y - ny + ty), (a.x - nx + tx, a.y - ny + ty),
      ]
      let top = quad.map(\.1).min() ?? 0
      let bottom = quad.map(\.1).max() ?? 0
      paint(color) { x, y in
        guard Self.covers(y, top, bottom) else { return false }
        let sample = Double(y) + 0.5
        var low = Double.infinity
        var high = -Double.infinity
        for k in 0..<4 {
          let p = quad[k]
          let q = quad[(k + 1) & 3]
          guard (p.1 <= sample && sample < q.1) || (q.1 <= sample && sample < p.1) else {
            continue
          }
          let crossing = p.0 + (sample - p.1) * (q.0 - p.0) / (q.1 - p.1)
          low = Swift.min(low, crossing)
          high = Swift.max(high, crossing)
        }
        return low < high && Self.covers(x, low, high)
      }
    case .translate(let x, let y):
      translation = (tx + x, ty + y)
    case .push:
      if stack.count < Self.matrixDepthLimit { stack.append(translation) }
    case .pop:
      if let saved = stack.popLast() { translation = saved }
    case .beginScissor(let r):
      if r.width >= 0, r.height >= 0 { scissor = r }
    case .endScissor:
      scissor = nil
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
      let x = index % reference.width
      let y = index / reference.width
      result.fail(
        "after \(step) pixel (\(x), \(y)) is \(Color(packed: got[index])), the reference has \(Color(packed: reference.pixels[index]))"
      )
      // The reference's pixels beside the canvas's, the first differing one circled.
      if let expected = try? Framebuffer(
        width: reference.width, height: reference.height, pixels: reference.pixels)
      {
        let picture = FailurePicture(
          actual: canvas.framebuffer, expected: expected, region: nil, marksBands: false,
          failingPixel: .init(x: x, y: y),
          expectation: "after \(step) the canvas equals the reference")
        result.attach(
          Attachment(fileExtension: "png") { path in
            try picture.writePNG(to: URL(fileURLWithPath: path))
          })
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
  static func canvasMatchesReference() -> Property {
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
      summary: "clear, fills, circles, lines, translation and scissor light the reference's pixels",
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
        input.calls.contains { if case .circle = $0 { true } else { false } }, "circle")
      result.classify(canvas.framebuffer.pixels.contains { $0 != Color.blank.packed }, "lit")
    }
  }
}
