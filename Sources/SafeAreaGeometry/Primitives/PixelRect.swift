// Policy: a PixelRect is what a scissor takes. Its fields are plain Int so a
// buggy caller can still build a negative-width one (that is the bug the
// fuzzer hunts), but no engine function returns one: results without area
// are nil. Arithmetic on edges saturates so values near the integer limits
// never trap.

/// An axis-aligned rectangle in whole pixels, origin at the top left.
public struct PixelRect: Hashable, Sendable {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The horizontal extent.
  public var width: Int
  /// The vertical extent.
  public var height: Int

  /// Creates a rectangle from its coordinates.
  @inlinable
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle at the origin with the given size.
  @inlinable
  public init(size: PixelSize) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  @inlinable public var minX: Int { x }
  /// The top edge.
  @inlinable public var minY: Int { y }
  /// One past the right-most column, saturating at `Int.max`.
  @inlinable public var maxX: Int { x.saturatingAdd(width) }
  /// One past the bottom-most row, saturating at `Int.max`.
  @inlinable public var maxY: Int { y.saturatingAdd(height) }
  /// The extents.
  @inlinable public var size: PixelSize { PixelSize(width: width, height: height) }

  /// Whether the rectangle holds no pixel (zero or negative extent).
  @inlinable
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The number of pixels, or `nil` if it does not fit in an `Int`.
  @inlinable
  public var area: Int? {
    guard !isEmpty else { return 0 }
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow ? nil : product
  }

  /// Whether the pixel at `(px, py)` lies inside.
  @inlinable
  public func contains(x px: Int, y py: Int) -> Bool {
    !isEmpty && px >= minX && px < maxX && py >= minY && py < maxY
  }

  /// Whether `other` lies entirely within this rectangle.
  @inlinable
  public func contains(_ other: PixelRect) -> Bool {
    !isEmpty && !other.isEmpty && other.minX >= minX && other.minY >= minY
      && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle moved by the given amounts, saturating at the limits.
  @inlinable
  public func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy), width: width, height: height)
  }

  /// The same pixels as a rectangle in (pixel-valued) `Double` coordinates.
  @inlinable
  public var rect: Rect {
    Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
  }
}

extension PixelRect {
  /// Converts a rectangle whose coordinates are whole numbers of pixels,
  /// or returns `nil` when any coordinate is fractional, non-finite, or
  /// outside the 32-bit pixel range.
  ///
  /// - Parameter rect: a rectangle already expressed in pixels.
  public init?(exactly rect: Rect) {
    func whole(_ value: Double) -> Int? {
      guard value.isFinite, abs(value) <= Double(maximumPixelMagnitude) else { return nil }
      return Int(exactly: value)
    }
    guard let x = whole(rect.minX), let y = whole(rect.minY),
      let width = whole(rect.width), let height = whole(rect.height)
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}

extension PixelRect: CustomStringConvertible {
  /// `x X, y Y, WxH`: the size part as ``PixelSize`` prints it.
  public var description: String { "x \(x), y \(y), \(size)" }
}

extension PixelRect: Codable {}
