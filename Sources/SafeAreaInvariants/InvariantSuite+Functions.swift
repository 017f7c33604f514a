// Policy: the table is written out, not discovered by running the suite, so
// a reader sees which engine functions each invariant judges; a test runs
// every property on a recording engine and fails when the table and the
// code disagree.

extension InvariantSuite {
  /// The engine functions each property calls, by property name.
  ///
  /// A property with an empty set judges this package's own value types
  /// (`intersection.symmetric`), so no implementation can be tested by it.
  public static let functionsUsed: [String: Set<EngineFunction>] = [
    "clip.wellFormed": [.clipRect],
    "intersection.symmetric": [],
    // The value types, the rasterizer and the simulated provider, checked
    // directly: no engine function of an implementation is involved.
    "poller.providerTotal": [],
    "primitives.pixelRects": [],
    "primitives.rects": [],
    "orientation.quarterTurns": [],
    "rotation.geometry": [],
    "raster.matchesReference": [],
    "raster.framesMatchReference": [],
    "raster.limitsAsDocumented": [],
    "cells.rulesMatchReference": [],
    "framebuffer.inspection": [],
    "layout.uikitRulesAsDocumented": [],
    "layout.viewHierarchyMatchesModel": [],
    "poller.policiesMatchModel": [],
    "primitives.limits": [],
    "primitives.vocabulary": [],
    "pointer.inverse": [.intoSafeRegion, .belowSafeArea],
    // With hostFrame the implementation renders the frame itself (and maps
    // and clips with its own code); without it the Canvas draws the plan.
    "pointer.drawingAgrees": [.intoSafeRegion, .hostPlan, .hostFrame],
    "host.sceneInsideRegion": [.hostPlan, .clipRect, .hostFrame],
    "host.noStaleBands": [.hostPlan, .hostFrame],
    "region.matchesInsets": [.safeFrame],
    "rotation.commutes": [.safeFrame],
    "pixels.insideBands": [.pixelFrame],
    "grid.lifeFits": [.lifeGrid],
    "grid.automatonFills": [.automatonGrid],
    "poller.matchesTruth": [.makePoller],
    "totality.noTrap": [.safeFrame, .pixelFrame, .clipRect, .hostPlan, .lifeGrid, .automatonGrid],
    // The Life sizing with any budget, and the automaton's default sizing,
    // by the rule; the automaton with other parameters on the value type.
    "grid.sizingMatchesPolicy": [.lifeGrid, .automatonGrid],
    "layout.stripsMatchTable": [.sideStrip],
    "layout.bandClearsCornerBlocks": [.bandFrame],
    "layout.containerCentredInBand": [.bottomEdgeSideInsets, .centredPlacement],
    "layout.trailingControlAgainstRightInset": [.bandSideInsets, .trailingControlMinX],
    "layout.topBarUsesOneStatusHeight": [.statusIsland, .topBarLayout],
    "layout.reductionIsBitIdentical": [
      .sideStrip, .statusIsland, .sideColumnButtonFrame, .bandSideInsets, .bottomEdgeSideInsets,
      .bandFrame, .centredPlacement, .topBarLayout, .trailingControlMinX, .rowTrailingControlMinX,
    ],
    "layout.islandShiftBoundedAndMonotone": [.islandTrailingShift],
    "layout.sideColumnButtonInStrip": [.sideColumnButtonFrame, .sideStrip],
    "layout.subviewInsetsWithinExtent": [.subviewSafeAreaInsets],
    "layout.marginsMirrorUnderRTL": [.effectiveMargins],
    "layout.staticElementsClearBands": [.safeAnchors, .pinnedFrame],
    "layout.anchorsFollowOSVersion": [.safeAnchors],
    "layout.cornerBlocksMatchModel": [
      .statusIsland, .sideStrip, .bandSideInsets, .bandFrame, .bottomEdgeSideInsets,
      .islandTrailingShift, .rowTrailingControlMinX, .topBarLayout, .sideColumnButtonFrame,
      .centredPlacement,
    ],
  ]

  /// The properties that judge at least one of `provided`, in suite order.
  ///
  /// - Parameter provided: the functions an implementation provides.
  public static func applicableProperties(providing provided: Set<EngineFunction>) -> [String] {
    propertyNames.filter { !(functionsUsed[$0] ?? []).isDisjoint(with: provided) }
  }
}
