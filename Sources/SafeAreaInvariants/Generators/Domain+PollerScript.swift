// Policy: polling scripts cover what a real host never does but a poll
// must survive: frames that repeat, skip, step back and jump to the ends of
// `Int`, short settle windows (0 to 4 frames, or negative) so every
// boundary of the window is met, rotations before frame 0, and a rotation
// and back, so a geometry seen before returns; and the changes that are not
// rotations (`WindowChange`): a resize or the insets changing alone, and
// transitions answering zeros.

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
  static let pollerScript: Gen<PollerScript> = {
    // The generators a script draws from are built once, not once a case:
    // the same draws.
    let side = Gen<Double>.element(of: [0, 0, 10, 20])
    let insets = Gen { choices in
      EdgeInsets(
        top: side.generate(&choices), left: side.generate(&choices),
        bottom: side.generate(&choices), right: side.generate(&choices))
    }
    let policies = Gen<InsetPollingPolicy>.frequency([
      (1, .always(.everyFrame)), (1, .always(.firstNonZero)), (1, .always(.recommended)),
      (3, Gen.int(in: -1...4).map { .untilGeometryChanges(settleFrames: $0) }),
    ])
    let step = Gen<Int>.frequency([(6, .always(1)), (3, .int(in: -1...4)), (1, .int(in: 5...40))])
    return Gen<PollerScript> { choices in
      script(&choices, insets: insets, policies: policies, step: step)
    }
  }()

  /// One script, drawn from `choices` with the generators built once.
  private static func script(
    _ choices: inout ChoiceSequence, insets: Gen<EdgeInsets>, policies: Gen<InsetPollingPolicy>,
    step: Gen<Int>
  ) -> PollerScript {
    let device = Device(
      name: "model", portraitSize: Size(width: 300, height: 600), scale: .x2,
      nativePixels: PixelSize(width: 600, height: 1200), portraitInsets: insets.generate(&choices),
      landscapeInsets: insets.generate(&choices))
    let launch = orientation.generate(&choices)
    var rotations = (0..<choices.int(in: 0...3)).map { _ in
      (frame: choices.int(in: -2...12), orientation: orientation.generate(&choices))
    }
    if choices.weightedBool(1, in: 3) {
      // A rotation and back: the window returns to a geometry it had.
      let away = choices.int(in: 2...8)
      let others = Orientation.allCases.filter { $0 != launch }
      rotations = [
        (away, choices.element(of: others)),
        (away + choices.int(in: 1...6), launch),
      ]
    }
    let layoutFrame = choices.int(in: -2...6)
    let transition = choices.int(in: -1...3)
    let defaultTransition = transition == 0 && Gen.bool.generate(&choices)
    var provider =
      defaultTransition
      ? try? SimulatedInsetProvider(
        device: device, orientation: launch, layoutFrame: layoutFrame, rotations: rotations)
      : try? SimulatedInsetProvider(
        device: device, orientation: launch, layoutFrame: layoutFrame, rotations: rotations,
        transitionFrames: transition)
    let policy = policies.generate(&choices)
    var frames: [Int] = []
    if choices.weightedBool(1, in: 3) {
      // A short run of consecutive frames that may stop inside a phase's
      // settle window, then the last frame there is: the session's final
      // phase seen for the first time at `Int.max`.
      frames = Array(0..<choices.int(in: 1...14)) + [.max]
    } else {
      var frame = choices.int(in: -3...2)
      for _ in 0..<choices.int(in: 1...60) {
        frames.append(frame)
        if choices.weightedBool(1, in: 12) {
          frame = choices.element(of: [.max, .max - 1, .min, .min + 1] as [Int])
        } else {
          frame = frame.addingReportingOverflow(step.generate(&choices)).partialValue
        }
      }
    }
    let simulated = choices.int(in: -2...50)
    // Drawn last, so the scripts drawn before these changes existed replay
    // as they were (a replay answers zeros past its choices).
    let zeros = !defaultTransition && choices.weightedBool(1, in: 2)
    if zeros, let rotated = provider {
      // The rotations' transitions answer zeros instead.
      provider = try? SimulatedInsetProvider(
        layoutFrame: rotated.layoutFrame,
        phases: rotated.phases.map {
          var phase = $0
          phase.transitionalZeros = true
          return phase
        })
    }
    if let rotated = provider, choices.weightedBool(1, in: 3) {
      // Changes that are not rotations, after frame 0: a resize keeping
      // the orientation in force, or new insets alone.
      var phases = rotated.phases
      for _ in 0..<choices.int(in: 1...2) {
        let start = choices.int(in: 1...12)
        var geometry = rotated.geometry(atFrame: start)
        if choices.weightedBool(1, in: 2) {
          geometry.size.width = choices.element(of: [150, 300, 450] as [Double])
        }
        phases.append(
          SimulatedInsetProvider.Phase(
            startFrame: start, geometry: geometry, insets: insets.generate(&choices),
            transitionFrames: defaultTransition ? 0 : transition,
            transitionalZeros: !defaultTransition && Gen.bool.generate(&choices)))
      }
      provider = try? SimulatedInsetProvider(layoutFrame: rotated.layoutFrame, phases: phases)
    }
    guard let provider else { preconditionFailure("a device's insets from a grid are valid") }
    return PollerScript(
      provider: provider, launch: launch, rotations: rotations, policy: policy, frames: frames,
      simulated: simulated, defaultTransition: defaultTransition)
  }
}
