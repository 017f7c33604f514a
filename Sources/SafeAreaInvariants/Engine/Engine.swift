// Policy: the invariants never call the engine directly. They call the
// functions held here, so a mutant is the real engine with one function
// swapped for a deliberately wrong one, and the very same invariants judge
// both. The engine's release code paths know nothing of mutants.

import SafeAreaGeometry

/// The engine functions the invariants exercise, as swappable values.
public struct Engine: Sendable {
  /// The safe frame of a screen in points, `nil` when empty or invalid.
  public var safeFrame: @Sendable (Size, EdgeInsets) -> Rect?
  /// The safe region in pixels at a scale, `nil` when empty or invalid.
  public var pixelFrame: @Sendable (SafeRegion, DisplayScale) -> PixelRect?
  /// `clipRect(sceneBox:in:)`.
  public var clipRect: @Sendable (PixelRect, PixelRect) -> PixelRect?
  /// `intoSafeRegion` for a list of touches.
  public var intoSafeRegion: @Sendable ([Point], PixelRect) -> [Point]
  /// `belowSafeArea` for a point.
  public var belowSafeArea: @Sendable (Point, PixelRect) -> Point
  /// The host frame plan for a screen and region.
  public var hostPlan: @Sendable (PixelSize, PixelRect?, DisplayScale) -> HostFramePlan
  /// A fresh inset poller, as a host creates at launch.
  public var makePoller: @Sendable () -> any InsetPolling
  /// The automaton window for a region.
  public var automatonGrid: @Sendable (PixelSize) -> AutomatonGrid?
  /// The Life board for a region and a cell budget.
  public var lifeGrid: @Sendable (PixelSize, Int) -> LifeGrid?

  /// The real engine.
  public static let real = Engine(
    safeFrame: { screen, insets in (try? SafeRegion(screen: screen, insets: insets))?.frame },
    pixelFrame: { region, scale in (try? region.pixelFrame(scale: scale)) ?? nil },
    clipRect: { box, region in SafeAreaGeometry.clipRect(sceneBox: box, in: region) },
    intoSafeRegion: { points, region in SafeAreaGeometry.intoSafeRegion(points, region: region) },
    belowSafeArea: { point, region in SafeAreaGeometry.belowSafeArea(point, region: region) },
    hostPlan: { screen, region, scale in
      HostFramePlan(screen: screen, region: region, scale: scale)
    },
    makePoller: { InsetPoller(policy: .recommended) },
    automatonGrid: { region in try? AutomatonGrid(region: region) },
    lifeGrid: { region, budget in try? LifeGrid(region: region, cellBudget: budget) })
}
