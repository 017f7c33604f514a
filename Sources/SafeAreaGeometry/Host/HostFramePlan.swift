// Policy: the host clears the whole screen before it raises the scissor.
// A scene's own ClearBackground becomes a glClear that the scissor bounds, so
// without the full clear the bands keep whatever was drawn last; after a
// rotation that is 186 px of stale content down each side.

/// The commands a raylib host issues for one frame.
public struct HostFramePlan: Hashable, Sendable {
  /// The screen in pixels.
  public let screen: PixelSize
  /// The safe region in pixels, or `nil` when it is empty.
  public let region: PixelRect?
  /// The commands, in order.
  public let commands: [HostCommand]

  /// Plans a frame: clear everything, scissor to the region, push, translate
  /// by the region's origin, draw the scene with the region's size as its
  /// screen, pop, end the scissor.
  ///
  /// When the region is `nil` (the insets leave no pixel) the plan only
  /// clears: a scene handed a 0x0 screen would divide by zero, and drawing
  /// nothing is what an empty region means.
  ///
  /// - Parameters:
  ///   - screen: the framebuffer size in pixels.
  ///   - region: the safe region in pixels, normally from
  ///     ``SafeRegion/pixelFrame(scale:)``. It is intersected with the
  ///     screen, so a region that sticks out cannot widen the scissor.
  ///   - scale: pixels per point, passed on in the scene's metrics.
  public init(screen: PixelSize, region: PixelRect?, scale: DisplayScale) {
    self.screen = screen
    let clipped = region.flatMap { $0.intersection(PixelRect(size: screen)) }
    self.region = clipped
    guard let safe = clipped else {
      commands = [.clearBackground]
      return
    }
    commands = [
      .clearBackground,
      .beginScissor(safe),
      .pushMatrix,
      .translate(x: safe.x, y: safe.y),
      .drawScene(SceneMetrics(screen: safe.size, scale: scale)),
      .popMatrix,
      .endScissor,
    ]
  }

  /// Wraps a hand-written command list: a recorded frame, a test, or a
  /// deliberately wrong variant in the fuzzer's mutants. Nothing is checked;
  /// the rasterizer executes the commands as given.
  public init(screen: PixelSize, region: PixelRect?, commands: [HostCommand]) {
    self.screen = screen
    self.region = region
    self.commands = commands
  }

  /// Plans a frame for a device in an orientation.
  ///
  /// - Throws: ``GeometryError`` only if the device's data is invalid.
  public init(device: Device, orientation: Orientation) throws(GeometryError) {
    let safe = try device.safeRegion(in: orientation)
    self.init(
      screen: try safe.screenPixels(scale: device.scale),
      region: try safe.pixelFrame(scale: device.scale), scale: device.scale)
  }
}
