/// A width and a height in points.
///
/// A size may be negative or non-finite as a value (it is plain data), but no
/// engine function produces one: empty results are reported as such.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether the size encloses no area: either extent is zero, negative or NaN.
  @inlinable
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// Whether both extents are finite.
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}

extension Size: Codable {}
