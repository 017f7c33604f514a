// Policy: a failure picture's expected frame is built from what the property
// already knows, never by a second renderer: a reference's pixels as they
// are, or the actual frame with the broken rule applied (bands set to the
// clear colour, a marker where one was missing).

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
    // Policy: spans, not a test per pixel. A failing host case builds
    // this frame on every shrink step and every device it is placed on,
    // and in the debug build (`swift run fuzz`) a per-pixel loop made
    // shrinking one failure take seconds.
    var copy = self
    let value = color.packed
    let width = width
    copy.pixels.withUnsafeMutableBufferPointer { pixels in
      func fill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        UnsafeMutableBufferPointer(rebasing: pixels[range]).update(repeating: value)
      }
      guard let keep = rect.flatMap({ $0.intersection(bounds) }) else {
        fill(0..<pixels.count)
        return
      }
      // The keep rect lies inside the frame, so every bound below is too.
      fill(0..<keep.y * width)
      for y in keep.y..<keep.y + keep.height {
        fill(y * width..<y * width + keep.x)
        fill(y * width + keep.x + keep.width..<(y + 1) * width)
      }
      fill((keep.y + keep.height) * width..<pixels.count)
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
