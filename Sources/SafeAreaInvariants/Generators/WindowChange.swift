// Policy: the state changes a real device puts a window through, named
// once, so the generators that script sessions (`Domain.pollingSession`,
// `Domain.pollerScript`, `Domain.providerScript`) draw each of them and the
// properties label each one found in a session: the fuzz report's labels
// then show every change as a percentage, and a change no generator makes
// any more shows as missing. A session's changes are read back from its
// provider's phases, not from what the generator meant to draw.

import PropertyFuzzing
import SafeAreaGeometry

/// A change of a window's state between two phases of a session.
enum WindowChange: String, CaseIterable, Sendable {
  /// A rotation by a quarter turn: size and orientation change.
  case quarterTurn = "quarter turn"
  /// A rotation by a half turn (portrait to upside down, landscape left to
  /// right): the orientation changes, the size does not, and the insets
  /// move to the other edges.
  case halfTurn = "half turn"
  /// The size changes, the orientation does not (split view, a window
  /// resized on a tablet, a foldable unfolding).
  case resize = "resize without rotation"
  /// The insets change, the size and orientation do not (a status bar
  /// shown or hidden, an in-call bar).
  case insetsAlone = "insets change alone"
  /// The same window laid out again, nothing changed.
  case relayout = "layout pass without a change"

  /// The change from `before` to `after`.
  static func between(
    _ before: SimulatedInsetProvider.Phase, _ after: SimulatedInsetProvider.Phase
  ) -> WindowChange {
    let from = before.geometry
    let to = after.geometry
    if from.orientation != to.orientation {
      return from.orientation.isLandscape == to.orientation.isLandscape ? .halfTurn : .quarterTurn
    }
    if from.size != to.size { return .resize }
    return before.insets != after.insets ? .insetsAlone : .relayout
  }

  /// The changes between consecutive phases of a provider, in order.
  static func all(in provider: SimulatedInsetProvider) -> [WindowChange] {
    zip(provider.phases, provider.phases.dropFirst()).map { between($0, $1) }
  }

  /// Labels a check with every change of a provider's session, and with
  /// the transitions its phases begin with.
  static func classify(_ provider: SimulatedInsetProvider, _ result: inout CheckResult) {
    let changes = Set(all(in: provider))
    for change in WindowChange.allCases {
      result.classify(changes.contains(change), change.rawValue)
    }
    let transitional = provider.phases.dropFirst().filter { $0.transitionFrames > 0 }
    result.classify(
      transitional.contains { !$0.transitionalZeros }, "transition answering the old insets")
    result.classify(transitional.contains { $0.transitionalZeros }, "transitional zeros")
  }
}

extension EdgeInsets {
  /// The insets after a half turn: each moves to the opposite edge.
  var halfTurned: EdgeInsets {
    EdgeInsets(top: bottom, left: right, bottom: top, right: left)
  }
}

extension Orientation {
  /// The orientation a half turn away.
  var halfTurned: Orientation {
    switch self {
    case .portrait: .portraitUpsideDown
    case .portraitUpsideDown: .portrait
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    }
  }
}

extension FoldablePosture {
  /// The interface orientation of the posture's window (the unfolded
  /// landscape posture is held landscape-left, like the folded one whose
  /// right edge carries the hinge strip).
  var orientation: Orientation {
    switch self {
    case .foldedPortrait, .unfoldedPortrait: .portrait
    case .foldedLandscapeLeft, .unfoldedLandscape: .landscapeLeft
    case .foldedLandscapeRight: .landscapeRight
    }
  }
}
