// Policy: converting to pixels rounds the insets outward (ceil) and the
// screen inward (floor), so the pixel region can only shrink, never reach
// into an unsafe band. A product within rounding error of a whole pixel is
// that pixel (see ``PixelRounding``): at a scale of 7/3, 27 pt is 63 px, not
// 64. At the integral scales of real phones every catalog device converts
// exactly.

extension SafeRegion {
  /// The screen size in whole pixels at a scale, rounding down (a product
  /// within rounding error of a whole pixel counts as that pixel).
  ///
  /// - Throws: ``GeometryError/outOfPixelRange(name:value:)`` when the
  ///   screen does not fit 32-bit pixel coordinates.
  public func screenPixels(scale: DisplayScale) throws(GeometryError) -> PixelSize {
    PixelSize(
      width: try PixelRounding.down(screen.width * scale.factor).checkedPixel("screen.width"),
      height: try PixelRounding.down(screen.height * scale.factor).checkedPixel("screen.height"))
  }

  /// The safe region in whole pixels at a scale, or `nil` when it is empty
  /// in pixels (which can happen for a sliver narrower than one pixel).
  ///
  /// Each inset is rounded up and the screen down, so every pixel of the
  /// result lies inside the region in points; a product within
  /// ``PixelRounding/wholeTolerance`` of a whole pixel is taken as that
  /// pixel, so representation error never costs a pixel. An empty region
  /// (``SafeRegion/isEmpty``) has no pixels.
  ///
  /// - Throws: ``GeometryError/outOfPixelRange(name:value:)`` when a value
  ///   does not fit 32-bit pixel coordinates.
  public func pixelFrame(scale: DisplayScale) throws(GeometryError) -> PixelRect? {
    let screen = try screenPixels(scale: scale)
    guard frame != nil else { return nil }
    let s = scale.factor
    let top = try PixelRounding.up(insets.top * s).checkedPixel("insets.top")
    let left = try PixelRounding.up(insets.left * s).checkedPixel("insets.left")
    let bottom = try PixelRounding.up(insets.bottom * s).checkedPixel("insets.bottom")
    let right = try PixelRounding.up(insets.right * s).checkedPixel("insets.right")
    // All four are at most Int32.max, so these sums cannot overflow Int.
    let width = screen.width - left - right
    let height = screen.height - top - bottom
    guard width > 0, height > 0 else { return nil }
    return PixelRect(x: left, y: top, width: width, height: height)
  }
}
