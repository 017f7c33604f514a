// Policy: an intersection without area is `nil`, never a zero or negative
// extent. Edge-touching rectangles do not overlap. A zero-width rectangle
// handed to a scissor clips everything, and a negative one (read as unsigned)
// clips nothing, so the only safe answer for "no overlap" is no rectangle.
// The rule is `EdgeRectangle.overlap`, shared with `PixelRect`; this file
// says what is particular to points: only finite rectangles overlap, and a
// span that rounds past an edge or overflows to infinity is corrected or
// refused.

extension Rect: EdgeRectangle {
  /// The overlap of two rectangles, or `nil` when it has no area.
  ///
  /// Rectangles with an empty extent or any non-finite coordinate overlap
  /// nothing: `max` and `min` would silently drop a NaN, and an infinite
  /// rectangle has no area a scissor could hold.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    overlap(other)
  }

  /// Replaces this rectangle with its overlap with `other`, or `.zero` when
  /// there is none; returns whether an overlap remained.
  @inlinable
  @discardableResult
  public mutating func formIntersection(_ other: Rect) -> Bool {
    formOverlap(other)
  }

  /// Whether the two rectangles share some area.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    overlap(other) != nil
  }

  /// A rectangle with area whose every coordinate is finite.
  @inlinable
  var canOverlap: Bool { !isEmpty && isFinite }

  /// The edges' rectangle, or `nil` when the subtraction of huge finite
  /// edges overflows to infinity.
  @inlinable
  static func spanning(left: Double, top: Double, right: Double, bottom: Double) -> Rect? {
    let result = Rect(
      x: left, y: top, width: extent(from: left, to: right),
      height: extent(from: top, to: bottom))
    guard result.isFinite, !result.isEmpty else { return nil }
    return result
  }

  /// The largest extent whose far edge, `start + extent` as computed in
  /// floating point, does not pass `end`.
  ///
  /// `end - start` rounds, and adding it back can land one ulp beyond
  /// `end`: the overlap would then reach outside an operand. Stepping the
  /// extent down by an ulp or two keeps the overlap inside both.
  @usableFromInline
  static func extent(from start: Double, to end: Double) -> Double {
    var extent = end - start
    while extent > 0, start + extent > end {
      extent = extent.nextDown
    }
    return extent
  }
}
