import Foundation
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

/// An implementation that provides every function by forwarding to the
/// reference engine, and records which ones were called.
final class RecordingReference: SafeAreaImplementation, @unchecked Sendable {
  private let lock = NSLock()
  private var calls: Set<EngineFunction> = []
  /// Whether it renders host frames itself (`hostFrame`); without, the
  /// host properties draw its plan on the Canvas.
  let rendersFrames: Bool

  init(rendersFrames: Bool = true) {
    self.rendersFrames = rendersFrames
  }

  /// The functions called since the last `takeCalls`, cleared.
  func takeCalls() -> Set<EngineFunction> {
    lock.lock()
    defer { lock.unlock() }
    let taken = calls
    calls = []
    return taken
  }

  private func record(_ function: EngineFunction) {
    lock.lock()
    calls.insert(function)
    lock.unlock()
  }

  func safeFrame(screen: Size, insets: EdgeInsets) -> Rect? {
    record(.safeFrame)
    return (try? SafeRegion(screen: screen, insets: insets))?.frame
  }
  func pixelFrame(of region: SafeRegion, scale: DisplayScale) -> PixelRect? {
    record(.pixelFrame)
    return (try? region.pixelFrame(scale: scale)) ?? nil
  }
  func clipRect(sceneBox: PixelRect, in region: PixelRect) -> PixelRect? {
    record(.clipRect)
    return region.clipRect(forSceneBox: sceneBox)
  }
  func intoSafeRegion(_ points: [Point], region: PixelRect) -> [Point] {
    record(.intoSafeRegion)
    return region.sceneCoordinates(of: points)
  }
  func belowSafeArea(_ point: Point, region: PixelRect) -> Point {
    record(.belowSafeArea)
    return region.screenCoordinates(of: point)
  }
  func hostPlan(screen: PixelSize, region: PixelRect?, scale: DisplayScale) -> HostFramePlan {
    record(.hostPlan)
    return HostFramePlan(screen: screen, region: region, scale: scale)
  }
  func makePoller() -> any InsetPolling {
    record(.makePoller)
    return InsetPoller(policy: .recommended)
  }
  func automatonGrid(region: PixelSize) -> AutomatonGrid? {
    record(.automatonGrid)
    return AutomatonGrid(region: region)
  }
  func lifeGrid(region: PixelSize, cellBudget: Int) -> LifeGrid? {
    record(.lifeGrid)
    return try? LifeGrid(region: region, cellBudget: cellBudget)
  }
  func centredPlacement(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) -> HorizontalPlacement {
    record(.centredPlacement)
    return CornerBlockLayout.centredPlacement(
      containerWidth: containerWidth, sideInsets: sideInsets, margin: margin,
      maximumWidth: maximumWidth)
  }
  func trailingControlMinX(containerWidth: Double, sideInsets: SideInsets, controlWidth: Double)
    -> Double
  {
    record(.trailingControlMinX)
    return CornerBlockLayout.trailingControlMinX(
      containerWidth: containerWidth, sideInsets: sideInsets, controlWidth: controlWidth)
  }
  func trailingControlMinX(
    in layout: CornerBlockLayout, rowMinY: Double, rowHeight: Double, controlWidth: Double
  ) -> Double {
    record(.rowTrailingControlMinX)
    return CornerBlockLayout.trailingControlMinX(
      in: layout, rowMinY: rowMinY, rowHeight: rowHeight, controlWidth: controlWidth)
  }
  func bandSideInsets(from minY: Double, to maxY: Double, in layout: CornerBlockLayout)
    -> SideInsets
  {
    record(.bandSideInsets)
    return CornerBlockLayout.bandSideInsets(from: minY, to: maxY, in: layout)
  }
  func bottomEdgeSideInsets(in layout: CornerBlockLayout) -> SideInsets {
    record(.bottomEdgeSideInsets)
    return CornerBlockLayout.bottomEdgeSideInsets(in: layout)
  }
  func bandFrame(from minY: Double, to maxY: Double, in layout: CornerBlockLayout) -> Rect {
    record(.bandFrame)
    return CornerBlockLayout.bandFrame(from: minY, to: maxY, in: layout)
  }
  func sideStrip(_ edge: HorizontalEdge, in layout: CornerBlockLayout) -> Rect? {
    record(.sideStrip)
    return CornerBlockLayout.sideStrip(edge, in: layout)
  }
  func statusIsland(in layout: CornerBlockLayout) -> Rect? {
    record(.statusIsland)
    return CornerBlockLayout.statusIsland(in: layout)
  }
  func statusIslandTrailingShift(
    rowMinY: Double, rowHeight: Double, islandHeight: Double, inset: Double
  ) -> Double {
    record(.islandTrailingShift)
    return CornerBlockLayout.statusIslandTrailingShift(
      rowMinY: rowMinY, rowHeight: rowHeight, islandHeight: islandHeight, inset: inset)
  }
  func topBarLayout(in layout: CornerBlockLayout, rowHeight: Double) -> TopBarLayout {
    record(.topBarLayout)
    return CornerBlockLayout.topBarLayout(in: layout, rowHeight: rowHeight)
  }
  func sideColumnNavigationButtonFrame(in layout: CornerBlockLayout, direction: LayoutDirection)
    -> Rect?
  {
    record(.sideColumnButtonFrame)
    return CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout, direction: direction)
  }
  func subviewSafeAreaInsets(parentSize: Size, parentInsets: EdgeInsets, frame: Rect)
    -> EdgeInsets
  {
    record(.subviewSafeAreaInsets)
    return ViewHierarchy.subviewSafeAreaInsets(
      parentSize: parentSize, parentInsets: parentInsets, frame: frame)
  }
  func effectiveInsets(
    margins: LayoutMargins, safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) -> EdgeInsets {
    record(.effectiveMargins)
    return margins.effectiveInsets(safeAreaInsets: safeAreaInsets, direction: direction)
  }
  func resolveSafeAnchors(
    boundsSize: Size, safeAreaInsets: EdgeInsets, osVersion: OSVersion,
    legacyGuides: SafeAnchors.LegacyLayoutGuides?
  ) -> SafeAnchors {
    record(.safeAnchors)
    return SafeAnchors.resolve(
      boundsSize: boundsSize, safeAreaInsets: safeAreaInsets, osVersion: osVersion,
      legacyGuides: legacyGuides)
  }
  func pinnedFrame(_ element: PinnedElement, boundsSize: Size, anchors: SafeAnchors) -> Rect {
    record(.pinnedFrame)
    return PinnedElement.pinnedFrame(element, boundsSize: boundsSize, anchors: anchors)
  }
  func hostFrame(_ request: HostFrameRequest) throws(NotProvided) -> Framebuffer? {
    guard rendersFrames else { throw NotProvided() }
    record(.hostFrame)
    return request.renderedByCanvas()
  }
}
