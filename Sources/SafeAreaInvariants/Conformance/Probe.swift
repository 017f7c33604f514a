// Policy: the probe inputs are ordinary (a catalog phone, a folded posture),
// so a correct implementation cannot trap on them; what the probe learns is
// only whether the function exists, never whether it is right.

import SafeAreaGeometry

/// Finds out which functions an implementation provides.
enum Probe {
  static let screen = Size(width: 390, height: 844)
  static let insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  static let region = PixelRect(x: 0, y: 141, width: 1170, height: 2289)
  static let layout = FoldablePosture.foldedPortrait.layout

  /// Whether `implementation` answers `function` rather than throwing
  /// ``NotProvided``.
  static func answers(_ function: EngineFunction, _ i: some SafeAreaImplementation) -> Bool {
    do {
      switch function {
      case .safeFrame: _ = try i.safeFrame(screen: screen, insets: insets)
      case .pixelFrame:
        guard let safe = try? SafeRegion(screen: screen, insets: insets) else { return false }
        _ = try i.pixelFrame(of: safe, scale: .x3)
      case .clipRect:
        _ = try i.clipRect(sceneBox: PixelRect(x: 0, y: 0, width: 10, height: 10), in: region)
      case .intoSafeRegion: _ = try i.intoSafeRegion([Point(x: 10, y: 200)], region: region)
      case .belowSafeArea: _ = try i.belowSafeArea(Point(x: 10, y: 10), region: region)
      case .hostPlan:
        _ = try i.hostPlan(screen: PixelSize(width: 1170, height: 2532), region: region, scale: .x3)
      case .makePoller: _ = try i.makePoller()
      case .automatonGrid: _ = try i.automatonGrid(region: region.size)
      case .lifeGrid: _ = try i.lifeGrid(region: region.size, cellBudget: 1000)
      case .centredPlacement:
        _ = try i.centredPlacement(
          containerWidth: 390, sideInsets: .zero, margin: 16, maximumWidth: 300)
      case .trailingControlMinX:
        _ = try i.trailingControlMinX(containerWidth: 390, sideInsets: .zero, controlWidth: 44)
      case .rowTrailingControlMinX:
        _ = try i.trailingControlMinX(in: layout, rowMinY: 0, rowHeight: 44, controlWidth: 44)
      case .bandSideInsets: _ = try i.bandSideInsets(from: 0, to: 44, in: layout)
      case .bottomEdgeSideInsets: _ = try i.bottomEdgeSideInsets(in: layout)
      case .bandFrame: _ = try i.bandFrame(from: 0, to: 44, in: layout)
      case .sideStrip: _ = try i.sideStrip(.right, in: layout)
      case .statusIsland: _ = try i.statusIsland(in: layout)
      case .islandTrailingShift:
        _ = try i.statusIslandTrailingShift(rowMinY: 0, rowHeight: 44, islandHeight: 82, inset: 134)
      case .topBarLayout: _ = try i.topBarLayout(in: layout, rowHeight: 44)
      case .sideColumnButtonFrame:
        _ = try i.sideColumnNavigationButtonFrame(in: layout, direction: .leftToRight)
      case .subviewSafeAreaInsets:
        _ = try i.subviewSafeAreaInsets(
          parentSize: screen, parentInsets: insets, frame: Rect(x: 0, y: 0, width: 100, height: 100)
        )
      case .effectiveMargins:
        _ = try i.effectiveInsets(
          margins: LayoutMargins(), safeAreaInsets: insets, direction: .leftToRight)
      case .safeAnchors:
        _ = try i.resolveSafeAnchors(
          boundsSize: screen, safeAreaInsets: insets, osVersion: .safeAreaAPI, legacyGuides: nil)
      case .pinnedFrame:
        _ = try i.pinnedFrame(
          .staticElement, boundsSize: screen,
          anchors: SafeAnchors(top: 47, left: 0, bottom: 810, right: 390))
      case .hostFrame:
        _ = try i.hostFrame(
          HostFrameRequest(
            screen: PixelSize(width: 8, height: 8),
            region: PixelRect(x: 0, y: 2, width: 8, height: 4),
            previous: nil, clear: .black, scene: .overshoot(0, background: .white, color: .red)))
      }
      return true
    } catch {
      return false
    }
  }
}
