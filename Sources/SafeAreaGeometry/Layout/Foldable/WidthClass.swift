/// The horizontal size class a window reports.
///
/// On the foldable the unfolded landscape window is regular although the
/// device is a phone: code meant for iPads must check the device type, not
/// this class (seed rule 7).
public enum WidthClass: String, CaseIterable, Hashable, Sendable, Codable {
  /// Phones in most postures.
  case compact
  /// iPads, and the foldable unfolded in landscape.
  case regular
}
