// Policy: every polling policy is compared, poll by poll, with a reference
// model of its documented rule (`Models/PollerModel.swift`), on sessions
// whose frames repeat, skip, step back and jump to the ends of `Int`, not
// only on the 0, 1, 2, ... of a real host: a poll is a function of the
// frame it is given. The mutation run found the poller judged only through
// the recommended policy on consecutive frames ("insets match the truth
// once settled"), so the other policies, the settle window's exact length,
// the sends' count and `simulate`'s bookkeeping went unpinned. The
// sessions come from `Domain.pollerScript`.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Each policy draws, poll by poll, what the model of its documented rule
  /// draws and spends exactly its sends; `simulate` records every frame;
  /// the device provider starts in its launch orientation.
  static func pollerPoliciesMatchModel() -> Property {
    Property(
      "poller.policiesMatchModel",
      summary: "every polling policy draws and spends what a model of its rule does",
      generator: Domain.pollerScript,
      describe: { $0.description }
    ) { script, result in
      let provider = script.provider
      func observation(_ frame: Int) -> InsetGeometry? {
        provider.isLaidOut(atFrame: frame) ? provider.geometry(atFrame: frame) : nil
      }
      var poller = InsetPoller(policy: script.policy)
      var model = PollerModel(policy: script.policy)
      result.expect(poller.messageSends == 0, "a new poller has spent \(poller.messageSends)")
      for frame in script.frames {
        let drawn = poller.insets(atFrame: frame, from: provider)
        let expected = model.insets(atFrame: frame, observing: observation(frame)) {
          provider.answer(atFrame: $0)
        }
        guard drawn == expected, poller.messageSends == model.sends else {
          result.fail(
            "frame \(frame) drew \(drawn) after \(poller.messageSends) sends, expected "
              + "\(expected) after \(model.sends)")
          return
        }
      }
      result.classify(model.sends == 0, "never asked")
      WindowChange.classify(provider, &result)

      var simulated = InsetPoller(policy: script.policy)
      var simulatedModel = PollerModel(policy: script.policy)
      let trace = provider.simulate(&simulated, frames: script.simulated)
      var used: [EdgeInsets] = []
      var sends: [Int] = []
      for frame in 0..<Swift.max(0, script.simulated) {
        let before = simulatedModel.sends
        used.append(
          simulatedModel.insets(atFrame: frame, observing: observation(frame)) {
            provider.answer(atFrame: $0)
          })
        sends.append(simulatedModel.sends - before)
      }
      result.expect(
        trace.used == used && trace.sends == sends,
        "simulate over \(script.simulated) frames recorded \(trace.used.count) frames, "
          + "sends \(trace.sends), expected \(sends)")
      result.expect(
        trace.totalSends == simulatedModel.sends && trace.totalSends == simulated.messageSends,
        "total sends \(trace.totalSends), expected \(simulatedModel.sends)")

      checkProviderScript(script, &result)
    }
  }

  /// The device provider's documented shape: launch orientation at frame
  /// 0 unless a rotation is at 0, transitions not negative (zero when not
  /// given), and the documented timing constants.
  private static func checkProviderScript(_ script: PollerScript, _ result: inout CheckResult) {
    let provider = script.provider
    let atZero = script.rotations.last { $0.frame == 0 }?.orientation ?? script.launch
    result.expect(
      provider.geometry(atFrame: 0).orientation == atZero
        && provider.geometry(atFrame: -1) == provider.geometry(atFrame: 0),
      "the session starts in \(provider.geometry(atFrame: 0).orientation), expected \(atZero)")
    result.expect(
      provider.phases.allSatisfy { $0.transitionFrames >= 0 }
        && provider.phaseIndex(atFrame: .min) == 0,
      "negative transitions must count as zero, and the first phase holds before frame 0")
    let phase = SimulatedInsetProvider.Phase(
      startFrame: 3, geometry: provider.phases[0].geometry, insets: .zero)
    result.expect(
      phase.transitionFrames == 0 && !phase.transitionalZeros
        && (!script.defaultTransition
          || provider.phases.allSatisfy { $0.transitionFrames == 0 && !$0.transitionalZeros }),
      "a transition not given is zero frames, answering the old insets")
    result.expect(
      InsetGeometry(size: provider.phases[0].geometry.size, orientation: .portrait).layoutPass
        == 0,
      "a geometry given no layout pass is the first one's, pass 0")
    result.expect(
      provider.phases.indices.allSatisfy { provider.phases[$0].geometry.layoutPass == $0 },
      "each phase begins a layout pass: layout passes \(provider.phases.map(\.geometry.layoutPass))"
    )
    result.expect(
      SimulatedInsetProvider.framesPerSecond == 60
        && Double(SimulatedInsetProvider.foldableTransitionFrames)
          / Double(SimulatedInsetProvider.framesPerSecond) == 0.6
        && InsetPoller.sendsPerAsk == 4
        && InsetPoller().policy == .recommended
        && InsetPollingPolicy.recommended
          == .untilGeometryChanges(
            settleFrames: SimulatedInsetProvider.foldableTransitionFrames + 1),
      "60 frames a second, a 0.6 s foldable transition, four sends an ask, and a settle "
        + "window one frame longer than the transition")
    do {
      _ = try SimulatedInsetProvider(layoutFrame: 0, phases: [])
      result.fail("a provider without phases was accepted")
    } catch {
      result.expect(
        error == .invalidParameter(name: "phases.count", value: 0, expected: "at least 1"),
        "no phases threw \(error), expected phases.count 0")
    }
  }
}
