extension Point {
  /// The point's position after rotating the screen that holds it.
  ///
  /// Rotating a screen of size `W x H` clockwise carries `(x, y)` to
  /// `(H - y, x)` on the new `H x W` screen; the other turns compose from it.
  /// The formula maps the screen rectangle onto the rotated screen exactly,
  /// with no trigonometry and so no rounding beyond one subtraction.
  ///
  /// - Parameters:
  ///   - turn: the rotation.
  ///   - container: the size of the screen before the rotation.
  @inlinable
  public func rotated(by turn: QuarterTurn, in container: Size) -> Point {
    switch turn {
    case .identity: return self
    case .clockwise: return Point(x: container.height - y, y: x)
    case .halfTurn: return Point(x: container.width - x, y: container.height - y)
    case .counterclockwise: return Point(x: y, y: container.width - x)
    }
  }

  /// Rotates the point in place; see ``rotated(by:in:)``.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn, in container: Size) {
    self = rotated(by: turn, in: container)
  }
}
