/// A block the system reserves in one corner of a window (clock,
/// connectivity, camera): the unit the foldable's status area comes in.
public struct CornerBlock: Hashable, Sendable, Codable {
  /// The corner the block sits in.
  public var corner: ScreenCorner
  /// The block's extent, measured inward from its corner.
  public var size: Size

  /// Creates a block.
  @inlinable
  public init(corner: ScreenCorner, size: Size) {
    self.corner = corner
    self.size = size
  }

  /// The block's frame in a window of `windowSize`.
  @inlinable
  public func frame(in windowSize: Size) -> Rect {
    let x = corner.side == .left ? 0 : windowSize.width - size.width
    let y = corner.isTop ? 0 : windowSize.height - size.height
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
