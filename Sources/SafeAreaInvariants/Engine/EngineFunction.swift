// Policy: the names here are a stable, public vocabulary. The conformance
// kit lists skipped properties by them, and the pipe protocol's handshake
// uses them as the function names a program provides, so renaming one is a
// breaking change for every implementation outside this package.

/// One function of the ``Engine``, by name.
public enum EngineFunction: String, CaseIterable, Sendable, Codable, Comparable {
  case safeFrame
  case pixelFrame
  case clipRect
  case intoSafeRegion
  case belowSafeArea
  case hostPlan
  case makePoller
  case automatonGrid
  case lifeGrid
  case centredPlacement
  case trailingControlMinX
  case rowTrailingControlMinX
  case bandSideInsets
  case bottomEdgeSideInsets
  case bandFrame
  case sideStrip
  case statusIsland
  case islandTrailingShift
  case topBarLayout
  case sideColumnButtonFrame
  case subviewSafeAreaInsets
  case effectiveMargins
  case safeAnchors
  case pinnedFrame
  /// A host frame rendered by the implementation itself (pipe protocol 2):
  /// the host and pointer properties judge its pixels.
  case hostFrame

  /// Declaration order, so lists print the way the engine reads.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
