// Policy: pixels live in one contiguous `[UInt32]`, row after row with no
// padding, each value holding bytes R, G, B, A in memory. That makes a row a
// PNG row, a clear a `memset`-like store, and a fill a slice update; there is
// no per-pixel call through a protocol anywhere on the hot paths.

import CFill
import SafeAreaGeometry

/// An RGBA8 image in memory: what the canvas draws into.
public struct Framebuffer: Hashable, Sendable {
  /// The largest width or height accepted, the common GL_MAX_TEXTURE_SIZE.
  ///
  /// Larger than any phone screen (2868 px) with room for tablets at 3x; at
  /// the limit a framebuffer takes 1 GiB, so the bound also keeps a fuzzer's
  /// sizes from exhausting memory.
  public static let maximumDimension = 16_384

  /// The width in pixels.
  public private(set) var width: Int
  /// The height in pixels.
  public private(set) var height: Int
  /// The pixels, `width * height` of them, row by row from the top left.
  ///
  /// Each value holds bytes R, G, B, A in memory; read one with
  /// ``Color/init(packed:)`` or ``subscript(x:y:)``.
  public internal(set) var pixels: [UInt32]

  /// Creates a framebuffer filled with one colour.
  ///
  /// - Parameters:
  ///   - width: the width in pixels, `1...maximumDimension`.
  ///   - height: the height in pixels, `1...maximumDimension`.
  ///   - color: the initial colour of every pixel; transparent black by
  ///     default, like fresh GL storage.
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)`` when an
  ///   extent is zero, negative or above the maximum.
  public init(width: Int, height: Int, color: Color = .blank) throws(RasterError) {
    try Self.validate(width: width, height: height)
    self.width = width
    self.height = height
    // Filled by the C library's 32-bit memset: the same pixels as
    // `Array(repeating:count:)`, which in a debug build copies them one
    // value-witness call at a time (fuzz cases create a frame each).
    let count = width * height
    let value = color.packed
    self.pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress { sa_fill32(base, value, count) }
      initialized = count
    }
  }

  /// Creates a framebuffer of a size filled with one colour.
  ///
  /// - Parameters:
  ///   - size: the size in pixels, each side `1...maximumDimension`.
  ///   - color: the initial colour of every pixel.
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)``.
  public init(size: PixelSize, color: Color = .blank) throws(RasterError) {
    try self.init(width: size.width, height: size.height, color: color)
  }

  static func validate(width: Int, height: Int) throws(RasterError) {
    let valid = 1...maximumDimension
    guard valid.contains(width), valid.contains(height) else {
      throw .invalidFramebufferSize(width: width, height: height)
    }
  }

  /// The size in pixels.
  @inlinable
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The whole framebuffer as a rectangle at the origin.
  @inlinable
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The colour at a pixel, or `nil` outside the framebuffer.
  @inlinable
  public subscript(x x: Int, y y: Int) -> Color? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return Color(packed: pixels[y * width + x])
  }

  /// Reinterprets the storage as a different size, keeping the bytes.
  ///
  /// This is what a swapchain recreated after a rotation may hand back:
  /// the same memory read with the new row length, so whatever was drawn
  /// before shows up, scrambled, until something overwrites it. Tests use it
  /// to show that the host's full clear leaves no stale pixel. Pixels beyond
  /// the old storage are transparent black; storage beyond the new size is
  /// dropped.
  ///
  /// - Parameter size: the new size, each side `1...maximumDimension`.
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)``; the
  ///   framebuffer is unchanged.
  public mutating func reshape(to size: PixelSize) throws(RasterError) {
    try Self.validate(width: size.width, height: size.height)
    let count = size.width * size.height
    if count < pixels.count {
      pixels.removeLast(pixels.count - count)
    } else if count > pixels.count {
      pixels.append(contentsOf: repeatElement(Color.blank.packed, count: count - pixels.count))
    }
    width = size.width
    height = size.height
  }
}
