// Policy: a scene draws in its own coordinates, origin at the top left of
// the screen it is told about, and never learns that a safe area exists; the
// host moves and clips it. A scene that needs the host's region (to clip for
// itself) reads the canvas's current scissor, as GL code would query
// GL_SCISSOR_BOX.

import SafeAreaGeometry

/// Something a host draws each frame, like one of the gallery's scenes.
public protocol Scene {
  /// Draws one frame.
  ///
  /// - Parameters:
  ///   - canvas: the canvas, already translated and scissored by the host.
  ///   - metrics: the scene's screen (the safe region's size) and scale.
  /// - Throws: ``RasterError`` when the scene's parameters or the metrics are
  ///   out of range.
  func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError)
}

extension SceneMetrics {
  /// The screen, checked to be drawable: neither side above
  /// ``Framebuffer/maximumDimension`` (a bigger screen than any framebuffer
  /// would only make the scenes' boards huge). Zero or negative sides give
  /// an empty screen.
  func drawableScreen() throws(RasterError) -> PixelSize {
    let limit = Framebuffer.maximumDimension
    guard screen.width <= limit else {
      throw .invalidParameter(name: "screen.width", value: screen.width, expected: "<= \(limit)")
    }
    guard screen.height <= limit else {
      throw .invalidParameter(
        name: "screen.height", value: screen.height, expected: "<= \(limit)")
    }
    return PixelSize(width: Swift.max(0, screen.width), height: Swift.max(0, screen.height))
  }
}
