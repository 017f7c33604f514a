/// What a scene is told about the space it draws into.
///
/// The host hands every scene metrics whose screen is the safe region's
/// size, so a scene computes its geometry for the space it will actually get
/// and never learns that a safe area exists.
public struct SceneMetrics: Hashable, Sendable {
  /// The scene's screen in pixels: the safe region's size.
  public var screen: PixelSize
  /// Pixels per point, for scenes that lay out text or controls in points.
  public var scale: DisplayScale

  /// Creates scene metrics.
  public init(screen: PixelSize, scale: DisplayScale) {
    self.screen = screen
    self.scale = scale
  }
}
