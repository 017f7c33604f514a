/// What a host can observe about its window for free each frame: the
/// screen size and the interface orientation.
///
/// raylib's `GetScreenWidth`/`GetScreenHeight` cost nothing; asking UIKit for
/// the insets costs four message sends. A poller keys its cache on this.
public struct InsetGeometry: Hashable, Sendable, Codable {
  /// The window size in points.
  public var size: Size
  /// The interface orientation.
  public var orientation: Orientation

  /// Creates a geometry key.
  public init(size: Size, orientation: Orientation) {
    self.size = size
    self.orientation = orientation
  }
}
