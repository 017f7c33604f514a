import PropertyFuzzing
import SafeAreaGeometry

// Host frames moved to a catalog screen at one pixel per point (what the
// harness sends a renderer: at most 1194 px a side), the scene kept.

extension PixelScene {
  /// The scene of a device screen at one pixel per point.
  init(_ screen: DeviceScreen) {
    let origin: Origin =
      screen.device.map { .catalog($0, screen.orientation) } ?? .place(screen.name)
    self.init(screen: screen.pixelScreen, region: screen.region, origin: origin)
  }

  /// What a scene has that no screen at one pixel per point has.
  var lacks: String {
    guard let region else {
      return "a \(screen.width)x\(screen.height) px screen with no safe region, which no "
        + "catalog screen is"
    }
    switch origin {
    case .invented(let top, let left, let bottom, let right):
      return "a \(screen.width)x\(screen.height) px screen with insets \(top)/\(left)/\(bottom)/"
        + "\(right) px and the region \(region): no catalog screen at 1 px per point fails the "
        + "same way"
    case .catalog, .place:
      return "\(origin) itself fails; no other catalog screen does"
    }
  }
}

extension Placements
where Value == (scene: PixelScene, useClipBox: Bool, overshoot: Int, box: PixelRect) {
  /// The screen's frame, the scene (clip box or overshoot) kept.
  static let hostFrame = onDevices(
    DeviceScreen.atOnePixelPerPoint,
    place: { input, screen in
      (PixelScene(screen), input.useClipBox, input.overshoot, input.box)
    }, lacks: { $0.scene.lacks })
}

extension Placements where Value == (PixelScene, Int) {
  /// The screen's frame, the turn kept.
  static let turnedHostFrame = onDevices(
    DeviceScreen.atOnePixelPerPoint, place: { input, screen in (PixelScene(screen), input.1) },
    lacks: { $0.0.lacks })
}

extension Placements where Value == (PixelScene, [Point]) {
  /// The screen's frame, each touch kept at its place in the region
  /// (moved with the region's origin, and onto its last pixel where the
  /// new region is smaller).
  static let touchedHostFrame = onDevices(
    DeviceScreen.atOnePixelPerPoint,
    place: { input, screen in
      let scene = PixelScene(screen)
      guard let old = input.0.region, let new = scene.region else { return nil }
      let touches = input.1.map { touch in
        Point(
          x: Double(new.x) + Swift.min(touch.x - Double(old.x), Double(new.width) - 0.5),
          y: Double(new.y) + Swift.min(touch.y - Double(old.y), Double(new.height) - 0.5))
      }
      return (scene, touches)
    }, lacks: { $0.0.lacks })
}
