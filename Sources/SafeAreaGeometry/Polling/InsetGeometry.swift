/// What a host can observe about its window for free each frame: the
/// screen size, the interface orientation, and how many layout passes the
/// window has had.
///
/// raylib's `GetScreenWidth`/`GetScreenHeight` cost nothing; asking UIKit for
/// the insets costs four message sends. UIKit lays the window out again
/// whenever its safe area changes (`viewSafeAreaInsetsDidChange`, then
/// `viewDidLayoutSubviews`), which the host hears as a callback and counts
/// for free: so a change of the insets alone, with the size and orientation
/// unchanged (a status bar shown, a foldable's hinge reported), is a new
/// observation too. A poller keys its cache on this.
public struct InsetGeometry: Hashable, Sendable, Codable {
  /// The window size in points.
  public var size: Size
  /// The interface orientation.
  public var orientation: Orientation
  /// How many layout passes UIKit has announced since the first: each
  /// rotation, resize or change of the safe area is one.
  public var layoutPass: Int

  /// Creates a geometry key.
  public init(size: Size, orientation: Orientation, layoutPass: Int = 0) {
    self.size = size
    self.orientation = orientation
    self.layoutPass = layoutPass
  }
}
