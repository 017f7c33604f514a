/// Where a container sits across a row: its left edge and its width.
public struct HorizontalPlacement: Hashable, Sendable, Codable {
  /// The container's left edge.
  public var minX: Double
  /// The container's width, never negative.
  public var width: Double

  /// Creates a placement.
  @inlinable
  public init(minX: Double, width: Double) {
    self.minX = minX
    self.width = width
  }

  /// The container's right edge.
  @inlinable
  public var maxX: Double { minX + width }
}
