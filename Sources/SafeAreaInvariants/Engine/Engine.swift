// Policy: the invariants never call the engine directly. They call the
// functions held here, so a mutant is the real engine with one function
// swapped for a deliberately wrong one, and the very same invariants judge
// both. The engine's release code paths know nothing of mutants.

import SafeAreaGeometry
import SafeAreaRaster

/// The engine functions the invariants exercise, as swappable values.
public struct Engine: Sendable {
  /// The safe frame of a screen in points, `nil` when empty or invalid.
  public var safeFrame: @Sendable (Size, EdgeInsets) -> Rect?
  /// The safe region in pixels at a scale, `nil` when empty or invalid.
  public var pixelFrame: @Sendable (SafeRegion, DisplayScale) -> PixelRect?
  /// `region.clipRect(forSceneBox: box)`, called as `clipRect(box, region)`.
  public var clipRect: @Sendable (PixelRect, PixelRect) -> PixelRect?
  /// `region.sceneCoordinates(of: touches)` for a list of touches.
  public var intoSafeRegion: @Sendable ([Point], PixelRect) -> [Point]
  /// `region.screenCoordinates(of: point)` for a point.
  public var belowSafeArea: @Sendable (Point, PixelRect) -> Point
  /// The host frame plan for a screen and region.
  public var hostPlan: @Sendable (PixelSize, PixelRect?, DisplayScale) -> HostFramePlan
  /// A fresh inset poller, as a host creates at launch.
  public var makePoller: @Sendable () -> any InsetPolling
  /// The automaton window for a region.
  public var automatonGrid: @Sendable (PixelSize) -> AutomatonGrid?
  /// The Life board for a region and a cell budget.
  public var lifeGrid: @Sendable (PixelSize, Int) -> LifeGrid?

  // Layout models (ARCHITECTURE.md, Layout models). Each field is one engine function,
  // with its arguments in the engine's order.

  /// `CornerBlockLayout.centredPlacement(containerWidth:sideInsets:margin:maximumWidth:)`.
  public var centredPlacement: @Sendable (Double, SideInsets, Double, Double) -> HorizontalPlacement
  /// `CornerBlockLayout.trailingControlMinX(containerWidth:sideInsets:controlWidth:)`.
  public var trailingControlMinX: @Sendable (Double, SideInsets, Double) -> Double
  /// `CornerBlockLayout.trailingControlMinX(in:rowMinY:rowHeight:controlWidth:)`: the
  /// trailing control of a row, shifted clear of a status island.
  public var rowTrailingControlMinX: @Sendable (CornerBlockLayout, Double, Double, Double) -> Double
  /// `CornerBlockLayout.bandSideInsets(from:to:in:)`.
  public var bandSideInsets: @Sendable (Double, Double, CornerBlockLayout) -> SideInsets
  /// `CornerBlockLayout.bottomEdgeSideInsets(in:)`.
  public var bottomEdgeSideInsets: @Sendable (CornerBlockLayout) -> SideInsets
  /// `CornerBlockLayout.bandFrame(from:to:in:)`.
  public var bandFrame: @Sendable (Double, Double, CornerBlockLayout) -> Rect
  /// `CornerBlockLayout.sideStrip(_:in:)`.
  public var sideStrip: @Sendable (HorizontalEdge, CornerBlockLayout) -> Rect?
  /// `CornerBlockLayout.statusIsland(in:)`.
  public var statusIsland: @Sendable (CornerBlockLayout) -> Rect?
  /// `CornerBlockLayout.statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
  public var islandTrailingShift: @Sendable (Double, Double, Double, Double) -> Double
  /// `CornerBlockLayout.topBarLayout(in:rowHeight:)`.
  public var topBarLayout: @Sendable (CornerBlockLayout, Double) -> TopBarLayout
  /// `CornerBlockLayout.sideColumnNavigationButtonFrame(in:direction:)` with the
  /// default 44 pt button 8 pt below the strip's top.
  public var sideColumnButtonFrame: @Sendable (CornerBlockLayout, LayoutDirection) -> Rect?
  /// `ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:)`.
  public var subviewSafeAreaInsets: @Sendable (Size, EdgeInsets, Rect) -> EdgeInsets
  /// `LayoutMargins.effectiveInsets(safeAreaInsets:direction:)`, the margins first.
  public var effectiveMargins: @Sendable (LayoutMargins, EdgeInsets, LayoutDirection) -> EdgeInsets
  /// `SafeAnchors.resolve(boundsSize:safeAreaInsets:osVersion:legacyGuides:)`.
  public var safeAnchors:
    @Sendable (Size, EdgeInsets, OSVersion, SafeAnchors.LegacyLayoutGuides?) -> SafeAnchors
  /// `PinnedElement.pinnedFrame(_:boundsSize:anchors:)`.
  public var pinnedFrame: @Sendable (PinnedElement, Size, SafeAnchors) -> Rect

