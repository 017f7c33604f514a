/// The user interface layout direction, which decides where "leading" and
/// "trailing" fall.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
  /// Leading is left (English, French).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft
}
