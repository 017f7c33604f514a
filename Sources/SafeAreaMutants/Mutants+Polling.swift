import SafeAreaGeometry
import SafeAreaInvariants

/// A poller that keeps the first non-zero answer forever: insets cached
/// across a rotation.
struct CachedAcrossRotationPoller: InsetPolling {
  var messageSends = 0
  var cached: EdgeInsets?

  mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    if let cached { return cached }
    messageSends += InsetPoller.sendsPerAsk
    let answer = ask(frame)
    if !answer.isZero { cached = answer }
    return answer
  }
}

/// A poller that asks on every frame once laid out: always right, and
/// four message sends a frame forever.
struct AsksEveryFramePoller: InsetPolling {
  var messageSends = 0

  mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    guard window.observation != nil else { return .zero }
    messageSends += InsetPoller.sendsPerAsk
    return ask(frame)
  }
}

/// A poller that caches until the geometry changes but takes the first
/// answer as final, even the zeros UIKit gives before layout.
struct ZerosBeforeLayoutPoller: InsetPolling {
  var messageSends = 0
  var cached: EdgeInsets?
  var geometry: InsetGeometry?

  mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    // Keyed on what it sees before layout as after: the layout pass is
    // not part of its key.
    let current = InsetGeometry(size: window.size, orientation: window.orientation)
    if let cached, current == geometry { return cached }
    geometry = current
    messageSends += InsetPoller.sendsPerAsk
    let answer = ask(frame)
    cached = answer
    return answer
  }
}

/// The recommended policy keyed on less than the whole observation: what
/// `key` keeps of it (the orientation alone, or the size and orientation
/// without the layout passes).
struct PartlyKeyedPoller: InsetPolling {
  var messageSends = 0
  let key: @Sendable (InsetGeometry) -> InsetGeometry
  var cached: EdgeInsets?
  var keyed: InsetGeometry?
  var askUntil = Int.min

  mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    guard let observation = window.observation else { return .zero }
    let current = key(observation)
    if current != keyed {
      keyed = current
      cached = nil
      askUntil =
        frame.addingReportingOverflow(SimulatedInsetProvider.foldableTransitionFrames + 1)
        .partialValue
    }
    if let cached, frame >= askUntil { return cached }
    messageSends += InsetPoller.sendsPerAsk
    let answer = ask(frame)
    cached = answer
    return answer
  }
}

extension Mutant {
  /// The cache keyed on the orientation alone (issue 22): stale insets
  /// after a resize, an unfolding or a change of the insets alone.
  static let pollerOrientationKeyed = Mutant(
    "poller.orientationKeyed",
    summary: "the cache is keyed on the orientation alone, not the size",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.pollInsets = {
      PollFrame.run(
        PartlyKeyedPoller {
          InsetGeometry(size: Size(width: 0, height: 0), orientation: $0.orientation)
        }, over: $0)
    }
  }

  /// The cache keyed on the size and orientation but deaf to layout
  /// passes: stale insets when they change alone.
  static let pollerDeafToLayoutPasses = Mutant(
    "poller.deafToLayoutPasses",
    summary: "the cache ignores layout passes: insets that change alone stay stale",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.pollInsets = {
      PollFrame.run(
        PartlyKeyedPoller { InsetGeometry(size: $0.size, orientation: $0.orientation) }, over: $0)
    }
  }

  /// Insets cached across a rotation.
  static let pollerCachedAcrossRotation = Mutant(
    "poller.cachedAcrossRotation", summary: "the first non-zero insets are kept forever",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.pollInsets = { PollFrame.run(CachedAcrossRotationPoller(), over: $0) }
  }

  /// Zeros accepted before layout.
  static let pollerZerosBeforeLayout = Mutant(
    "poller.zerosBeforeLayout", summary: "the zeros UIKit answers before layout are cached",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.pollInsets = { PollFrame.run(ZerosBeforeLayoutPoller(), over: $0) }
  }

  /// No cache at all: right on every frame, and asking forever.
  static let pollerAsksEveryFrame = Mutant(
    "poller.asksEveryFrame", summary: "UIKit is asked on every frame, forever",
    caughtBy: ["poller.stopsAsking"]
  ) { engine in
    engine.pollInsets = { PollFrame.run(AsksEveryFramePoller(), over: $0) }
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
    pollerOrientationKeyed, pollerDeafToLayoutPasses, hostBackButtonAtScreenMargin,
    pollerAsksEveryFrame,
  ]
}
