import PropertyFuzzing
import SafeAreaGeometry

// Each property's value moved to a catalog screen: the screen's geometry in
// place of the case's own, everything else kept.

extension Placements where Value == ClipInput {
  /// The scene box kept, clipped against the screen's safe region.
  static let clip = onDevices(
    place: { input, screen in screen.region.map { ClipInput(region: $0, box: input.box) } },
    lacks: { Lacks.region($0.region) })
}

extension Placements where Value == (PixelRect, [Point]) {
  /// The touches kept, mapped against the screen's safe region.
  static let touches = onDevices(
    place: { input, screen in screen.region.map { ($0, input.1) } },
    lacks: { Lacks.region($0.0) })
}

extension Placements where Value == (((PixelRect, Int), (Double, Double)), (Double, Bool)) {
  /// The touch kept at its edge of the screen's safe region.
  static let touchNearAnEdge = onDevices(
    place: { input, screen in
      screen.region.map { region in (((region, input.0.0.1), input.0.1), input.1) }
    },
    lacks: { Lacks.region($0.0.0.0) })
}

extension Placements where Value == (Size, EdgeInsets) {
  /// The screen's size and insets in points (one place per screen and
  /// orientation: the scale plays no part).
  static let pointScreen = onDevices(
    DeviceScreen.pointScreens, place: { _, screen in (screen.size, screen.insets) },
    lacks: { Lacks.screen($0.0, insets: $0.1) })
}

extension Placements where Value == ((Size, EdgeInsets), QuarterTurn) {
  /// The screen's size and insets, the turn kept.
  static let turnedScreen = onDevices(
    DeviceScreen.pointScreens, place: { input, screen in ((screen.size, screen.insets), input.1) },
    lacks: { Lacks.screen($0.0.0, insets: $0.0.1) })
}

extension Placements where Value == ((Size, EdgeInsets), DisplayScale) {
  /// The screen's size, insets and scale.
  static let scaledScreen = onDevices(
    place: { _, screen in ((screen.size, screen.insets), screen.scale) },
    lacks: { Lacks.screen($0.0.0, insets: $0.0.1, scale: $0.1) })
}

extension Placements where Value == PixelSize {
  /// The size of the screen's safe region.
  static let regionSize = onDevices(
    place: { _, screen in screen.region.map { PixelSize(width: $0.width, height: $0.height) } },
    lacks: { Lacks.region(PixelRect(x: 0, y: 0, width: $0.width, height: $0.height)) })
}

extension Placements where Value == (PixelSize, Int) {
  /// The size of the screen's safe region, the budget kept.
  static let regionSizeAndBudget = onDevices(
    place: { input, screen in
      screen.region.map { (PixelSize(width: $0.width, height: $0.height), input.1) }
    },
    lacks: { Lacks.region(PixelRect(x: 0, y: 0, width: $0.0.width, height: $0.0.height)) })
}

extension DeviceScreen {
  /// One screen per device and orientation at the device's own scale, and
  /// the foldable's postures: where only points matter.
  static let pointScreens = all.filter { $0.device.map { $0.scale } ?? .x1 == $0.scale }
}
