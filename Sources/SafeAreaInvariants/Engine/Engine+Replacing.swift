extension Engine {
  /// This engine with the named functions taken from another.
  ///
  /// The conformance kit and the pipe protocol start from the reference
  /// engine and swap in what an implementation provides; a property that
  /// needs an unprovided function alongside a provided one then runs the
  /// reference for the missing part.
  ///
  /// - Parameters:
  ///   - functions: the functions to take.
  ///   - other: where they come from.
  public func replacing(_ functions: Set<EngineFunction>, from other: Engine) -> Engine {
    var engine = self
    for function in functions {
      switch function {
      case .safeFrame: engine.safeFrame = other.safeFrame
      case .pixelFrame: engine.pixelFrame = other.pixelFrame
      case .clipRect: engine.clipRect = other.clipRect
      case .intoSafeRegion: engine.intoSafeRegion = other.intoSafeRegion
      case .belowSafeArea: engine.belowSafeArea = other.belowSafeArea
      case .hostPlan: engine.hostPlan = other.hostPlan
      case .makePoller: engine.makePoller = other.makePoller
      case .automatonGrid: engine.automatonGrid = other.automatonGrid
      case .lifeGrid: engine.lifeGrid = other.lifeGrid
      case .centredPlacement: engine.centredPlacement = other.centredPlacement
      case .trailingControlMinX: engine.trailingControlMinX = other.trailingControlMinX
      case .rowTrailingControlMinX: engine.rowTrailingControlMinX = other.rowTrailingControlMinX
      case .bandSideInsets: engine.bandSideInsets = other.bandSideInsets
      case .bottomEdgeSideInsets: engine.bottomEdgeSideInsets = other.bottomEdgeSideInsets
      case .bandFrame: engine.bandFrame = other.bandFrame
      case .sideStrip: engine.sideStrip = other.sideStrip
      case .statusIsland: engine.statusIsland = other.statusIsland
      case .islandTrailingShift: engine.islandTrailingShift = other.islandTrailingShift
      case .topBarLayout: engine.topBarLayout = other.topBarLayout
      case .sideColumnButtonFrame: engine.sideColumnButtonFrame = other.sideColumnButtonFrame
      case .subviewSafeAreaInsets: engine.subviewSafeAreaInsets = other.subviewSafeAreaInsets
      case .effectiveMargins: engine.effectiveMargins = other.effectiveMargins
      case .safeAnchors: engine.safeAnchors = other.safeAnchors
      case .pinnedFrame: engine.pinnedFrame = other.pinnedFrame
      case .hostFrame: engine.hostFrame = other.hostFrame
      }
    }
    return engine
  }
}
