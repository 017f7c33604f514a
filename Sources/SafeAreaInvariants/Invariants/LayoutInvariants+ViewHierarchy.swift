// Policy: the whole view hierarchy is compared with a reference model
// (`Models/ViewHierarchyModel.swift`) of UIKit's documented propagation:
// the mutation run found `ViewHierarchy.safeAreaInsets()` reached by no
// property at all (only `subviewSafeAreaInsets` was), so detached views,
// controllers' additional insets, validation and parent order went
// unjudged. Hierarchies are small and their values come from a grid of
// whole points (so frames meet bands exactly) with a few fractions (so the
// far-edge clamp meets rounding); one in six has one value made invalid.

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
    for index in 0..<Gen.int(in: 0...6).generate(&choices) {
      let parent: ViewHierarchy.Parent
      switch choices.draw(below: 8) {
      case 0: parent = .detached
      case 1, 2: parent = .window
      case 3: parent = .view(Gen.int(in: -1...index + 1).generate(&choices))
      default: parent = index == 0 ? .window : .view(Gen.int(in: 0...index - 1).generate(&choices))
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
      let bad = Gen<Double>.element(of: [.nan, .infinity, -.infinity, -1]).generate(&choices)
      let slot = Gen.int(in: 0...(3 + 6 * hierarchy.views.count)).generate(&choices)
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

extension InvariantSuite {
  /// Every view's safe-area insets match the model of UIKit's rule, and an
  /// invalid input is refused naming the first one.
  static func layoutViewHierarchyMatchesModel() -> Property {
    Property(
      "layout.viewHierarchyMatchesModel",
      summary: "a view hierarchy's safe-area insets match a model of UIKit's propagation",
      generator: Domain.hierarchyCase,
      describe: { $0.description }
    ) { input, result in
      let h = input.hierarchy
      let expected = ViewHierarchyModel.insets(
        windowSize: h.windowSize, windowInsets: h.windowSafeAreaInsets, views: h.views)
      let actual: Result<[EdgeInsets], GeometryError> = Result { () throws(GeometryError) in
        try h.safeAreaInsets()
      }
      switch (actual, expected) {
      case (.success(let insets), .success(let model)):
        for (index, (got, want)) in zip(insets, model).enumerated() where got != want {
          result.fail("view \(index) has insets \(got), expected \(want)")
        }
        result.expect(
          insets.count == model.count, "\(insets.count) insets for \(model.count) views")
      case (.failure(let error), .failure(let model)):
        result.expect(model.matches(error), "threw \(error), expected \(model.invalid)")
      case (.success, .failure(let model)):
        result.fail("accepted the hierarchy, expected \(model.invalid)")
      case (.failure(let error), .success):
        result.fail("threw \(error) for a valid hierarchy")
      }
      result.expect(
        h.views.allSatisfy { $0.isViewControllerRoot == ($0.additionalSafeAreaInsets != nil) },
        "isViewControllerRoot disagrees with additionalSafeAreaInsets")
      var rebuilt = ViewHierarchy(windowSize: h.windowSize, windowSafeAreaInsets: .zero)
      for (index, view) in h.views.enumerated() {
        let added = rebuilt.add(view)
        result.expect(added == index, "add returned \(added) for view \(index)")
      }
      if case .success = expected {
        result.expect(rebuilt.views == h.views, "add did not append the views in order")
        // A frame of negative extent (which validation refuses) still gets
        // insets clamped to zero, never negative ones.
        for view in h.views {
          let frame = Rect(
            x: view.frame.minX, y: view.frame.minY, width: -view.frame.width,
            height: -view.frame.height)
          let insets = ViewHierarchy.subviewSafeAreaInsets(
            parentSize: h.windowSize, parentInsets: h.windowSafeAreaInsets, frame: frame)
          let want = ViewHierarchyModel.inherited(
            from: h.windowSize, insets: h.windowSafeAreaInsets, frame: frame)
          result.expect(insets == want, "insets \(insets) for \(frame), expected \(want)")
        }
      }
      result.classify(h.views.contains { $0.parent == .detached }, "detached view")
      result.classify(
        h.views.contains { $0.additionalSafeAreaInsets != nil }, "controller root view")
      if case .failure = expected { result.label("invalid input") }
    }
  }
}
