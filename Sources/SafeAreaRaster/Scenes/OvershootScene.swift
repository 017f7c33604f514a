import SafeAreaGeometry

/// A scene that draws beyond its own bounds on purpose: bars across every
/// edge, discs on the corners and a diagonal running off both ends.
///
/// It is the scene the host's scissor exists for: translation alone would
/// move it clear of the bands, and its overshoot would paint them anyway.
public struct OvershootScene: Scene, Hashable, Sendable {
  /// How far past each edge the shapes reach, in pixels.
  public var overshoot: Int
  /// The scene's own clear colour.
  public var background: Color
  /// The colour of the shapes.
  public var color: Color

  /// Creates the scene.
  ///
  /// - Parameters:
  ///   - overshoot: pixels past each edge, `0...Framebuffer.maximumDimension`.
  ///   - background: the colour the scene clears to (bounded by the scissor).
  ///   - color: the colour of the shapes.
  public init(overshoot: Int = 40, background: Color = .rayWhite, color: Color = .maroon) {
    self.overshoot = overshoot
    self.background = background
    self.color = color
  }

  /// Clears, then draws the overshooting shapes.
  ///
  /// - Throws: ``RasterError/invalidParameter(name:value:expected:)`` for an
  ///   overshoot out of range or metrics larger than any framebuffer.
  public func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    guard (0...Framebuffer.maximumDimension).contains(overshoot) else {
      throw .invalidParameter(
        name: "overshoot", value: overshoot, expected: "0...\(Framebuffer.maximumDimension)")
    }
    let screen = try metrics.drawableScreen()
    canvas.clear(background)
    let w = Double(screen.width)
    let h = Double(screen.height)
    let o = Double(overshoot)
    let bar = 16.0
    canvas.fillRectangle(Rect(x: -o, y: -o, width: w + 2 * o, height: o + bar), color: color)
    canvas.fillRectangle(Rect(x: -o, y: h - bar, width: w + 2 * o, height: o + bar), color: color)
    canvas.fillRectangle(Rect(x: -o, y: -o, width: o + bar, height: h + 2 * o), color: color)
    canvas.fillRectangle(Rect(x: w - bar, y: -o, width: o + bar, height: h + 2 * o), color: color)
    for corner in [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)] {
      canvas.fillCircle(center: corner, radius: o + bar, color: color)
    }
    canvas.drawLine(
      from: Point(x: -o, y: -o), to: Point(x: w + o, y: h + o), thickness: 6, color: color)
  }
}
