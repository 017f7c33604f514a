import SafeAreaGeometry
import SafeAreaRaster

// Every function defaults to "not provided"; see SafeAreaImplementation.
extension SafeAreaImplementation {
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func safeFrame(screen: Size, insets: EdgeInsets) throws(NotProvided) -> Rect? {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func pixelFrame(of region: SafeRegion, scale: DisplayScale) throws(NotProvided)
    -> PixelRect?
  { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func clipRect(sceneBox: PixelRect, in region: PixelRect) throws(NotProvided) -> PixelRect?
  { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func intoSafeRegion(_ points: [Point], region: PixelRect) throws(NotProvided) -> [Point] {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func belowSafeArea(_ point: Point, region: PixelRect) throws(NotProvided) -> Point {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func hostPlan(
    screen: PixelSize, region: PixelRect?, scale: DisplayScale
  ) throws(NotProvided) -> HostFramePlan { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func makePoller() throws(NotProvided) -> any InsetPolling { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func automatonGrid(region: PixelSize) throws(NotProvided) -> AutomatonGrid? {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func lifeGrid(region: PixelSize, cellBudget: Int) throws(NotProvided) -> LifeGrid? {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func centredPlacement(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) throws(NotProvided) -> HorizontalPlacement { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func trailingControlMinX(
    containerWidth: Double, sideInsets: SideInsets, controlWidth: Double
  ) throws(NotProvided) -> Double { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func trailingControlMinX(
    in layout: CornerBlockLayout, rowMinY: Double, rowHeight: Double, controlWidth: Double
  ) throws(NotProvided) -> Double { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func bandSideInsets(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) throws(NotProvided) -> SideInsets { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func bottomEdgeSideInsets(in layout: CornerBlockLayout) throws(NotProvided) -> SideInsets {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func bandFrame(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) throws(NotProvided) -> Rect { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func sideStrip(_ edge: HorizontalEdge, in layout: CornerBlockLayout) throws(NotProvided)
    -> Rect?
  { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func statusIsland(in layout: CornerBlockLayout) throws(NotProvided) -> Rect? {
    throw NotProvided()
  }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func statusIslandTrailingShift(
    rowMinY: Double, rowHeight: Double, islandHeight: Double, inset: Double
  ) throws(NotProvided) -> Double { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func topBarLayout(in layout: CornerBlockLayout, rowHeight: Double) throws(NotProvided)
    -> TopBarLayout
  { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func sideColumnNavigationButtonFrame(
    in layout: CornerBlockLayout, direction: LayoutDirection
  ) throws(NotProvided) -> Rect? { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func subviewSafeAreaInsets(
    parentSize: Size, parentInsets: EdgeInsets, frame: Rect
  ) throws(NotProvided) -> EdgeInsets { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func effectiveInsets(
    margins: LayoutMargins, safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) throws(NotProvided) -> EdgeInsets { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func resolveSafeAnchors(
    boundsSize: Size, safeAreaInsets: EdgeInsets, osVersion: OSVersion,
    legacyGuides: SafeAnchors.LegacyLayoutGuides?
  ) throws(NotProvided) -> SafeAnchors { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func pinnedFrame(
    _ element: PinnedElement, boundsSize: Size, anchors: SafeAnchors
  ) throws(NotProvided) -> Rect { throw NotProvided() }
  /// Not provided unless the conforming type has its own: throws ``NotProvided``.
  public func hostFrame(_ request: HostFrameRequest) throws(NotProvided) -> Framebuffer? {
    throw NotProvided()
  }
}
