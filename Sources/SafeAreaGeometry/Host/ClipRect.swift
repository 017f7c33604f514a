// Policy: the clip rectangle is a method of the region it must stay inside,
// so a reader finds it where they hold the region (`region.clipRect(...)`);
// the free function of earlier releases forwards to it, deprecated, so no
// consumer breaks.

extension PixelRect {
  /// A scene's own clip box turned into a scissor rectangle this region
  /// (the host's safe region, in screen pixels) allows.
  ///
  /// A scene works in its own coordinates (origin at the safe region's top
  /// left). rlgl keeps one scissor rectangle and `BeginScissorMode` replaces
  /// it, so the box must be offset into screen space and intersected with the
  /// host's region, never used as is.
  ///
  /// ```swift
  /// let scissor = safe.clipRect(forSceneBox: PixelRect(x: 0, y: 0, width: 100, height: 50))
  /// ```
  ///
  /// - Parameter sceneBox: the box in scene coordinates.
  /// - Returns: the scissor rectangle in screen pixels, or `nil` when the box
  ///   and the region share no pixel. Never a zero or negative extent: raylib
  ///   takes the width as an `int`, and a negative one read as unsigned clips
  ///   to everything.
  @inlinable
  public func clipRect(forSceneBox sceneBox: PixelRect) -> PixelRect? {
    sceneBox.offsetBy(dx: x, dy: y).intersection(self)
  }
}

/// A scene's own clip box turned into a scissor rectangle the host allows;
/// the same as `region.clipRect(forSceneBox: sceneBox)`.
///
/// - Parameters:
///   - sceneBox: the box in scene coordinates.
///   - region: the safe region in screen pixels.
/// - Returns: the scissor rectangle in screen pixels, or `nil` when the box
///   and the region share no pixel.
@available(*, deprecated, renamed: "PixelRect.clipRect(forSceneBox:self:)")
@inlinable
public func clipRect(sceneBox: PixelRect, in region: PixelRect) -> PixelRect? {
  region.clipRect(forSceneBox: sceneBox)
}
