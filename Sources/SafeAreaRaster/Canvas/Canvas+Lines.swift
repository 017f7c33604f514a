// Policy: a line is the strip raylib's DrawLineEx builds, in `Float`: the
// two ends moved half the thickness either side along the normal, drawn as
// the triangles (2, 0, 1) and (3, 2, 1) of the strip, under the same fill
// rule as every other shape. A zero-length line, or a thickness that is
// not positive, draws nothing, as in raylib.

import SafeAreaGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Canvas {
  /// Draws a line of a thickness (`DrawLineEx`).
  ///
  /// With the default thickness of 1 this is `DrawLineEx` with thick 1, a
  /// quad, not raylib's `DrawLine`, whose GL line lights other pixels: that
  /// is ``drawPixelLine(from:to:color:)``.
  ///
  /// - Parameters:
  ///   - start: one end in local coordinates (rounded to `Float`).
  ///   - end: the other end in local coordinates (rounded to `Float`).
  ///   - thickness: the width across the line in pixels; non-positive or NaN
  ///     draws nothing.
  ///   - color: the colour to store.
  public mutating func drawLine(
    from start: Point, to end: Point, thickness: Double = 1,
    color: Color
  ) {
    guard let clip else { return }
    let x0 = Float(start.x)
    let y0 = Float(start.y)
    let x1 = Float(end.x)
    let y1 = Float(end.y)
    let thick = Float(thickness)
    let dx = x1 - x0
    let dy = y1 - y0
    let length = sqrtf(dx * dx + dy * dy)
    guard length > 0, thick > 0 else { return }
    let scale = thick / (2 * length)
    let rx = -scale * dy
    let ry = scale * dx
    let projection = projection
    let p0 = clipVertex(x0 - rx, y0 - ry, projection)
    let p1 = clipVertex(x0 + rx, y0 + ry, projection)
    let p2 = clipVertex(x1 - rx, y1 - ry, projection)
    let p3 = clipVertex(x1 + rx, y1 + ry, projection)
    let value = color.packed
    fillTriangle(p2, p0, p1, projection, packed: value, clip: clip)
    fillTriangle(p3, p2, p1, projection, packed: value, clip: clip)
  }
}
