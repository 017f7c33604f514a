// Policy: a line is the quad raylib's DrawLineEx builds, filled with the
// same pixel-centre rule as every other shape; a zero-length line covers no
// area and so no pixel, as on the GPU.

import SafeAreaGeometry

extension Canvas {
  /// Draws a line of a thickness (`DrawLineEx`).
  ///
  /// - Parameters:
  ///   - start: one end in local coordinates.
  ///   - end: the other end in local coordinates.
  ///   - thickness: the width across the line in pixels; non-positive or NaN
  ///     draws nothing.
  ///   - color: the colour to store.
  public mutating func drawLine(
    from start: Point, to end: Point, thickness: Double = 1,
    color: Color
  ) {
    guard thickness > 0 else { return }
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return }
    let nx = -dy / length * thickness / 2
    let ny = dx / length * thickness / 2
    fillConvexQuad(
      [
        Point(x: start.x + nx, y: start.y + ny), Point(x: end.x + nx, y: end.y + ny),
        Point(x: end.x - nx, y: end.y - ny), Point(x: start.x - nx, y: start.y - ny),
      ], color: color)
  }

  /// Fills a convex polygon given in local coordinates, row by row.
  mutating func fillConvexQuad(_ corners: [Point], color: Color) {
    guard let clip else { return }
    let points = corners.map { Point(x: $0.x + translation.x, y: $0.y + translation.y) }
    guard points.allSatisfy(\.isFinite) else { return }
    let top = points.map(\.y).min() ?? 0
    let bottom = points.map(\.y).max() ?? 0
    guard let rows = Self.centreSpan(top, bottom, clip.minY, clip.maxY) else { return }
    let value = color.packed
    for y in rows {
      let sample = Double(y) + 0.5
      var low = Double.infinity
      var high = -Double.infinity
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= sample && sample < b.y) || (b.y <= sample && sample < a.y) else {
          continue
        }
        let x = a.x + (sample - a.y) * (b.x - a.x) / (b.y - a.y)
        low = Swift.min(low, x)
        high = Swift.max(high, x)
      }
      if low < high, let columns = Self.centreSpan(low, high, clip.minX, clip.maxX) {
        storeRun(y: y, columns: columns, packed: value)
      }
    }
  }
}
