// Policy: a failure picture's expected frame is built from what the property
// already knows, never by a second renderer: a reference's pixels as they
// are, or the actual frame with the broken rule applied (bands set to the
// clear colour, a marker where one was missing).

import CFill
import SafeAreaGeometry

extension Framebuffer {
  /// A framebuffer holding `pixels` (packed as ``Color/packed``), row by
  /// row: a reference model's frame.
  ///
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)`` for a
  ///   bad size, ``RasterError/invalidParameter(name:value:expected:)``
  ///   when the pixel count is not `width * height`.
  public init(width: Int, height: Int, pixels: [UInt32]) throws(RasterError) {
    try Self.validate(width: width, height: height)
    guard pixels.count == width * height else {
      throw .invalidParameter(
        name: "pixels", value: pixels.count, expected: "\(width * height) (width x height)")
    }
    try self.init(width: width, height: height)
    self.pixels = pixels
  }

  /// The same frame with every pixel outside `rect` set to `color`: what a
  /// host frame should look like when its bands hold the clear colour.
  ///
  /// - Parameters:
  ///   - rect: the pixels to keep (the safe region), or `nil` for none.
  ///   - color: the colour for every other pixel.
  public func settingPixels(outside rect: PixelRect?, to color: Color) -> Framebuffer {
    // Policy: bands filled in C, not a test per pixel. A failing host case
    // builds this frame on every shrink step and every device it is placed
    // on, and in the debug build (`swift run fuzz`) a per-pixel loop made
    // shrinking one failure take seconds.
    var copy = self
    let value = color.packed
    let stride = width
    let keep = rect.flatMap { $0.intersection(bounds) }
    let bands = keep.map { bounds.bands(around: $0) } ?? [bounds]
    copy.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      for band in bands where !band.isEmpty {
        sa_fill_rectangle32(base, stride, band.minX, band.minY, band.width, band.height, value)
      }
    }
    return copy
  }

  /// The same frame with one pixel set to `color` (unchanged when the
  /// pixel is outside the frame).
  public func settingPixel(x: Int, y: Int, to color: Color) -> Framebuffer {
    var copy = self
    if bounds.contains(x: x, y: y) { copy.pixels[y * width + x] = color.packed }
    return copy
  }
}
