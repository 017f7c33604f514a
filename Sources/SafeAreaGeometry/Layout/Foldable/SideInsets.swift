/// The left and right insets of a horizontal row.
public struct SideInsets: Hashable, Sendable, Codable {
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates side insets.
  @inlinable
  public init(left: Double, right: Double) {
    self.left = left
    self.right = right
  }

  /// The side insets of a set of safe-area insets, unchanged.
  @inlinable
  public init(_ insets: EdgeInsets) {
    self.init(left: insets.left, right: insets.right)
  }

  /// No side inset.
  public static let zero = SideInsets(left: 0, right: 0)

  /// The inset on `edge`.
  @inlinable
  public subscript(edge: HorizontalEdge) -> Double {
    edge == .left ? left : right
  }
}
