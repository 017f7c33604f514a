// Policy: an intersection without area is `nil`, never a zero or negative
// extent. Edge-touching rectangles do not overlap. A zero-width rectangle
// handed to a scissor clips everything, and a negative one (read as unsigned)
// clips nothing, so the only safe answer for "no overlap" is no rectangle.

extension Rect {
  /// The overlap of two rectangles, or `nil` when it has no area.
  ///
  /// Rectangles with an empty extent or any non-finite coordinate overlap
  /// nothing: `max` and `min` would silently drop a NaN, and an infinite
  /// rectangle has no area a scissor could hold.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    guard !isEmpty, !other.isEmpty, isFinite, other.isFinite else { return nil }
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    let result = Rect(
      x: left, y: top, width: Self.extent(from: left, to: right),
      height: Self.extent(from: top, to: bottom))
    // Subtraction of huge finite edges can still overflow to infinity.
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

  /// Replaces this rectangle with its overlap with `other`, or `.zero` when
  /// there is none; returns whether an overlap remained.
  @inlinable
  @discardableResult
  public mutating func formIntersection(_ other: Rect) -> Bool {
    if let overlap = intersection(other) {
      self = overlap
      return true
    }
    self = .zero
    return false
  }

  /// Whether the two rectangles share some area.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    intersection(other) != nil
  }
}
