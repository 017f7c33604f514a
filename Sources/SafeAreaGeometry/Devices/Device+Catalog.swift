// Sources for every row (ARCHITECTURE.md, Reference data): pointfreeco/swift-snapshot-testing
// (its ViewImageConfig table of devices),
// flutter's device_frame device tables, and published measurements. The sources
// disagree on the iPhone X landscape bottom inset (21 or 24 pt; 21 is used, as
// in swift-snapshot-testing) and on the minis' point size (375x812 is used, as
// UIKit reports for the 12 mini in its default zoom).

extension Device {
  /// Every device in the reference table, in the table's order.
  public static let catalog: [Device] = [
    .iPhoneSE1, .iPhone8, .iPhoneX, .iPhoneXSMax, .iPhone12, .iPhone12ProMax,
    .iPhone12Mini, .iPhone14Pro, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax,
    .iPadPro11, .iPad102,
  ]

  /// Looks a device up by the first word-for-word match on its name.
  public static func named(_ name: String) -> Device? {
    catalog.first { $0.name == name }
  }

  private static func make(
    _ name: String, _ width: Double, _ height: Double, _ scale: DisplayScale,
    _ pixelWidth: Int, _ pixelHeight: Int,
    portrait: (Double, Double, Double, Double), landscape: (Double, Double, Double, Double)
  ) -> Device {
    Device(
      name: name, portraitSize: Size(width: width, height: height), scale: scale,
      nativePixels: PixelSize(width: pixelWidth, height: pixelHeight),
      portraitInsets: EdgeInsets(
        top: portrait.0, left: portrait.1, bottom: portrait.2, right: portrait.3),
      landscapeInsets: EdgeInsets(
        top: landscape.0, left: landscape.1, bottom: landscape.2, right: landscape.3))
  }

  /// iPhone SE (1st generation): 320x568 @2x, status bar only.
  public static let iPhoneSE1 = make(
    "iPhone SE (1st)", 320, 568, .x2, 640, 1136, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0))
  /// iPhone 8, SE (2nd and 3rd generation): 375x667 @2x.
  public static let iPhone8 = make(
    "iPhone 8, SE 2/3", 375, 667, .x2, 750, 1334, portrait: (20, 0, 0, 0),
    landscape: (0, 0, 0, 0))
  /// iPhone X, XS, 11 Pro: 375x812 @3x, the first notch.
  public static let iPhoneX = make(
    "iPhone X, XS, 11 Pro", 375, 812, .x3, 1125, 2436, portrait: (44, 0, 34, 0),
    landscape: (0, 44, 21, 44))
  /// iPhone XS Max, 11 Pro Max: 414x896 @3x.
  public static let iPhoneXSMax = make(
    "iPhone XS Max, 11 Pro Max", 414, 896, .x3, 1242, 2688, portrait: (44, 0, 34, 0),
    landscape: (0, 44, 21, 44))
  /// iPhone 12, 13, 14: 390x844 @3x.
  public static let iPhone12 = make(
    "iPhone 12, 13, 14", 390, 844, .x3, 1170, 2532, portrait: (47, 0, 34, 0),
    landscape: (0, 47, 21, 47))
  /// iPhone 12/13 Pro Max, 14 Plus: 428x926 @3x.
  public static let iPhone12ProMax = make(
    "iPhone 12/13 Pro Max, 14 Plus", 428, 926, .x3, 1284, 2778, portrait: (47, 0, 34, 0),
    landscape: (0, 47, 21, 47))
  /// iPhone 12 mini, 13 mini: 375x812 @3x with a taller notch inset.
  public static let iPhone12Mini = make(
    "iPhone 12 mini, 13 mini", 375, 812, .x3, 1125, 2436, portrait: (50, 0, 34, 0),
    landscape: (0, 50, 21, 50))
  /// iPhone 14 Pro, 15, 15 Pro, 16: 393x852 @3x, the Dynamic Island.
  public static let iPhone14Pro = make(
    "iPhone 14 Pro, 15, 15 Pro, 16", 393, 852, .x3, 1179, 2556, portrait: (59, 0, 34, 0),
    landscape: (0, 59, 21, 59))
  /// iPhone 15 Pro Max, 15 Plus, 16 Plus: 430x932 @3x.
  public static let iPhone15ProMax = make(
    "iPhone 15 Pro Max, 15 Plus, 16 Plus", 430, 932, .x3, 1290, 2796,
    portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59))
  /// iPhone 16 Pro: 402x874 @3x; 186 px top and 102 px bottom of 2622.
  public static let iPhone16Pro = make(
    "iPhone 16 Pro", 402, 874, .x3, 1206, 2622, portrait: (62, 0, 34, 0),
    landscape: (0, 62, 21, 62))
  /// iPhone 16 Pro Max: 440x956 @3x.
  public static let iPhone16ProMax = make(
    "iPhone 16 Pro Max", 440, 956, .x3, 1320, 2868, portrait: (62, 0, 34, 0),
    landscape: (0, 62, 21, 62))
  /// iPad Pro 11-inch (2018-22): 834x1194 @2x, the same insets both ways.
  public static let iPadPro11 = make(
    "iPad Pro 11 (2018-22)", 834, 1194, .x2, 1668, 2388, portrait: (24, 0, 20, 0),
    landscape: (24, 0, 20, 0))
  /// iPad 10.2-inch with a home button: 810x1080 @2x, status bar only.
  public static let iPad102 = make(
    "iPad 10.2 (home button)", 810, 1080, .x2, 1620, 2160, portrait: (20, 0, 0, 0),
    landscape: (20, 0, 0, 0))
}
