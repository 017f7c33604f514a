/// A location in points (or, in pixel contexts, in fractional pixels).
///
/// Pointer positions arrive as floating-point values from the hardware, so
/// the type stays `Double` even where it describes pixels.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downward (UIKit and raylib agree).
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by the given amounts.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

extension Point: Codable {}
