// Policy: the scene learns the host's region from the canvas's current
// scissor (the whole framebuffer when none is set), intersects its own box
// with it through `PixelRect.clipRect(forSceneBox:)`, and restores the host's scissor
// afterwards, because rlgl's scissor does not nest. When the box misses the
// region it draws nothing in it rather than raising a degenerate scissor.

import SafeAreaGeometry

/// A scene that clips its own drawing to a box, the way a scene with a
/// panel or a viewport does.
public struct ClipBoxScene: Scene, Hashable, Sendable {
  /// The box in scene coordinates.
  public var box: PixelRect
  /// The scene's own clear colour.
  public var background: Color
  /// The colour flooded inside the box.
  public var color: Color

  /// Creates the scene.
  ///
  /// - Parameters:
  ///   - box: the box in scene coordinates; any values (it may stick out of
  ///     the scene, or have no area).
  ///   - background: the colour the scene clears to.
  ///   - color: the colour drawn, deliberately far past the box, inside it.
  public init(box: PixelRect, background: Color = .rayWhite, color: Color = .skyBlue) {
    self.box = box
    self.background = background
    self.color = color
  }

  /// Clears, raises its own scissor to the box within the region, fills
  /// the rectangle three times the box's size centred on it (so it
  /// overshoots the box on every side), and restores the host's scissor.
  ///
  /// - Throws: never for a scissor it raises (`PixelRect.clipRect(forSceneBox:)`
  ///   gives only rectangles with area); ``RasterError`` for metrics larger
  ///   than any framebuffer.
  public func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    _ = try metrics.drawableScreen()
    canvas.clear(background)
    let hostScissor = canvas.scissor
    let region = hostScissor ?? canvas.framebuffer.bounds
    guard let clip = region.clipRect(forSceneBox: box) else { return }
    try canvas.beginScissor(clip)
    let boxRect = box.rect
    canvas.fillRectangle(
      Rect(
        x: boxRect.minX - boxRect.width, y: boxRect.minY - boxRect.height,
        width: boxRect.width * 3, height: boxRect.height * 3), color: color)
    if let hostScissor {
      try canvas.beginScissor(hostScissor)
    } else {
      canvas.endScissor()
    }
  }
}
