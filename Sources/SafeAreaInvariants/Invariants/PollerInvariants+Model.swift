// Policy: every polling policy is compared, poll by poll, with a reference
// model of its documented rule (`Models/PollerModel.swift`), on sessions
// whose frames repeat, skip, step back and jump to the ends of `Int`, not
// only on the 0, 1, 2, ... of a real host: a poll is a function of the
// frame it is given. The mutation run found the poller judged only through
// the recommended policy on consecutive frames ("insets match the truth
// once settled"), so the other policies, the settle window's exact length,
// the sends' count and `simulate`'s bookkeeping went unpinned. Settle
// windows are short (0 to 4 frames, or negative) so that every boundary of
// the window is met.

import PropertyFuzzing
import SafeAreaGeometry

/// A polling session for the model comparison.
struct PollerScript: Sendable, CustomStringConvertible {
  /// The scripted UIKit.
  var provider: SimulatedInsetProvider
  /// The launch orientation and the rotations given to the provider.
  var launch: Orientation
  /// See ``launch``.
  var rotations: [(frame: Int, orientation: Orientation)]
  /// The policy.
  var policy: InsetPollingPolicy
  /// The frames polled, in order.
  var frames: [Int]
  /// The frame count given to `simulate`.
  var simulated: Int
  /// Whether the provider was made without a transition length.
  var defaultTransition: Bool

  var description: String {
    "\(policy), layout at \(provider.layoutFrame), launch \(launch), rotations "
      + "\(rotations.map { "\($0.frame): \($0.orientation)" }), transition "
      + "\(provider.phases.last?.transitionFrames ?? 0); polled at \(frames); simulate \(simulated)"
  }
}

extension Domain {
  /// A small device whose insets differ by orientation (or are zero), a
  /// few rotations near frame 0 (some before it) or a rotation and back, a
  /// policy, and frames.
  static let pollerScript = Gen<PollerScript> { choices in
    let side = Gen<Double>.element(of: [0, 0, 10, 20])
    let insets = Gen { choices in
      EdgeInsets(
        top: side.generate(&choices), left: side.generate(&choices),
        bottom: side.generate(&choices), right: side.generate(&choices))
    }
    let device = Device(
      name: "model", portraitSize: Size(width: 300, height: 600), scale: .x2,
      nativePixels: PixelSize(width: 600, height: 1200), portraitInsets: insets.generate(&choices),
      landscapeInsets: insets.generate(&choices))
    let launch = orientation.generate(&choices)
    var rotations = (0..<Gen.int(in: 0...3).generate(&choices)).map { _ in
      (frame: Gen.int(in: -2...12).generate(&choices), orientation: orientation.generate(&choices))
    }
    if choices.weightedBool(1, in: 3) {
      // A rotation and back: the window returns to a geometry it had.
      let away = Gen.int(in: 2...8).generate(&choices)
      let others = Orientation.allCases.filter { $0 != launch }
      rotations = [
        (away, Gen.element(of: others).generate(&choices)),
        (away + Gen.int(in: 1...6).generate(&choices), launch),
      ]
    }
    let layoutFrame = Gen.int(in: -2...6).generate(&choices)
    let transition = Gen.int(in: -1...3).generate(&choices)
    let defaultTransition = transition == 0 && Gen.bool.generate(&choices)
    let provider =
      defaultTransition
      ? try? SimulatedInsetProvider(
        device: device, orientation: launch, layoutFrame: layoutFrame, rotations: rotations)
      : try? SimulatedInsetProvider(
        device: device, orientation: launch, layoutFrame: layoutFrame, rotations: rotations,
        transitionFrames: transition)
    let policy = Gen<InsetPollingPolicy>.frequency([
      (1, .always(.everyFrame)), (1, .always(.firstNonZero)), (1, .always(.recommended)),
      (3, Gen.int(in: -1...4).map { .untilGeometryChanges(settleFrames: $0) }),
    ]).generate(&choices)
    var frames: [Int] = []
    if choices.weightedBool(1, in: 3) {
      // A short run of consecutive frames that may stop inside a phase's
      // settle window, then the last frame there is: the session's final
      // phase seen for the first time at `Int.max`.
      frames = Array(0..<Gen.int(in: 1...14).generate(&choices)) + [.max]
    } else {
      var frame = Gen.int(in: -3...2).generate(&choices)
      let step = Gen<Int>.frequency([(6, .always(1)), (3, .int(in: -1...4)), (1, .int(in: 5...40))])
      for _ in 0..<Gen.int(in: 1...60).generate(&choices) {
        frames.append(frame)
        if choices.weightedBool(1, in: 12) {
          frame = Gen<Int>.element(of: [.max, .max - 1, .min, .min + 1]).generate(&choices)
        } else {
          frame = frame.addingReportingOverflow(step.generate(&choices)).partialValue
        }
      }
    }
    guard let provider else { preconditionFailure("a device's insets from a grid are valid") }
    return PollerScript(
      provider: provider, launch: launch, rotations: rotations, policy: policy, frames: frames,
      simulated: Gen.int(in: -2...50).generate(&choices), defaultTransition: defaultTransition)
  }
}

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
      phase.transitionFrames == 0
        && (!script.defaultTransition || provider.phases.allSatisfy { $0.transitionFrames == 0 }),
      "a transition not given is zero frames")
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
