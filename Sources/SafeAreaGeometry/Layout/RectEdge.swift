/// One of a rectangle's four physical edges.
public enum RectEdge: String, CaseIterable, Hashable, Sendable, Codable {
  /// The top edge.
  case top
  /// The left edge.
  case left
  /// The bottom edge.
  case bottom
  /// The right edge.
  case right

  /// Whether the edge runs horizontally (top or bottom), so that it bounds
  /// the vertical axis.
  @inlinable
  public var isHorizontal: Bool { self == .top || self == .bottom }
}
