// Policy: unlike CGRect, a Rect is never standardized. A negative extent is a
// bug upstream (the classic one is a clip rectangle with negative width), so
// it is kept as given and treated as having no area rather than silently
// flipped.

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extents, growing right and down from the origin.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  @inlinable public var minX: Double { origin.x }
  /// The top edge.
  @inlinable public var minY: Double { origin.y }
  /// The right edge.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The width.
  @inlinable public var width: Double { size.width }
  /// The height.
  @inlinable public var height: Double { size.height }

  /// Whether the rectangle encloses no area (zero, negative or NaN extent).
  @inlinable
  public var isEmpty: Bool { size.isEmpty }

  /// Whether every coordinate is finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Whether the point lies inside, counting the top and left edges but not
  /// the bottom and right ones (the half-open convention pixels follow).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely within this rectangle.
  ///
  /// An empty rectangle is contained nowhere: containment is about area.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    !other.isEmpty && !isEmpty && other.minX >= minX && other.minY >= minY
      && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle moved by the given amounts.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }
}

extension Rect: CustomStringConvertible {
  /// `x X, y Y, WxH`: the size part as ``Size`` prints it.
  public var description: String { "x \(origin.x), y \(origin.y), \(size)" }
}

extension Rect: Codable {}
