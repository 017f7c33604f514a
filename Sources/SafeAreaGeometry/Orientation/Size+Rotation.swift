extension Size {
  /// The size after rotating by `turn`: odd quarter turns swap the extents.
  @inlinable
  public func rotated(by turn: QuarterTurn) -> Size {
    turn.swapsAxes ? Size(width: height, height: width) : self
  }

  /// Rotates the size in place by `turn`.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn) {
    self = rotated(by: turn)
  }
}

extension PixelSize {
  /// The size after rotating by `turn`: odd quarter turns swap the extents.
  @inlinable
  public func rotated(by turn: QuarterTurn) -> PixelSize {
    turn.swapsAxes ? PixelSize(width: height, height: width) : self
  }

  /// Rotates the size in place by `turn`.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn) {
    self = rotated(by: turn)
  }
}
