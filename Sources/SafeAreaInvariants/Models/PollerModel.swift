// Policy: a reference model of the inset polling policies, written from
// their documentation in `InsetPoller.swift` and ARCHITECTURE.md's polling
// policy: each ask costs four message sends; `.everyFrame` asks every
// frame; `.firstNonZero` asks until a non-zero answer and keeps it;
// `.untilGeometryChanges` answers zeros before layout without asking, and on
// a laid-out frame asks while the window's geometry is new or the settle
// window since its last change is open, keeping the last answer after. It
// has no fast path: the engine's "kept answer" shortcut must never change
// what is drawn or what is spent.

import SafeAreaGeometry

struct PollerModel {
  /// The policy modelled.
  let policy: InsetPollingPolicy
  /// The message sends so far.
  private(set) var sends = 0
  private var kept: EdgeInsets?
  private var geometry: InsetGeometry?
  private var askUntil = 0

  init(policy: InsetPollingPolicy) {
    self.policy = policy
  }

  /// The insets for a frame, given what the host observes (the geometry,
  /// or `nil` before layout) and how to ask.
  mutating func insets(
    atFrame frame: Int, observing observation: InsetGeometry?, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    func askUIKit() -> EdgeInsets {
      sends = Int(clamping: Int128(sends) + 4)
      return ask(frame)
    }
    switch policy {
    case .everyFrame:
      return askUIKit()
    case .firstNonZero:
      if let kept { return kept }
      let answer = askUIKit()
      if answer != EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) { kept = answer }
      return answer
    case .untilGeometryChanges(let settleFrames):
      guard let observation else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
      if observation != geometry {
        geometry = observation
        kept = nil
        askUntil = Int(clamping: Int128(frame) + Int128(settleFrames > 0 ? settleFrames : 0))
      }
      if let kept, frame >= askUntil { return kept }
      let answer = askUIKit()
      kept = answer
      return answer
    }
  }
}
