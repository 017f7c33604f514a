// Policy: a rectangle is raylib's quad, two triangles with back faces
// culled. Positive extents fill it; negative extents on both axes fill the
// rectangle spanned (the quad is turned half a turn and still faces the
// viewer); a negative extent on one axis fills nothing (the quad faces away
// and is culled), and so does a zero extent. Whole pixels under a
// whole-pixel translation, everything within 2^22 of the origin, map to
// pixels directly (the fast path of the host and the grids: `Float` holds
// all their sums exactly, and whole-pixel edges never meet a centre);
// anything else goes through raylib's `Float` corners and the snap.

import SafeAreaGeometry

extension Canvas {
  /// Fills a rectangle given in whole local pixels (`DrawRectangle`).
  ///
  /// Negative extents on both axes fill the rectangle they span; a zero
  /// extent, or a negative one on one axis only, fills nothing. Values
  /// beyond 2^24 are rounded to `Float` as `DrawRectangle` rounds them.
  ///
  /// - Parameters:
  ///   - rect: the rectangle in local coordinates; any values.
  ///   - color: the colour to store.
  public mutating func fillRectangle(_ rect: PixelRect, color: Color) {
    guard let clip else { return }
    guard let offset = integralTranslation, Self.isExactInFloat(rect) else {
      fillQuad(
        x: Float(rect.x), y: Float(rect.y), width: Float(rect.width),
        height: Float(rect.height), color: color)
      return
    }
    // A rectangle reaching outside the framebuffer is cut by the GPU's
    // clipper, but Mesa takes each cut from the nearer end, so both of the
    // quad's triangles cut their shared diagonal at the same vertex and no
    // centre on it is lost or doubled: whole pixels clip exactly
    // (`raster.matchesRaylib` draws such rectangles and batches).
    guard let covered = Self.covered(rect),
      let area = Self.offset(covered, by: offset)?.intersection(clip)
    else { return }
    storeRectangle(
      area, packed: color.packed, uniformByte: color.hasUniformBytes ? color.red : nil)
  }

  /// Fills a rectangle given in local coordinates (`DrawRectangleRec`).
  ///
  /// The coordinates are rounded to `Float`, as raylib takes them. A
  /// rectangle with a non-finite value fills nothing; the extents' signs
  /// act as in ``fillRectangle(_:color:)-(PixelRect,_)``.
  ///
  /// - Parameters:
  ///   - rect: the rectangle in local coordinates.
  ///   - color: the colour to store.
  public mutating func fillRectangle(_ rect: Rect, color: Color) {
    fillQuad(
      x: Float(rect.minX), y: Float(rect.minY), width: Float(rect.width),
      height: Float(rect.height), color: color)
  }

  /// raylib's `DrawRectanglePro` without rotation: the corners in `Float`,
  /// transformed, projected and snapped; the pixels between them under the
  /// fill rule, or, when a corner lies outside the viewport, the quad's two
  /// triangles clipped as the GPU clips them.
  mutating func fillQuad(x: Float, y: Float, width: Float, height: Float, color: Color) {
    guard let clip else { return }
    let projection = projection
    let right = x + width
    let bottom = y + height
    let topLeft = clipVertex(x, y, projection)
    let bottomRight = clipVertex(right, bottom, projection)
    guard topLeft.outside | bottomRight.outside == 0 else {
      // The quad's triangles as rlgl draws RL_QUADS: (0, 1, 2), (0, 2, 3).
      let bottomLeft = clipVertex(x, bottom, projection)
      let topRight = clipVertex(right, y, projection)
      let value = color.packed
      fillTriangle(topLeft, bottomLeft, bottomRight, projection, packed: value, clip: clip)
      fillTriangle(topLeft, bottomRight, topRight, projection, packed: value, clip: clip)
      return
    }
    guard let first = SnappedVertex(window: projection.window(topLeft)),
      let last = SnappedVertex(window: projection.window(bottomRight))
    else { return }
    let dx = last.x - first.x
    let dy = last.y - first.y
    // Both triangles' area has the sign of dx * dy: culled unless positive.
    guard (dx > 0 && dy > 0) || (dx < 0 && dy < 0) else { return }
    guard
      let columns = Self.columns(
        Swift.min(first.x, last.x), Swift.max(first.x, last.x), clip.minX, clip.maxX),
      let rows = Self.rows(
        Swift.min(first.y, last.y), Swift.max(first.y, last.y), clip.minY, clip.maxY)
    else { return }
    storeRectangle(
      PixelRect(
        x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count),
      packed: color.packed, uniformByte: color.hasUniformBytes ? color.red : nil)
  }

  /// Whether every value of a whole-pixel rectangle, and its far edges,
  /// lie within 2^22 of zero, so that raylib's `Float` corners (and their
  /// sums with an ``integralTranslation``) are exact.
  @inline(__always)
  static func isExactInFloat(_ rect: PixelRect) -> Bool {
    let limit = 1 << 22
    return (-limit...limit).contains(rect.x) && (-limit...limit).contains(rect.y)
      && (-limit...limit).contains(rect.width) && (-limit...limit).contains(rect.height)
  }

  /// The pixels a whole-pixel rectangle covers before translation: itself
  /// for positive extents, the rectangle spanned for two negative ones,
  /// `nil` otherwise. Its values must be ``isExactInFloat(_:)``.
  @inline(__always)
  static func covered(_ rect: PixelRect) -> PixelRect? {
    if rect.width > 0, rect.height > 0 { return rect }
    guard rect.width < 0, rect.height < 0 else { return nil }
    return PixelRect(
      x: rect.x + rect.width, y: rect.y + rect.height, width: -rect.width, height: -rect.height)
  }

  /// `rect` moved by whole pixels, or `nil` when an edge would overflow.
  @inline(__always)
  static func offset(_ rect: PixelRect, by offset: (x: Int, y: Int)) -> PixelRect? {
    let (x, xOverflow) = rect.x.addingReportingOverflow(offset.x)
    let (y, yOverflow) = rect.y.addingReportingOverflow(offset.y)
    guard !xOverflow, !yOverflow else { return nil }
    let moved = PixelRect(x: x, y: y, width: rect.width, height: rect.height)
    // maxX and maxY saturate, so no further check is needed.
    return moved
  }
}
