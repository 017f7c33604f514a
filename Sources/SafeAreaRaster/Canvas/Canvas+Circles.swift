import SafeAreaGeometry

extension Canvas {
  /// Fills a disc (`DrawCircleV`), one run per row.
  ///
  /// Covers the pixels whose centres lie within `radius` of `center`. A
  /// non-positive or NaN radius, or a NaN centre, fills nothing; rows are
  /// only visited inside the clip, so a huge radius costs no more than a
  /// clear.
  ///
  /// - Parameters:
  ///   - center: the centre in local coordinates.
  ///   - radius: the radius in pixels.
  ///   - color: the colour to store.
  public mutating func fillCircle(center: Point, radius: Double, color: Color) {
    guard let clip, radius > 0 else { return }
    let cx = center.x + translation.x
    let cy = center.y + translation.y
    guard !cx.isNaN, !cy.isNaN,
      let rows = Self.centreSpan(cy - radius, cy + radius, clip.minY, clip.maxY)
    else { return }
    let value = color.packed
    let squared = radius * radius
    for y in rows {
      let dy = Double(y) + 0.5 - cy
      let remainder = squared - dy * dy
      guard remainder >= 0 else { continue }
      let half = remainder.squareRoot()
      if let columns = Self.centreSpan(cx - half, cx + half, clip.minX, clip.maxX) {
        storeRun(y: y, columns: columns, packed: value)
      }
    }
  }
}
