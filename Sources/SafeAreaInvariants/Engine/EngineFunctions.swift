// Policy: this table is the one place an engine function is declared. Its
// property label is the function's stable name (the conformance report,
// the handshake's `provides` and the corpus use it, so renaming one breaks
// every implementation outside this package), its order is the engine's
// order, and its declaration carries the reference answer and, for the
// functions the line protocol carries, the version and argument keys.
// Adding a function here gives it to `Engine`, the conformance kit, the pipe
// client, the served engine and the handshake at once.

import SafeAreaGeometry
import SafeAreaRaster

/// Every engine function the invariants exercise, declared once.
///
/// Read one as a key path: `engine.clipRect` is the clip-rect function an
/// ``Engine`` holds, `EngineFunction(\.clipRect)` its name.
public struct EngineFunctions: Sendable {
  /// The table.
  public static let table = EngineFunctions()

  /// The safe frame of a screen in points, `nil` when empty or invalid.
  public let safeFrame = EngineFunctionDeclaration(wire: .since(1, "screen", "insets")) {
    (screen: Size, insets: EdgeInsets) -> Rect? in
    (try? SafeRegion(screen: screen, insets: insets))?.frame
  }
  /// The safe region in whole pixels at a scale, `nil` when empty; the
  /// protocol refuses a region whose pixels leave the 32-bit range.
  public let pixelFrame = EngineFunctionDeclaration(
    wire: .since(1, "region", "scale"),
    refusal: { (region: SafeRegion, scale: DisplayScale) -> String? in
      do {
        _ = try region.pixelFrame(scale: scale)
        return nil
      } catch let error as GeometryError {
        return error.description
      } catch {
        return "\(error)"
      }
    }
  ) { (region: SafeRegion, scale: DisplayScale) -> PixelRect? in
    (try? region.pixelFrame(scale: scale)) ?? nil
  }
  /// A scene's box (scene coordinates) offset into the region and clipped
  /// to it, `nil` when they miss: `region.clipRect(forSceneBox: box)`.
  public let clipRect = EngineFunctionDeclaration(wire: .since(1, "box", "region")) {
    (box: PixelRect, region: PixelRect) -> PixelRect? in
    region.clipRect(forSceneBox: box)
  }
  /// Screen touches moved into scene coordinates.
  public let intoSafeRegion = EngineFunctionDeclaration(wire: .since(1, "points", "region")) {
    (points: [Point], region: PixelRect) -> [Point] in
    region.sceneCoordinates(of: points)
  }
  /// A scene point moved back to screen coordinates.
  public let belowSafeArea = EngineFunctionDeclaration(wire: .since(1, "point", "region")) {
    (point: Point, region: PixelRect) -> Point in
    region.screenCoordinates(of: point)
  }
  /// A touch in scene coordinates when it lands on a pixel of the region,
  /// `nil` in the bands: `region.sceneTouch(point)` (protocol 3).
  public let sceneTouch = EngineFunctionDeclaration(wire: .since(3, "point", "region")) {
    (point: Point, region: PixelRect) -> Point? in
    region.sceneTouch(point)
  }
  /// The commands a host issues for one frame.
  public let hostPlan = EngineFunctionDeclaration(wire: .since(1, "screen", "region", "scale")) {
    (screen: PixelSize, region: PixelRect?, scale: DisplayScale) -> HostFramePlan in
    HostFramePlan(screen: screen, region: region, scale: scale)
  }
  /// What a host's inset poller does over a session: for each frame,
  /// whether it asked UIKit and the insets it drew with, from a fresh
  /// poller (protocol 4). A poller is stateful; this function of the
  /// whole session is not, so it crosses the pipe like any other
  /// (``PollFrame``).
  public let pollInsets = EngineFunctionDeclaration(wire: .since(4, "frames")) {
    (frames: [PollFrame]) -> [PollStep] in
    PollFrame.run(InsetPoller(policy: .recommended), over: frames)
  }
  /// The automaton window for a region, `nil` if it cannot be sized.
  public let automatonGrid = EngineFunctionDeclaration(wire: .since(1, "region")) {
    (region: PixelSize) -> AutomatonGrid? in
    AutomatonGrid(region: region)
  }
  /// The Life board for a region and a cell budget, `nil` if the budget is
  /// invalid.
  public let lifeGrid = EngineFunctionDeclaration(wire: .since(1, "region", "budget")) {
    (region: PixelSize, budget: Int) -> LifeGrid? in
    try? LifeGrid(region: region, cellBudget: budget)
  }

  // Layout models (ARCHITECTURE.md, Layout models), with their arguments in
  // the engine's order.

