// Policy: the whole view hierarchy is compared with a reference model
// (`Models/ViewHierarchyModel.swift`) of UIKit's documented propagation:
// the mutation run found `ViewHierarchy.safeAreaInsets()` reached by no
// property at all (only `subviewSafeAreaInsets` was), so detached views,
// controllers' additional insets, validation and parent order went
// unjudged. The hierarchies come from `Domain.hierarchyCase`.

import PropertyFuzzing
import SafeAreaGeometry

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
