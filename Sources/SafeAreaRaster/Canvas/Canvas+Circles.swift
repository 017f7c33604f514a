// Policy: a circle is raylib's: `DrawCircleV` draws a 36-sided polygon, as
// quads of a centre and three rim vertices (two triangles each) computed in
// `Float` with the C library's `cosf` and `sinf`, each rim vertex at
// `centre + (cos, sin)(10 degrees * k) * radius`. A radius that is not
// positive draws nothing (raylib 6.2 draws nothing for it; its source once
// turned it into 0.1). The rim is a polygon, so a disc's exact edge pixels
// are not what raylib lights.

import SafeAreaGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Canvas {
  /// raylib's `DEG2RAD`: `PI / 180.0f` in `Float`.
  static let degreesToRadians: Float = Float(3.14159265358979323846) / 180

  /// Fills a circle (`DrawCircleV`): raylib's 36-sided polygon.
  ///
  /// A radius that is not positive or NaN, or a centre that is not
  /// finite, fills nothing. Rows are only
  /// visited inside the clip, so a huge radius costs no more than a clear.
  ///
  /// - Parameters:
  ///   - center: the centre in local coordinates (rounded to `Float`).
  ///   - radius: the radius in pixels (rounded to `Float`).
  ///   - color: the colour to store.
  public mutating func fillCircle(center: Point, radius: Double, color: Color) {
    guard let clip, radius > 0 else { return }
    let projection = projection
    let cx = Float(center.x)
    let cy = Float(center.y)
    let r = Float(radius)
    guard r > 0 else { return }
    let middle = clipVertex(cx, cy, projection)
    let step: Float = 10
    let value = color.packed
    func rim(_ angle: Float) -> ClipVertex {
      clipVertex(
        cx + cosf(Self.degreesToRadians * angle) * r, cy + sinf(Self.degreesToRadians * angle) * r,
        projection)
    }
    var angle: Float = 0
    for _ in 0..<18 {
      // One quad: the centre, the rim two steps on, one step on, here.
      let far = rim(angle + step * 2)
      let near = rim(angle + step)
      let here = rim(angle)
      fillTriangle(middle, far, near, projection, packed: value, clip: clip)
      fillTriangle(middle, near, here, projection, packed: value, clip: clip)
      angle += step * 2
    }
  }
}
