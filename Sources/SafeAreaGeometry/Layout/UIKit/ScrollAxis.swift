/// The direction a scroll view, table or collection scrolls in.
public enum ScrollAxis: String, CaseIterable, Hashable, Sendable, Codable {
  /// Scrolls left and right.
  case horizontal
  /// Scrolls up and down (tables, most collections).
  case vertical
}
