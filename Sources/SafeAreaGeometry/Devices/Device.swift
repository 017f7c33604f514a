// Policy: landscape insets are data, not a rotation of portrait ones. The
// home indicator is 34 pt upright and 21 pt sideways, and the status bar
// disappears in landscape on notched phones, so no rotation rule could
// produce the landscape row from the portrait one.

/// A device's screen: its size, scale, and the safe-area insets UIKit
/// reports in each orientation.
public struct Device: Hashable, Sendable, Codable {
  /// The model name, with the other models that share the screen.
  public var name: String
  /// The screen in points, upright.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: DisplayScale
  /// The native pixel size, upright, as published.
  public var nativePixels: PixelSize
  /// The safe-area insets upright, in points.
  public var portraitInsets: EdgeInsets
  /// The safe-area insets in either landscape orientation, in points.
  public var landscapeInsets: EdgeInsets

  /// Creates a device description.
  public init(
    name: String, portraitSize: Size, scale: DisplayScale, nativePixels: PixelSize,
    portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.nativePixels = nativePixels
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
  }

  /// The screen size in points in an orientation.
  @inlinable
  public func screenSize(in orientation: Orientation) -> Size {
    orientation.isLandscape
      ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets UIKit reports in an orientation, in interface
  /// coordinates.
  ///
  /// Upside-down uses the portrait row: the status bar stays at the top of
  /// the interface, and the devices that allow upside-down (iPads) report the
  /// same insets both ways up. Face ID iPhones do not offer upside-down at
  /// all; asking for it returns what an app that forced it would see.
  @inlinable
  public func safeInsets(in orientation: Orientation) -> EdgeInsets {
    orientation.isLandscape ? landscapeInsets : portraitInsets
  }

  /// Whether the device's insets are zero in every orientation, the case a
  /// poller must settle on instead of asking forever.
  @inlinable
  public var hasNoInsets: Bool { portraitInsets.isZero && landscapeInsets.isZero }

  /// The safe region in an orientation.
  public func safeRegion(in orientation: Orientation) throws(GeometryError) -> SafeRegion {
    try SafeRegion(screen: screenSize(in: orientation), insets: safeInsets(in: orientation))
  }
}
