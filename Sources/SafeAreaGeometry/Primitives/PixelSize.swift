/// A width and a height in whole pixels: a framebuffer or a scene's screen.
public struct PixelSize: Hashable, Sendable {
  /// The horizontal extent in pixels.
  public var width: Int
  /// The vertical extent in pixels.
  public var height: Int

  /// Creates a size from its extents.
  @inlinable
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No pixels.
  public static let zero = PixelSize(width: 0, height: 0)

  /// Whether the size holds no pixel (either extent zero or negative).
  @inlinable
  public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension PixelSize: CustomStringConvertible {
  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}

extension PixelSize: Codable {}
