/// Distances inward from each edge of a rectangle, in points.
///
/// The order (top, left, bottom, right) is UIKit's `UIEdgeInsets` order.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge (status bar, Dynamic Island).
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge (home indicator).
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets from their four distances.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether every side is exactly zero.
  ///
  /// UIKit answers zeros before the first layout pass, so pollers need this
  /// test, and it must not be fooled by `-0.0` (which equals zero).
  @inlinable
  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

  /// The sum of the left and right insets.
  @inlinable
  public var horizontal: Double { left + right }

  /// The sum of the top and bottom insets.
  @inlinable
  public var vertical: Double { top + bottom }

  /// Returns the insets if every side is finite and not negative, otherwise
  /// throws an error naming the first bad side.
  ///
  /// The name is built only for an error: a provider validates every
  /// phase's insets, once a fuzz case, under a name with its index.
  ///
  /// - Parameter name: how the caller refers to these insets in errors.
  public func validated(name: @autoclosure () -> String = "insets") throws(GeometryError)
    -> EdgeInsets
  {
    _ = try top.requireNonNegative("\(name()).top")
    _ = try left.requireNonNegative("\(name()).left")
    _ = try bottom.requireNonNegative("\(name()).bottom")
    _ = try right.requireNonNegative("\(name()).right")
    return self
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `top/left/bottom/right`, the order the device table uses.
  public var description: String { "\(top)/\(left)/\(bottom)/\(right)" }
}

extension EdgeInsets: Codable {}
