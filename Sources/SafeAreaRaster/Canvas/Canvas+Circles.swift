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
    let value = color.packed
    // The rim in the order raylib emits it: quad i is (centre, rim[2i + 2],
    // rim[2i + 1]) and (centre, rim[2i + 1], rim[2i]), so the triangles are
    // (centre, rim[k + 1], rim[k]) for k = 0..<36. Its 37 vertices, and
    // their snapped positions, live on the stack.
    withUnsafeTemporaryAllocation(of: ClipVertex.self, capacity: 37) { rim in
      var angle: Float = 0
      for i in 0..<18 {
        rim.initializeElement(at: 2 * i, to: rimVertex(cx, cy, r, angle, projection))
        rim.initializeElement(at: 2 * i + 1, to: rimVertex(cx, cy, r, angle + 10, projection))
        angle += 20
      }
      rim.initializeElement(at: 36, to: rimVertex(cx, cy, r, angle, projection))
      // Triangles that cross the viewport are clipped one by one; runs of
      // the others, in slices, are scanned a row at a time
      // (Canvas+Fans.swift).
      guard middle.outside == 0, let centre = SnappedVertex(window: projection.window(middle))
      else {
        for k in 0..<36 {
          fillTriangle(middle, rim[k + 1], rim[k], projection, packed: value, clip: clip)
        }
        return
      }
      withUnsafeTemporaryAllocation(of: SnappedVertex.self, capacity: 37) { snapped in
        for (index, vertex) in rim.enumerated() {
          let point = vertex.outside == 0 ? SnappedVertex(window: projection.window(vertex)) : nil
          snapped.initializeElement(at: index, to: point ?? SnappedVertex(x: .min, y: .min))
        }
        var k = 0
        while k < 36 {
          guard snapped[k].x != .min, snapped[k + 1].x != .min else {
            fillTriangle(middle, rim[k + 1], rim[k], projection, packed: value, clip: clip)
            k += 1
            continue
          }
          var end = k + 1
          while end < 36, end - k < Self.fanSliceLimit, snapped[end + 1].x != .min { end += 1 }
          fillFanSlice(
            centre: centre, rim: UnsafeBufferPointer(rebasing: snapped[k...end]), packed: value,
            clip: clip)
          k = end
        }
      }
    }
  }

  /// A rim vertex as raylib computes it: `centre + (cosf, sinf)(DEG2RAD *
  /// angle) * radius`, in `Float`, then into clip space.
  @inline(__always)
  func rimVertex(
    _ cx: Float, _ cy: Float, _ r: Float, _ angle: Float, _ projection: ViewportProjection
  ) -> ClipVertex {
    clipVertex(
      cx + cosf(Self.degreesToRadians * angle) * r, cy + sinf(Self.degreesToRadians * angle) * r,
      projection)
  }
}