  /// `CornerBlockLayout.centredPlacement(containerWidth:sideInsets:margin:maximumWidth:)`.
  public let centredPlacement = EngineFunctionDeclaration(
    reference: CornerBlockLayout.centredPlacement(containerWidth:sideInsets:margin:maximumWidth:))
  /// `CornerBlockLayout.trailingControlMinX(containerWidth:sideInsets:controlWidth:)`.
  public let trailingControlMinX = EngineFunctionDeclaration(
    reference: CornerBlockLayout.trailingControlMinX(containerWidth:sideInsets:controlWidth:))
  /// `CornerBlockLayout.trailingControlMinX(in:rowMinY:rowHeight:controlWidth:)`: the
  /// trailing control of a row, shifted clear of a status island.
  public let rowTrailingControlMinX = EngineFunctionDeclaration(
    reference: CornerBlockLayout.trailingControlMinX(in:rowMinY:rowHeight:controlWidth:))
  /// `CornerBlockLayout.bandSideInsets(from:to:in:)`.
  public let bandSideInsets = EngineFunctionDeclaration(
    reference: CornerBlockLayout.bandSideInsets(from:to:in:))
  /// `CornerBlockLayout.bottomEdgeSideInsets(in:)`.
  public let bottomEdgeSideInsets = EngineFunctionDeclaration(
    reference: CornerBlockLayout.bottomEdgeSideInsets(in:))
  /// `CornerBlockLayout.bandFrame(from:to:in:)`.
  public let bandFrame = EngineFunctionDeclaration(
    reference: CornerBlockLayout.bandFrame(from:to:in:))
  /// `CornerBlockLayout.sideStrip(_:in:)`.
  public let sideStrip = EngineFunctionDeclaration(reference: CornerBlockLayout.sideStrip(_:in:))
  /// `CornerBlockLayout.statusIsland(in:)`.
  public let statusIsland = EngineFunctionDeclaration(
    reference: CornerBlockLayout.statusIsland(in:))
  /// `CornerBlockLayout.statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
  public let islandTrailingShift = EngineFunctionDeclaration(
    reference: CornerBlockLayout.statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:))
  /// `CornerBlockLayout.topBarLayout(in:rowHeight:)`.
  public let topBarLayout = EngineFunctionDeclaration {
    (layout: CornerBlockLayout, rowHeight: Double) -> TopBarLayout in
    CornerBlockLayout.topBarLayout(in: layout, rowHeight: rowHeight)
  }
  /// `CornerBlockLayout.sideColumnNavigationButtonFrame(in:direction:)` with the
  /// default 44 pt button 8 pt below the strip's top.
  public let sideColumnButtonFrame = EngineFunctionDeclaration {
    (layout: CornerBlockLayout, direction: LayoutDirection) -> Rect? in
    CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout, direction: direction)
  }
  /// `ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:)`.
  public let subviewSafeAreaInsets = EngineFunctionDeclaration(
    reference: ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:))
  /// `LayoutMargins.effectiveInsets(safeAreaInsets:direction:)`, the margins first.
  public let effectiveMargins = EngineFunctionDeclaration {
    (margins: LayoutMargins, safeAreaInsets: EdgeInsets, direction: LayoutDirection)
      -> EdgeInsets in
    margins.effectiveInsets(safeAreaInsets: safeAreaInsets, direction: direction)
  }
  /// `SafeAnchors.resolve(boundsSize:safeAreaInsets:osVersion:legacyGuides:)`.
  public let safeAnchors = EngineFunctionDeclaration {
    (size: Size, insets: EdgeInsets, version: OSVersion, guides: SafeAnchors.LegacyLayoutGuides?)
      -> SafeAnchors in
    SafeAnchors.resolve(
      boundsSize: size, safeAreaInsets: insets, osVersion: version, legacyGuides: guides)
  }
  /// `PinnedElement.pinnedFrame(_:boundsSize:anchors:)`.
  public let pinnedFrame = EngineFunctionDeclaration(
    reference: PinnedElement.pinnedFrame(_:boundsSize:anchors:))

  /// A host frame the implementation renders itself, its pixels top row
  /// first (protocol 2); an engine without one (the real engine, the
  /// mutants) has the Canvas draw it from its `hostPlan`, `clipRect` and
  /// `intoSafeRegion`, and the host and pointer properties judge those
  /// pixels. The protocol refuses a screen no frame has.
  public let hostFrame = EngineFunctionDeclaration(
    optional: .since(2, "request"),
    refusal: { (request: HostFrameRequest) -> String? in
      let sides = 1...Framebuffer.maximumDimension
      guard sides.contains(request.screen.width), sides.contains(request.screen.height) else {
        return "a \(request.screen) screen has no frame (each side must be 1 to "
          + "\(Framebuffer.maximumDimension))"
      }
      return nil
    }
  ) { (engine: Engine, request: HostFrameRequest) -> Framebuffer? in
    request.renderedByCanvas(engine: engine)
  }
}
