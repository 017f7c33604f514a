import SafeAreaGeometry

/// A poller that keeps the first non-zero answer forever: insets cached
/// across a rotation.
struct CachedAcrossRotationPoller: InsetPolling {
  var messageSends = 0
  var cached: EdgeInsets?

  mutating func insets(atFrame frame: Int, from provider: SimulatedInsetProvider) -> EdgeInsets {
    if let cached { return cached }
    messageSends += InsetPoller.sendsPerAsk
    let answer = provider.answer(atFrame: frame)
    if !answer.isZero { cached = answer }
    return answer
  }
}

/// A poller that caches until the geometry changes but takes the first
/// answer as final, even the zeros UIKit gives before layout.
struct ZerosBeforeLayoutPoller: InsetPolling {
  var messageSends = 0
  var cached: EdgeInsets?
  var geometry: InsetGeometry?

  mutating func insets(atFrame frame: Int, from provider: SimulatedInsetProvider) -> EdgeInsets {
    let current = provider.geometry(atFrame: frame)
    if let cached, current == geometry { return cached }
    geometry = current
    messageSends += InsetPoller.sendsPerAsk
    let answer = provider.answer(atFrame: frame)
    cached = answer
    return answer
  }
}

extension Mutant {
  /// Insets cached across a rotation.
  static let pollerCachedAcrossRotation = Mutant(
    "poller.cachedAcrossRotation", summary: "the first non-zero insets are kept forever",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.makePoller = { CachedAcrossRotationPoller() }
  }

  /// Zeros accepted before layout.
  static let pollerZerosBeforeLayout = Mutant(
    "poller.zerosBeforeLayout", summary: "the zeros UIKit answers before layout are cached",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.makePoller = { ZerosBeforeLayoutPoller() }
  }

  /// Every mutant, in a stable order.
  public static let all: [Mutant] = [
    clipNegativeWidth, clipReplace, pointerUntranslated, pointerFirstTouchOnly,
    hostTranslateWithoutScissor, hostScissoredClear, pollerCachedAcrossRotation,
    pollerZerosBeforeLayout, automatonSquareCells, lifeSquareRootOnly, regionTopOnly,
    regionSymmetricLeft, pixelsRoundedToNearest, clipTouchingOverlaps, clipWrappingEdges,
    pixelsScreenRoundedUp, automatonFixedRows, pollerNoSettleWindow,
    layoutSymmetricLeftInset, layoutScreenCentred,
    layoutNonReducingFix, layoutTrailingAtLeftInset, layoutSideInsetsIgnored,
    layoutMixedStatusHeights, layoutUnclampedSubviewInsets, layoutMarginsIgnoreDirection,
  ]
}
