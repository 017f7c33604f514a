// Policy: a framebuffer prints as its size, not its millions of pixels, so a
// failed expectation stays readable.

extension Framebuffer: CustomStringConvertible, CustomDebugStringConvertible {
  /// `Framebuffer WxH`.
  public var description: String { "Framebuffer \(width)x\(height)" }
  /// `Framebuffer WxH`.
  public var debugDescription: String { description }
}

extension Canvas: CustomStringConvertible {
  /// The framebuffer size, translation, matrix depth and scissor.
  public var description: String {
    "Canvas \(framebuffer.width)x\(framebuffer.height), translation \(translation), "
      + "depth \(matrixDepth), scissor \(scissor.map(\.description) ?? "off")"
  }
}
