// Policy: Apple publishes no overscan figures; 60 pt top and bottom and 80 pt
// left and right are the commonly published ones (UIKit's tvOS safe area
// incorporates `UIScreen.overscanCompensationInsets`). A television has one
// orientation, so both inset rows hold the same values and only `.portrait`
// (the TV's upright, 1920x1080) is meaningful. TVs stay out of
// `Device.catalog`, which is the phone and tablet table.

extension Device {
  /// The overscan compensation insets of a 1080p television frame, in
  /// points: 60 top and bottom, 80 left and right (not published by Apple).
  public static let overscanCompensationInsets = EdgeInsets(
    top: 60, left: 80, bottom: 60, right: 80)

  /// Apple TV HD on a 1080p set: 1920x1080 @1x, with overscan compensation
  /// as its safe area.
  public static let appleTV1080p = Device(
    name: "Apple TV (1080p)", portraitSize: Size(width: 1920, height: 1080), scale: .x1,
    nativePixels: PixelSize(width: 1920, height: 1080),
    portraitInsets: overscanCompensationInsets, landscapeInsets: overscanCompensationInsets)

  /// Apple TV 4K: the same 1920x1080 point screen at @2x (3840x2160 pixels).
  public static let appleTV4K = Device(
    name: "Apple TV 4K", portraitSize: Size(width: 1920, height: 1080), scale: .x2,
    nativePixels: PixelSize(width: 3840, height: 2160),
    portraitInsets: overscanCompensationInsets, landscapeInsets: overscanCompensationInsets)

  /// The television table, kept apart from ``catalog``.
  public static let tvCatalog: [Device] = [.appleTV1080p, .appleTV4K]
}
