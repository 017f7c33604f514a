// Policy: every requirement is optional. A default implementation throws
// `NotProvided`, and a conforming type's own non-throwing method of the same
// signature replaces it, so a user writes only the functions their code
// has, with the engine's labels and types. The kit finds out which ones
// they are by calling each once on a fixed, ordinary input.

import SafeAreaGeometry
import SafeAreaRaster

/// The answer of a function an implementation does not provide.
public struct NotProvided: Error, Sendable, Hashable {
  /// Creates the marker.
  public init() {}
}

/// A safe-area implementation that ``Conformance`` can judge with this
/// package's invariants: yours, written in Swift, with any subset of the
/// engine's functions.
///
/// Write each function you have as an ordinary method with exactly this
/// signature (it need not throw); the ones you leave out are skipped, and
/// properties that need only those are listed as skipped in the report.
/// The reference engine (`SafeAreaGeometry`) answers for the rest, and the
/// invariants' own oracles judge the answers.
public protocol SafeAreaImplementation: Sendable {
  /// The safe frame of a screen in points, `nil` when empty or invalid.
  func safeFrame(screen: Size, insets: EdgeInsets) throws(NotProvided) -> Rect?
  /// The safe region in whole pixels, `nil` when empty or invalid.
  func pixelFrame(of region: SafeRegion, scale: DisplayScale) throws(NotProvided) -> PixelRect?
  /// A scene's box (scene coordinates) offset into the region and clipped to
  /// it, `nil` when they miss.
  func clipRect(sceneBox: PixelRect, in region: PixelRect) throws(NotProvided) -> PixelRect?
  /// Screen touches moved into scene coordinates.
  func intoSafeRegion(_ points: [Point], region: PixelRect) throws(NotProvided) -> [Point]
  /// A scene point moved back to screen coordinates.
  func belowSafeArea(_ point: Point, region: PixelRect) throws(NotProvided) -> Point
  /// The commands a host issues for one frame.
  func hostPlan(
    screen: PixelSize, region: PixelRect?, scale: DisplayScale
  ) throws(NotProvided) -> HostFramePlan
  /// A fresh inset poller, as a host creates at launch.
  func makePoller() throws(NotProvided) -> any InsetPolling
  /// The automaton window for a region, `nil` if it cannot be sized.
  func automatonGrid(region: PixelSize) throws(NotProvided) -> AutomatonGrid?
  /// The Life board for a region and a cell budget, `nil` if the budget is
  /// invalid.
  func lifeGrid(region: PixelSize, cellBudget: Int) throws(NotProvided) -> LifeGrid?
  /// A container centred in the band between the side insets.
  func centredPlacement(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) throws(NotProvided) -> HorizontalPlacement
  /// The minimum x of a trailing control clear of the right inset.
  func trailingControlMinX(
    containerWidth: Double, sideInsets: SideInsets, controlWidth: Double
  ) throws(NotProvided) -> Double
  /// The minimum x of a row's trailing control, clear of a status island.
  func trailingControlMinX(
    in layout: CornerBlockLayout, rowMinY: Double, rowHeight: Double, controlWidth: Double
  ) throws(NotProvided) -> Double
  /// The side insets of a horizontal band.
  func bandSideInsets(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) throws(NotProvided) -> SideInsets
  /// The side insets along the bottom edge.
  func bottomEdgeSideInsets(in layout: CornerBlockLayout) throws(NotProvided) -> SideInsets
  /// The frame of a horizontal band clear of the corner blocks.
  func bandFrame(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) throws(NotProvided) -> Rect
  /// The side strip a corner block implies on one edge, if any.
  func sideStrip(_ edge: HorizontalEdge, in layout: CornerBlockLayout) throws(NotProvided) -> Rect?
  /// The unfolded status island, if any.
  func statusIsland(in layout: CornerBlockLayout) throws(NotProvided) -> Rect?
  /// How far a row's trailing controls shift left of the island.
  func statusIslandTrailingShift(
    rowMinY: Double, rowHeight: Double, islandHeight: Double, inset: Double
  ) throws(NotProvided) -> Double
  /// The top bar's layout.
  func topBarLayout(in layout: CornerBlockLayout, rowHeight: Double) throws(NotProvided)
    -> TopBarLayout
  /// The side column's navigation button (44 pt, 8 pt below the strip's top).
  func sideColumnNavigationButtonFrame(
    in layout: CornerBlockLayout, direction: LayoutDirection
  ) throws(NotProvided) -> Rect?
  /// A subview's safe-area insets.
  func subviewSafeAreaInsets(
    parentSize: Size, parentInsets: EdgeInsets, frame: Rect
  ) throws(NotProvided) -> EdgeInsets
  /// Layout margins in effect, given the safe-area insets.
  func effectiveInsets(
    margins: LayoutMargins, safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) throws(NotProvided) -> EdgeInsets
  /// The safe anchors, with the fallback before the safe-area API.
  func resolveSafeAnchors(
    boundsSize: Size, safeAreaInsets: EdgeInsets, osVersion: OSVersion,
    legacyGuides: SafeAnchors.LegacyLayoutGuides?
  ) throws(NotProvided) -> SafeAnchors
  /// An element's frame under the pinning rules.
  func pinnedFrame(
    _ element: PinnedElement, boundsSize: Size, anchors: SafeAnchors
  ) throws(NotProvided) -> Rect
  /// A host frame rendered by the implementation itself, its pixels top row
  /// first; `nil` when it cannot draw it. The host and pointer properties
  /// then judge these pixels instead of the Canvas's.
  func hostFrame(_ request: HostFrameRequest) throws(NotProvided) -> Framebuffer?
}
