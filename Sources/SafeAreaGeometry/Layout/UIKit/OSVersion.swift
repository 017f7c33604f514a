/// An iOS or tvOS version, compared by major then minor number.
public struct OSVersion: Hashable, Sendable, Comparable, Codable {
  /// The major version (11 for iOS 11.4).
  public var major: Int
  /// The minor version (4 for iOS 11.4).
  public var minor: Int

  /// Creates a version.
  @inlinable
  public init(major: Int, minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// iOS 11 and tvOS 11, which introduced `safeAreaLayoutGuide` and
  /// `safeAreaInsets`.
  public static let safeAreaAPI = OSVersion(major: 11)

  /// Whether this version has the safe-area API (`#available(iOS 11, *)`).
  @inlinable
  public var hasSafeAreaAPI: Bool { self >= .safeAreaAPI }

  /// Orders by major, then minor version.
  @inlinable
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
