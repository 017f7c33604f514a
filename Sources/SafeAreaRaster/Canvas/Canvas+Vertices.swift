// Policy: a vertex goes where raylib on Mesa's llvmpipe puts it, computed in
// the same precision, step by step. raylib computes a shape's corners in
// `Float` (DrawRectangle converts its `int`s first); rlgl adds the
// translation of the rlPushMatrix levels on the CPU (`Float`); the GPU
// projects, clips and snaps (`ViewportProjection`, `SnappedVertex`).
// Coverage is then decided exactly on the snapped integers
// (Canvas+Triangles.swift): raylib's pixels, not an idealised shape's.

import SafeAreaGeometry

extension Canvas {
  /// The projection of the framebuffer as it is now.
  var projection: ViewportProjection {
    ViewportProjection(
      width: framebuffer.width, height: framebuffer.height,
      modelview: (baseTranslation.x, baseTranslation.y))
  }

  /// A local vertex in clip space: the stacked translation added in `Float`
  /// when a matrix is pushed (rlgl transforms vertices on the CPU only
  /// then), then the projection.
  @inline(__always)
  func clipVertex(_ x: Float, _ y: Float, _ projection: ViewportProjection) -> ClipVertex {
    guard !matrixStack.isEmpty else { return projection.clip(x, y) }
    return projection.clip(x + stackedTranslation.x, y + stackedTranslation.y)
  }

  /// The pixel columns an axis-aligned shape spanning `low...high` (snapped)
  /// covers: centres in `[low, high)`, clamped to `clipLow..<clipHigh`.
  @inline(__always)
  static func columns(_ low: Int64, _ high: Int64, _ clipLow: Int, _ clipHigh: Int) -> Range<Int>? {
    // Column c's centre is at c * 256 in snapped units.
    let first = Swift.max(Int64(clipLow), ceilDiv(low, SnappedVertex.subpixels))
    let end = Swift.min(Int64(clipHigh), ceilDiv(high, SnappedVertex.subpixels))
    guard first < end else { return nil }
    return Int(first)..<Int(end)
  }

  /// The pixel rows an axis-aligned shape spanning `low...high` (snapped)
  /// covers: centres in `(low, high]`, clamped to `clipLow..<clipHigh`.
  @inline(__always)
  static func rows(_ low: Int64, _ high: Int64, _ clipLow: Int, _ clipHigh: Int) -> Range<Int>? {
    let first = Swift.max(Int64(clipLow), floorDiv(low, SnappedVertex.subpixels) + 1)
    let end = Swift.min(Int64(clipHigh), floorDiv(high, SnappedVertex.subpixels) + 1)
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
