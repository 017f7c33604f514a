import PropertyFuzzing
import SafeAreaGeometry

// Policy: a corner-block layout case is moved to each of the foldable's
// postures (the catalog's only screens with reserved corners), the rest of
// the case kept: a band, a row, a container request or a direction means
// the same on any layout. An ordinary-layout case is moved to every catalog
// device's screen in points, its margins, band and widths kept. A case
// whose values have no place on a posture (a band below a shorter window)
// still runs there: it fails or holds as the property says.

extension Placements {
  /// Placements over the foldable's postures of a value holding a
  /// corner-block layout case.
  ///
  /// - Parameters:
  ///   - layoutCase: the value's layout case.
  ///   - replacing: the value with another layout case, the rest kept.
  static func onPostures(
    _ layoutCase: @escaping @Sendable (Value) -> CornerBlockCase,
    replacing: @escaping @Sendable (Value, CornerBlockCase) -> Value
  ) -> Placements {
    let postures = FoldablePosture.allCases
    return Placements(
      places: postures.map { "foldable, \($0.id) posture" },
      place: { value, index in
        let posture = postures[index]
        return replacing(value, CornerBlockCase(layout: posture.layout, posture: posture))
      },
      lacks: { value in Lacks.cornerBlocks(layoutCase(value)) })
  }
}

/// A band or a request drawn on a corner-block layout case, which a
/// placement replaces. Its metatype is sendable: the placements' closures,
/// which run on any job's thread, capture the conforming type.
protocol LayoutCaseHolding: SendableMetatype {
  /// The layout case it is drawn on.
  var layoutCase: CornerBlockCase { get set }
}

extension LayoutBand: LayoutCaseHolding {}
extension ContainerRequest: LayoutCaseHolding {}
extension TrailingControlRequest: LayoutCaseHolding {}

extension Placements where Value: LayoutCaseHolding {
  /// The band or request kept, on each posture.
  static var postures: Placements {
    onPostures(
      { $0.layoutCase },
      replacing: { value, layoutCase in
        var moved = value
        moved.layoutCase = layoutCase
        return moved
      })
  }
}

extension Placements where Value == (CornerBlockCase, Double) {
  /// The row's height kept, on each posture.
  static let topBar = onPostures(
    { $0.0 }, replacing: { input, layoutCase in (layoutCase, input.1) })
}

extension Placements where Value == (CornerBlockCase, LayoutDirection) {
  /// The layout direction kept, on each posture.
  static let sideColumn = onPostures(
    { $0.0 }, replacing: { input, layoutCase in (layoutCase, input.1) })
}

extension Placements where Value == PlainLayoutCase {
  /// The margins, band, row and control kept, on each catalog device's
  /// screen in points (the foldable's postures have reserved corners, which
  /// an ordinary layout has not).
  static let ordinaryScreen = onDevices(
    DeviceScreen.pointScreens.filter { $0.device != nil },
    place: { input, screen in
      var moved = input
      moved.layout.windowSize = screen.size
      moved.layout.safeInsets = screen.insets
      return moved
    },
    lacks: { Lacks.screen($0.layout.windowSize, insets: $0.layout.safeInsets) })
}