  /// A host frame as the implementation renders it itself, or `nil` to have
  /// the Canvas draw it from this engine's `hostPlan`, `clipRect` and
  /// `intoSafeRegion` (the real engine and the mutants).
  public var hostFrame: (@Sendable (HostFrameRequest) -> Framebuffer?)? = nil

  /// What went wrong outside the functions' answers during the case that
  /// just ran (a child process crashed, hung or answered garbage), taken
  /// and cleared; `nil` for engines that cannot fail that way. The suite
  /// turns a fault into a failure of the case.
  public var takeFault: (@Sendable () -> String?)? = nil

  /// Runs the closure (which evaluates a block of cases) to learn the calls
  /// it makes, then sends them to the implementation in one batch, so the
  /// real evaluation finds its answers waiting; `nil` for engines in this
  /// process. Only properties that do not rasterize use it, where the calls
  /// cost more than evaluating a case twice.
  public var batchCalls: (@Sendable (() -> Void) -> Void)? = nil

  /// The real engine.
  public static let real = Engine(
    safeFrame: { screen, insets in (try? SafeRegion(screen: screen, insets: insets))?.frame },
    pixelFrame: { region, scale in (try? region.pixelFrame(scale: scale)) ?? nil },
    clipRect: { box, region in region.clipRect(forSceneBox: box) },
    intoSafeRegion: { points, region in region.sceneCoordinates(of: points) },
    belowSafeArea: { point, region in region.screenCoordinates(of: point) },
    hostPlan: { screen, region, scale in
      HostFramePlan(screen: screen, region: region, scale: scale)
    },
    makePoller: { InsetPoller(policy: .recommended) },
    automatonGrid: { region in AutomatonGrid(region: region) },
    lifeGrid: { region, budget in try? LifeGrid(region: region, cellBudget: budget) },
    centredPlacement: CornerBlockLayout.centredPlacement(
      containerWidth:sideInsets:margin:maximumWidth:),
    trailingControlMinX: CornerBlockLayout.trailingControlMinX(
      containerWidth:sideInsets:controlWidth:),
    rowTrailingControlMinX: CornerBlockLayout.trailingControlMinX(
      in:rowMinY:rowHeight:controlWidth:),
    bandSideInsets: CornerBlockLayout.bandSideInsets(from:to:in:),
    bottomEdgeSideInsets: CornerBlockLayout.bottomEdgeSideInsets(in:),
    bandFrame: CornerBlockLayout.bandFrame(from:to:in:),
    sideStrip: CornerBlockLayout.sideStrip(_:in:),
    statusIsland: CornerBlockLayout.statusIsland(in:),
    islandTrailingShift: CornerBlockLayout.statusIslandTrailingShift(
      rowMinY:rowHeight:islandHeight:inset:),
    topBarLayout: { layout, rowHeight in
      CornerBlockLayout.topBarLayout(in: layout, rowHeight: rowHeight)
    },
    sideColumnButtonFrame: { layout, direction in
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout, direction: direction)
    },
    subviewSafeAreaInsets: ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:),
    effectiveMargins: { margins, safeAreaInsets, direction in
      margins.effectiveInsets(safeAreaInsets: safeAreaInsets, direction: direction)
    },
    safeAnchors: { size, insets, version, guides in
      SafeAnchors.resolve(
        boundsSize: size, safeAreaInsets: insets, osVersion: version, legacyGuides: guides)
    },
    pinnedFrame: PinnedElement.pinnedFrame(_:boundsSize:anchors:))
}
