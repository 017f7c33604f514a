extension PixelRect {
  /// The overlap of two pixel rectangles, or `nil` when it holds no pixel.
  ///
  /// This is the operation a scene's own clip must use: rlgl keeps a single
  /// scissor rectangle, so a nested clip has to be intersected with the
  /// host's, never substituted for it. Edges saturate, so rectangles near
  /// the integer limits give a correct answer instead of a trap.
  @inlinable
  public func intersection(_ other: PixelRect) -> PixelRect? {
    guard !isEmpty, !other.isEmpty else { return nil }
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return PixelRect(
      x: left, y: top,
      width: right.saturatingSubtract(left), height: bottom.saturatingSubtract(top))
  }

  /// Replaces this rectangle with its overlap with `other`, or `.zero` when
  /// there is none; returns whether an overlap remained.
  @inlinable
  @discardableResult
  public mutating func formIntersection(_ other: PixelRect) -> Bool {
    if let overlap = intersection(other) {
      self = overlap
      return true
    }
    self = .zero
    return false
  }

  /// Whether the two rectangles share at least one pixel.
  @inlinable
  public func intersects(_ other: PixelRect) -> Bool {
    intersection(other) != nil
  }
}
