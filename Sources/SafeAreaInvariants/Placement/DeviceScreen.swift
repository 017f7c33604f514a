// Policy: the places a counterexample is looked for are the screens people
// hold: every device of the catalog in each of its four orientations, at
// its own scale and at one pixel per point (the harness's frames use 1 px
// per point), then the foldable's five postures at one pixel per point.
// Phones first, newest first, then the tablets, so the first place named is
// the one most users have; the order is fixed, so the answer is the same
// on every machine.

import PropertyFuzzing
import SafeAreaGeometry

/// A screen a case can be moved to: a catalog device in one orientation at
/// one scale, or a posture of the foldable.
public struct DeviceScreen: Sendable, Hashable, CustomStringConvertible {
  /// Its name, as reports print it (`iPhone 16 Pro, landscapeLeft`).
  public var name: String
  /// The device, when it is one of the catalog (`nil` for the foldable).
  public var device: Device?
  /// The screen in points.
  public var size: Size
  /// The safe insets in points.
  public var insets: EdgeInsets
  /// Pixels per point.
  public var scale: DisplayScale
  /// The orientation.
  public var orientation: Orientation

  /// The name.
  public var description: String { name }

  /// The screen in whole pixels (rounded down).
  public var pixelScreen: PixelSize {
    PixelSize(
      width: Int((size.width * scale.factor).rounded(.down)),
      height: Int((size.height * scale.factor).rounded(.down)))
  }

  /// The safe region in whole pixels, `nil` when empty.
  public var region: PixelRect? {
    guard let region = try? SafeRegion(screen: size, insets: insets) else { return nil }
    return (try? region.pixelFrame(scale: scale)) ?? nil
  }

  /// Every place, in the order they are tried.
  public static let all: [DeviceScreen] = {
    var screens: [DeviceScreen] = []
    for device in Device.byReach {
      for scale in [device.scale, DisplayScale.x1] {
        for orientation in Orientation.allCases {
          screens.append(
            DeviceScreen(
              name: "\(device.name), \(orientation)"
                + (scale == device.scale ? "" : ", 1 px per point"),
              device: device, size: device.screenSize(in: orientation),
              insets: device.safeInsets(in: orientation), scale: scale, orientation: orientation))
        }
      }
    }
    for posture in FoldablePosture.allCases {
      screens.append(
        DeviceScreen(
          name: "foldable, \(posture.id) posture, 1 px per point", device: nil,
          size: posture.layout.windowSize, insets: posture.layout.safeInsets, scale: .x1,
          orientation: posture.orientation))
    }
    return screens
  }()

  /// The screens at one pixel per point (the harness's host frames).
  public static let atOnePixelPerPoint = all.filter { $0.scale == .x1 }
}

extension Placements {
  /// Placements over device screens: the value at each screen, and what a
  /// value no screen reproduces needs.
  ///
  /// - Parameters:
  ///   - screens: the screens to try, in order.
  ///   - place: the value with the screen's geometry in place of its own,
  ///     the rest kept; `nil` when the screen has no version of it.
  ///   - lacks: what the value has that no screen has.
  static func onDevices(
    _ screens: [DeviceScreen] = DeviceScreen.all,
    place: @escaping @Sendable (Value, DeviceScreen) -> Value?,
    lacks: @escaping @Sendable (Value) -> String
  ) -> Placements {
    Placements(
      places: screens.map(\.name), place: { value, index in place(value, screens[index]) },
      lacks: lacks)
  }
}

extension Device {
  /// The catalog, phones first, newest first, then the tablets: the order
  /// places are tried in.
  static let byReach: [Device] =
    catalog.filter { !$0.name.hasPrefix("iPad") }.reversed()
    + catalog.filter { $0.name.hasPrefix("iPad") }
}
