import SafeAreaGeometry

/// A scene that draws a marker under each touch and a trail joining them.
///
/// Its points must already be in scene coordinates (mapped with
/// `intoSafeRegion`): the host translates drawing down into the region, so a
/// point left in screen coordinates lands one inset away from the finger.
public struct TouchTrailScene: Scene, Hashable, Sendable {
  /// The touch positions in scene coordinates, oldest first.
  public var points: [Point]
  /// The marker radius in pixels; the trail is half as thick.
  public var radius: Double
  /// The scene's own clear colour.
  public var background: Color
  /// The colour of the trail.
  public var trailColor: Color
  /// The colour of the markers.
  public var markerColor: Color

  /// Creates the scene.
  ///
  /// - Parameters:
  ///   - points: touch positions in scene coordinates; non-finite ones draw
  ///     nothing.
  ///   - radius: the marker radius; a non-positive or NaN radius draws no
  ///     marker and no trail.
  ///   - background: the colour the scene clears to.
  ///   - trailColor: the colour of the segments between points.
  ///   - markerColor: the colour of the markers.
  public init(
    points: [Point], radius: Double = 12, background: Color = .rayWhite,
    trailColor: Color = .lightGray, markerColor: Color = .red
  ) {
    self.points = points
    self.radius = radius
    self.background = background
    self.trailColor = trailColor
    self.markerColor = markerColor
  }

  /// Clears, then draws the trail and a marker on every point (the newest
  /// last, so it is on top).
  ///
  /// - Throws: ``RasterError`` for metrics larger than any framebuffer.
  public func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    _ = try metrics.drawableScreen()
    canvas.clear(background)
    for (start, end) in zip(points, points.dropFirst()) {
      canvas.drawLine(from: start, to: end, thickness: radius / 2, color: trailColor)
    }
    for point in points {
      canvas.fillCircle(center: point, radius: radius, color: markerColor)
    }
  }
}
