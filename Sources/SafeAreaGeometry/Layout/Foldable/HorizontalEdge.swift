/// The left or right edge of a window, where a side inset and its strip sit.
public enum HorizontalEdge: String, CaseIterable, Hashable, Sendable, Codable {
  /// The left edge.
  case left
  /// The right edge.
  case right
}
