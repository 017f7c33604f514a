/// One of a window's four corners.
public enum ScreenCorner: String, CaseIterable, Hashable, Sendable, Codable {
  /// The top-left corner.
  case topLeft
  /// The top-right corner.
  case topRight
  /// The bottom-left corner.
  case bottomLeft
  /// The bottom-right corner.
  case bottomRight

  /// Whether the corner is on the top edge.
  @inlinable
  public var isTop: Bool { self == .topLeft || self == .topRight }

  /// The side edge the corner is on.
  @inlinable
  public var side: HorizontalEdge { self == .topLeft || self == .bottomLeft ? .left : .right }

  /// The corner on `side`, at the top or at the bottom.
  @inlinable
  public static func on(_ side: HorizontalEdge, top: Bool) -> ScreenCorner {
    switch (side, top) {
    case (.left, true): return .topLeft
    case (.right, true): return .topRight
    case (.left, false): return .bottomLeft
    case (.right, false): return .bottomRight
    }
  }
}
