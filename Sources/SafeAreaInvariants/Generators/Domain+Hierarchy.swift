// Policy: hierarchies are small and their values come from a grid of
// whole points (so frames meet bands exactly) with a few tenths (so the
// far-edge clamp meets rounding); parents are mostly earlier views, some
// indices are out of order, and one hierarchy in six has one value made
// invalid. The views are listed, not added, so `add` stays under judgement.

import PropertyFuzzing
import SafeAreaGeometry

/// A hierarchy for the model comparison.
struct HierarchyCase: Sendable, CustomStringConvertible {
  /// The hierarchy.
  var hierarchy: ViewHierarchy

  var description: String {
    let views = hierarchy.views.enumerated().map { index, view in
      "\(index): \(view.parent) \(view.frame)"
        + (view.additionalSafeAreaInsets.map { " additional \($0)" } ?? "")
    }
    return "window \(hierarchy.windowSize) insets \(hierarchy.windowSafeAreaInsets); "
      + views.joined(separator: "; ")
  }
}

extension Domain {
  /// Up to six views on a small window, parents mostly earlier views.
  static let hierarchyCase = Gen<HierarchyCase> { choices in
    // Tenths make `extent - near` round, so the far-edge clamp must step
    // (0.3 + (0.9 - 0.3) > 0.9, for one).
    let extent = Gen<Double>.element(of: [0, 0.3, 0.9, 1.1, 10, 20, 40, 100])
    let inset = Gen<Double>.frequency([
      (4, .element(of: [0, 0.1, 0.3, 0.7, 4, 10, 20, 30])), (1, .double(in: 0...50)),
    ])
    let origin = Gen<Double>.frequency([
      (4, .element(of: [-10, -0.1, 0, 0.1, 4, 10, 20, 30])), (1, .double(in: -20...60)),
    ])
    let insets = Gen { choices in
      EdgeInsets(
        top: inset.generate(&choices), left: inset.generate(&choices),
        bottom: inset.generate(&choices), right: inset.generate(&choices))
    }
    // The views are listed, not added: `add` is judged by the property.
    var hierarchy = ViewHierarchy(
      windowSize: Size(width: extent.generate(&choices), height: extent.generate(&choices)),
      windowSafeAreaInsets: insets.generate(&choices), views: [])
    for index in 0..<choices.int(in: 0...6) {
      let parent: ViewHierarchy.Parent
      switch choices.draw(below: 8) {
      case 0: parent = .detached
      case 1, 2: parent = .window
      case 3: parent = .view(choices.int(in: -1...index + 1))
      default: parent = index == 0 ? .window : .view(choices.int(in: 0...index - 1))
      }
      let frame = Rect(
        x: origin.generate(&choices), y: origin.generate(&choices),
        width: extent.generate(&choices), height: extent.generate(&choices))
      let additional = Gen<EdgeInsets?>.frequency([(2, .always(nil)), (1, insets.map { $0 })])
      let view = ViewHierarchy.View(
        parent: parent, frame: frame, additionalSafeAreaInsets: additional.generate(&choices))
      hierarchy.views.append(view)
    }
    if choices.weightedBool(1, in: 6) {
      let bad = choices.element(of: [.nan, .infinity, -.infinity, -1] as [Double])
      let slot = choices.int(in: 0...(3 + 6 * hierarchy.views.count))
      switch slot {
      case 0: hierarchy.windowSize.width = bad
      case 1: hierarchy.windowSize.height = bad
      case 2: hierarchy.windowSafeAreaInsets.left = bad
      case 3: hierarchy.windowSafeAreaInsets.bottom = bad
      default:
        let index = (slot - 4) / 6
        switch (slot - 4) % 6 {
        case 0: hierarchy.views[index].frame.origin.x = bad
        case 1: hierarchy.views[index].frame.origin.y = bad
        case 2: hierarchy.views[index].frame.size.width = bad
        case 3: hierarchy.views[index].frame.size.height = bad
        case 4: hierarchy.views[index].additionalSafeAreaInsets?.top = bad
        default: hierarchy.views[index].additionalSafeAreaInsets?.right = bad
        }
      }
    }
    return HierarchyCase(hierarchy: hierarchy)
  }
}
