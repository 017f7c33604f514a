// Policy: a circle is raylib's: `DrawCircleV` draws a 36-sided polygon, as
// quads of a centre and three rim vertices (two triangles each) computed in
// `Float` with the C library's `cosf` and `sinf`, each rim vertex at
// `centre + (cos, sin)(10 degrees * k) * radius`. A radius that is not
// positive draws nothing (raylib 6.2 draws nothing for it; its source once
// turned it into 0.1). The rim is a polygon, so a disc's exact edge pixels
// are not what raylib lights. The polygon is built and filled in C
// (`sa_fill_circle`, CTriangle.h), where runs of its triangles inside the
// viewport are scanned a row at a time per slice of the fan, so that a
// debug build fills a circle at a few instructions a row.

import CFill
import SafeAreaGeometry

extension Canvas {

  /// Fills a circle (`DrawCircleV`): raylib's 36-sided polygon.
  ///
  /// A radius that is not positive or NaN fills nothing. Rows are only
  /// visited inside the clip, so a huge radius costs no more than a clear.
  ///
  /// - Parameters:
  ///   - center: the centre in local coordinates (rounded to `Float`).
  ///   - radius: the radius in pixels (rounded to `Float`).
  ///   - color: the colour to store.
  public mutating func fillCircle(center: Point, radius: Double, color: Color) {
    // A positive radius can still round to a Float of 0; NaN fails too.
    let r = Float(radius)
    guard let clip, r > 0 else { return }
    let cx = Float(center.x)
    let cy = Float(center.y)
    applyPendingFill()
    let width = Int64(framebuffer.width)
    let stacked = !matrixStack.isEmpty
    let translation = stackedTranslation
    let projection = projection.c
    framebuffer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      sa_fill_circle(
        base, width, clip.c, projection, stacked, translation.x, translation.y, cx, cy, r,
        color.packed)
    }
  }
}
