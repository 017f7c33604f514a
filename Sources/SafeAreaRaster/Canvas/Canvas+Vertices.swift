// Policy: a vertex goes where raylib on Mesa's llvmpipe puts it, computed
// in the same precision, step by step. raylib computes a shape's corners in
// `Float` (DrawRectangle converts its `int`s first); rlgl adds the
// translation of the rlPushMatrix levels on the CPU (`Float`); the vertex
// shader multiplies by the projection of rlOrtho(0, width, height, 0, 0, 1)
// times the modelview (the translations made outside any push); the GPU
// clips what crosses the viewport (Canvas+Clipping.swift), maps clip space
// to the window (a fused multiply-add, as llvmpipe's compiled code does),
// moves the pixel centre to the origin and snaps to 1/256 pixel, rounding
// to even. Coverage is then decided exactly on the snapped integers
// (Canvas+Triangles.swift). Every step rounds where the GPU rounds, so a
// centre that lies on an edge before the rounding lies where the GPU puts
// it after: raylib's pixels, not an idealised shape's.

import SafeAreaGeometry

/// A window position snapped to 1/256 pixel, pixel centres at multiples of
/// 256 (llvmpipe's `FIXED_ORDER` of 8 bits).
struct SnappedVertex: Sendable, Hashable {
  var x: Int64
  var y: Int64
}

/// A vertex in GL clip space (`w` is 1 for every 2D shape).
struct ClipVertex: Sendable, Hashable {
  var x: Float
  var y: Float
  var w: Float = 1

  /// The viewport planes the vertex lies outside of, one bit each, in
  /// Mesa's order: x > w, x < -w, y > w, y < -w.
  var outside: UInt8 {
    var mask: UInt8 = 0
    if x > w { mask |= 1 }
    if x < -w { mask |= 2 }
    if y > w { mask |= 4 }
    if y < -w { mask |= 8 }
    return mask
  }
}

/// The projection of the current frame: the rows of rlgl's model-view-
/// projection matrix that 2D shapes use, and the viewport transform.
struct Projection: Sendable {
  var m0: Float
  var m12: Float
  var m5: Float
  var m13: Float
  var scaleX: Float
  var translateX: Float
  var scaleY: Float
  var translateY: Float

  /// `rlOrtho(0, width, height, 0, 0, 1)` times a modelview translation,
  /// and the viewport of a `width` x `height` window (rows counted down).
  init(width: Int, height: Int, modelview: FloatPoint) {
    let w = Float(width)
    let h = Float(height)
    m0 = 2 / w
    m5 = 2 / -h
    // rlMatrixMultiply(modelview, projection): the products and sums of
    // the translation's row, in Float.
    m12 = modelview.x * m0 + -1
    m13 = modelview.y * m5 + 1
    scaleX = w / 2
    translateX = w / 2
    scaleY = -h / 2
    translateY = h / 2
  }

  /// A vertex (after rlgl's CPU transform) in clip space.
  @inline(__always)
  func clip(_ x: Float, _ y: Float) -> ClipVertex {
    ClipVertex(x: m0 * x + m12, y: m5 * y + m13)
  }

  /// The window position of an unclipped vertex: the compiled shader's
  /// viewport transform, `x * scale + translate` fused.
  @inline(__always)
  func window(_ vertex: ClipVertex) -> (x: Float, y: Float) {
    (translateX.addingProduct(vertex.x, scaleX), translateY.addingProduct(vertex.y, scaleY))
  }

  /// The window position of a vertex the clipper made: the C code's
  /// `pos * (1 / w) * scale + translate`, each step rounded.
  @inline(__always)
  func windowOfClipped(_ vertex: ClipVertex) -> (x: Float, y: Float) {
    let reciprocal = 1 / vertex.w
    return (
      vertex.x * reciprocal * scaleX + translateX, vertex.y * reciprocal * scaleY + translateY
    )
  }
}

extension Canvas {
  /// The subpixel units per pixel.
  static let subpixels: Int64 = 256
  /// The largest snapped coordinate kept, in subpixels (2^22 pixels either
  /// way): the clipper keeps every vertex inside the viewport, so only a
  /// vertex that is not clipped and not finite could go further.
  static let snappedLimit: Int64 = (1 << 30) - 1

  /// The projection of the framebuffer as it is now.
  var projection: Projection {
    Projection(
      width: framebuffer.width, height: framebuffer.height, modelview: baseTranslation)
  }

  /// A vertex after rlgl's CPU transform: the stacked translation added in
  /// `Float` when a matrix is pushed (rlgl transforms vertices only then).
  @inline(__always)
  func transformed(_ x: Float, _ y: Float) -> (x: Float, y: Float) {
    guard !matrixStack.isEmpty else { return (x, y) }
    return (x + stackedTranslation.x, y + stackedTranslation.y)
  }

  /// A local vertex in clip space.
  @inline(__always)
  func clipVertex(_ x: Float, _ y: Float, _ projection: Projection) -> ClipVertex {
    let moved = transformed(x, y)
    return projection.clip(moved.x, moved.y)
  }

  /// A window position snapped as llvmpipe snaps it; `nil` when it is not
  /// finite.
  @inline(__always)
  static func snapped(_ window: (x: Float, y: Float)) -> SnappedVertex? {
    guard let x = snap(window.x), let y = snap(window.y) else { return nil }
    return SnappedVertex(x: x, y: y)
  }

  /// `(position - 0.5) * 256` in `Float`, rounded to even, clamped to
  /// ``snappedLimit``; `nil` for NaN and infinities.
  @inline(__always)
  static func snap(_ position: Float) -> Int64? {
    guard position.isFinite else { return nil }
    let scaled = ((position - 0.5) * Float(subpixels)).rounded(.toNearestOrEven)
    let limit = Float(snappedLimit)
    return Int64(Swift.min(Swift.max(scaled, -limit), limit))
  }

  /// The pixel columns an axis-aligned shape spanning `low...high` (snapped)
  /// covers: centres in `[low, high)`, clamped to `clipLow..<clipHigh`.
  @inline(__always)
  static func columns(_ low: Int64, _ high: Int64, _ clipLow: Int, _ clipHigh: Int) -> Range<Int>? {
    // Column c's centre is at c * 256 in snapped units.
    let first = Swift.max(Int64(clipLow), ceilDiv(low, subpixels))
    let end = Swift.min(Int64(clipHigh), ceilDiv(high, subpixels))
    guard first < end else { return nil }
    return Int(first)..<Int(end)
  }

  /// The pixel rows an axis-aligned shape spanning `low...high` (snapped)
  /// covers: centres in `(low, high]`, clamped to `clipLow..<clipHigh`.
  @inline(__always)
  static func rows(_ low: Int64, _ high: Int64, _ clipLow: Int, _ clipHigh: Int) -> Range<Int>? {
    let first = Swift.max(Int64(clipLow), floorDiv(low, subpixels) + 1)
    let end = Swift.min(Int64(clipHigh), floorDiv(high, subpixels) + 1)
    guard first < end else { return nil }
    return Int(first)..<Int(end)
  }

  /// `a / b` rounded down, for `b > 0`.
  @inline(__always)
  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let quotient = a / b
    return (a % b != 0 && a < 0) ? quotient - 1 : quotient
  }

  /// `a / b` rounded up, for `b > 0`.
  @inline(__always)
  static func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let quotient = a / b
    return (a % b != 0 && a > 0) ? quotient + 1 : quotient
  }
}
