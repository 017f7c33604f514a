// Policy: a whole-pixel rectangle under a whole-pixel translation maps to
// pixels directly (the fast path the host and the grids use); anything
// fractional goes through the pixel-centre rule, which gives the same
// pixels for whole values.

import SafeAreaGeometry

extension Canvas {
  /// Fills a rectangle given in whole local pixels (`DrawRectangle`).
  ///
  /// A zero or negative extent fills nothing.
  ///
  /// - Parameters:
  ///   - rect: the rectangle in local coordinates; any values (edges that
  ///     overflow are clipped, never wrapped).
  ///   - color: the colour to store.
  public mutating func fillRectangle(_ rect: PixelRect, color: Color) {
    guard !rect.isEmpty, let clip else { return }
    guard let offset = integralTranslation,
      let moved = Self.offset(rect, by: offset)
    else {
      fillRectangle(rect.rect, color: color)
      return
    }
    guard let area = moved.intersection(clip) else { return }
    storeRectangle(
      area, packed: color.packed, uniformByte: color.hasUniformBytes ? color.red : nil)
  }

  /// Fills a rectangle given in local coordinates (`DrawRectangleRec`).
  ///
  /// Covers the pixels whose centres lie inside it. A rectangle with a
  /// non-finite or negative extent, or NaN edges, fills nothing.
  ///
  /// - Parameters:
  ///   - rect: the rectangle in local coordinates.
  ///   - color: the colour to store.
  public mutating func fillRectangle(_ rect: Rect, color: Color) {
    guard let clip, rect.width > 0, rect.height > 0 else { return }
    let left = rect.minX + translation.x
    let top = rect.minY + translation.y
    guard
      let columns = Self.centreSpan(left, left + rect.width, clip.minX, clip.maxX),
      let rows = Self.centreSpan(top, top + rect.height, clip.minY, clip.maxY)
    else { return }
    storeRectangle(
      PixelRect(
        x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count),
      packed: color.packed, uniformByte: color.hasUniformBytes ? color.red : nil)
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
