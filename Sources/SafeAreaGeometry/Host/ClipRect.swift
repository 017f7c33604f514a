/// A scene's own clip box turned into a scissor rectangle the host allows.
///
/// A scene works in its own coordinates (origin at the safe region's top
/// left). rlgl keeps one scissor rectangle and `BeginScissorMode` replaces
/// it, so the box must be offset into screen space and intersected with the
/// host's region, never used as is.
///
/// - Parameters:
///   - sceneBox: the box in scene coordinates.
///   - region: the safe region in screen pixels.
/// - Returns: the scissor rectangle in screen pixels, or `nil` when the box
///   and the region share no pixel. Never a zero or negative extent: raylib
///   takes the width as an `int`, and a negative one read as unsigned clips
///   to everything.
@inlinable
public func clipRect(sceneBox: PixelRect, in region: PixelRect) -> PixelRect? {
  sceneBox.offsetBy(dx: region.x, dy: region.y).intersection(region)
}
