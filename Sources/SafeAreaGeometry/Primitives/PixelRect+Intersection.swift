// Policy: the rule is `EdgeRectangle.overlap`, shared with `Rect`; this file
// says what is particular to pixels: any rectangle with area can overlap,
// and a span saturates at `Int.max` instead of trapping (edges near both
// integer limits), which keeps the overlap inside both operands.

extension PixelRect: EdgeRectangle {
  /// The overlap of two pixel rectangles, or `nil` when it holds no pixel.
  ///
  /// This is the operation a scene's own clip must use: rlgl keeps a single
  /// scissor rectangle, so a nested clip has to be intersected with the
  /// host's, never substituted for it. Edges saturate, so rectangles near
  /// the integer limits give a correct answer instead of a trap.
  @inlinable
  public func intersection(_ other: PixelRect) -> PixelRect? {
    overlap(other)
  }

  /// Replaces this rectangle with its overlap with `other`, or `.zero` when
  /// there is none; returns whether an overlap remained.
  @inlinable
  @discardableResult
  public mutating func formIntersection(_ other: PixelRect) -> Bool {
    formOverlap(other)
  }

  /// Whether the two rectangles share at least one pixel.
  @inlinable
  public func intersects(_ other: PixelRect) -> Bool {
    overlap(other) != nil
  }

  /// Any rectangle with a pixel.
  @inlinable
  var canOverlap: Bool { !isEmpty }

  /// The edges' rectangle, its extents saturating at `Int.max`.
  @inlinable
  static func spanning(left: Int, top: Int, right: Int, bottom: Int) -> PixelRect? {
    PixelRect(
      x: left, y: top,
      width: right.saturatingSubtract(left), height: bottom.saturatingSubtract(top))
  }
}
