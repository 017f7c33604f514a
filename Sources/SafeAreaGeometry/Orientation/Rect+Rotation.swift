extension Rect {
  /// The rectangle's position after rotating the screen that holds it.
  ///
  /// The two corners are rotated and the result is rebuilt from their
  /// minimum and maximum, so the rotated rectangle covers exactly the same
  /// part of the rotated screen.
  ///
  /// - Parameters:
  ///   - turn: the rotation.
  ///   - container: the size of the screen before the rotation.
  @inlinable
  public func rotated(by turn: QuarterTurn, in container: Size) -> Rect {
    if turn == .identity { return self }
    let a = origin.rotated(by: turn, in: container)
    let b = Point(x: maxX, y: maxY).rotated(by: turn, in: container)
    let size = self.size.rotated(by: turn)
    return Rect(
      x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: size.width, height: size.height)
  }

  /// Rotates the rectangle in place; see ``rotated(by:in:)``.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn, in container: Size) {
    self = rotated(by: turn, in: container)
  }
}

extension PixelRect {
  /// The rectangle's position after rotating a pixel screen of the given
  /// size; the pixel analogue of ``Rect/rotated(by:in:)``.
  ///
  /// Arithmetic saturates at the integer limits instead of trapping.
  @inlinable
  public func rotated(by turn: QuarterTurn, in container: PixelSize) -> PixelRect {
    switch turn {
    case .identity:
      return self
    case .clockwise:
      return PixelRect(
        x: container.height.saturatingSubtract(maxY), y: x, width: height, height: width)
    case .halfTurn:
      return PixelRect(
        x: container.width.saturatingSubtract(maxX), y: container.height.saturatingSubtract(maxY),
        width: width, height: height)
    case .counterclockwise:
      return PixelRect(
        x: y, y: container.width.saturatingSubtract(maxX), width: height, height: width)
    }
  }

  /// Rotates the rectangle in place; see ``rotated(by:in:)``.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn, in container: PixelSize) {
    self = rotated(by: turn, in: container)
  }
}
