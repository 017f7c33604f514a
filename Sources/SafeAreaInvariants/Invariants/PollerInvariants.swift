import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// After layout and after every change of the window, the insets used
  /// equal the truth once the change has settled.
  static func pollerMatchesTruth(_ engine: Engine) -> Property {
    Property(
      "poller.matchesTruth",
      summary: "insets used equal the truth on every frame after a change settles",
      generator: Domain.pollingSession, placements: .session
    ) { session, result in
      guard let steps = pollingSteps(session, engine, &result) else { return }
      let provider = session.provider
      let phases = provider.phases
      // Policy: a phase at a time, its truth and settled frame asked once,
      // not once a frame (a binary search each in the debug build's
      // unoptimised engine); the frames still go in order, so the first
      // one drawn wrong is the one reported. Phases that start on the same
      // frame cover no frame but the last of them.
      var index = 0
      while index < phases.count {
        let start = phases[index].startFrame
        let end =
          index + 1 < phases.count
          ? Swift.min(phases[index + 1].startFrame, session.frames) : session.frames
        let settled = provider.settledFrame(atFrame: start)
        let truth = provider.truth(atFrame: start)
        var frame = settled == .max ? end : Swift.max(start, settled + 1)
        while frame < end {
          if steps[frame].insets != truth {
            result.fail("frame \(frame) drew with \(steps[frame].insets), truth is \(truth)")
            return
          }
          frame += 1
        }
        index += 1
      }
    }
  }

  /// Once the last change has settled, a poller falls quiet within
  /// ``PollingSession/quietAfter`` frames.
  ///
  /// Policy: a property of its own, not a clause of `poller.matchesTruth`:
  /// the shrinker keeps any failure of the property it shrinks, and when
  /// one property judged both rules, a stale cache slid to the asking
  /// failure of an 80-frame session on a device without insets.
  static func pollerStopsAsking(_ engine: Engine) -> Property {
    Property(
      "poller.stopsAsking",
      summary: "no asking from 40 frames after the last change settles",
      generator: Domain.quietingSession, placements: .session
    ) { session, result in
      guard let steps = pollingSteps(session, engine, &result) else { return }
      let quiet = Swift.max(0, Swift.min(session.quietFrame, session.frames))
      // Counted in frames that asked, as the page states the rule, not in
      // UIKit's message sends (four an ask).
      var asked = 0
      var firstAsked: Int?
      var frame = quiet
      while frame < steps.count {
        if steps[frame].asked {
          if firstAsked == nil { firstAsked = frame }
          asked += 1
        }
        frame += 1
      }
      guard let first = firstAsked else { return }
      result.fail(
        "still asking: asked on \(asked) of the \(session.frames - quiet) frames from "
          + "frame \(quiet) (first at frame \(first)); the session settled at frame "
          + "\(session.settledFrame), and a poller may ask for \(PollingSession.quietAfter) "
          + "frames after that")
    }
  }

  /// Runs the engine's poller over the session and labels the case; `nil`
  /// (the case failed) when the answer has the wrong number of steps.
  ///
  /// The steps are judged as they come, not as a ``PollingTrace``: its two
  /// arrays a case are built by the unoptimised engine in the debug build.
  private static func pollingSteps(
    _ session: PollingSession, _ engine: Engine, _ result: inout CheckResult
  ) -> [PollStep]? {
    let provider = session.provider
    let frames = provider.pollFrames(count: session.frames)
    let steps = engine.pollInsets(frames)
    guard steps.count == frames.count else {
      result.fail("pollInsets answered \(steps.count) steps for \(frames.count) frames")
      return nil
    }
    result.classify(session.zeroInsets, "zero-inset device")
    result.classify(session.foldable && provider.phases.count > 1, "foldable posture change")
    WindowChange.classify(provider, &result)
    return steps
  }
}

extension InvariantSuite {
  /// The inset poller and the simulated provider (the provider and the policy model judge no engine function): this area's properties in suite order, each with the engine
  /// functions it judges.
  static func pollerProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      pollerMatchesTruth(engine).judging(\.pollInsets),
      pollerStopsAsking(engine).judging(\.pollInsets),
      pollerProviderTotal(engine).judging(),
      pollerPoliciesMatchModel().judging(),
    ]
  }
}
