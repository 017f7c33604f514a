// Policy: converting to pixels rounds the insets outward (ceil) and the
// screen inward (floor), so the pixel region can only shrink, never reach
// into an unsafe band. At the integral scales of real phones every catalog
// device converts exactly.

extension SafeRegion {
  /// The screen size in whole pixels at a scale, rounding down.
  ///
  /// - Throws: ``GeometryError/outOfPixelRange(name:value:)`` when the
  ///   screen does not fit 32-bit pixel coordinates.
  public func screenPixels(scale: DisplayScale) throws(GeometryError) -> PixelSize {
    PixelSize(
      width: try (screen.width * scale.factor).rounded(.down).checkedPixel("screen.width"),
      height: try (screen.height * scale.factor).rounded(.down).checkedPixel("screen.height"))
  }

  /// The safe region in whole pixels at a scale, or `nil` when it is empty
  /// in pixels (which can happen for a sliver narrower than one pixel).
  ///
  /// Each inset is rounded up and the screen down, so every pixel of the
  /// result lies inside the region in points.
  ///
  /// - Throws: ``GeometryError/outOfPixelRange(name:value:)`` when a value
  ///   does not fit 32-bit pixel coordinates.
  public func pixelFrame(scale: DisplayScale) throws(GeometryError) -> PixelRect? {
    let screen = try screenPixels(scale: scale)
    let s = scale.factor
    let top = try (insets.top * s).rounded(.up).checkedPixel("insets.top")
    let left = try (insets.left * s).rounded(.up).checkedPixel("insets.left")
    let bottom = try (insets.bottom * s).rounded(.up).checkedPixel("insets.bottom")
    let right = try (insets.right * s).rounded(.up).checkedPixel("insets.right")
    // All four are at most Int32.max, so these sums cannot overflow Int.
    let width = screen.width - left - right
    let height = screen.height - top - bottom
    guard width > 0, height > 0 else { return nil }
    return PixelRect(x: left, y: top, width: width, height: height)
  }
}
