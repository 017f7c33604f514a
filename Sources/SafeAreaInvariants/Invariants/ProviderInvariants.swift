import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Any phase script gives a provider whose phases are sorted from frame 0
  /// and which answers every frame, however extreme, as the script says:
  /// zeros before layout, the previous phase's insets during a transition,
  /// the settled ones after.
  ///
  /// The oracle reads the script as given (unsorted) and does the
  /// transition arithmetic in 128 bits, so it shares neither the engine's
  /// sort, its binary search, nor its overflow handling.
  static func pollerProviderTotal(_ engine: Engine) -> Property {
    Property(
      "poller.providerTotal",
      summary: "any phase script answers every frame as scripted, never trapping",
      generator: Domain.providerScript
    ) { script, result in
      let provider: SimulatedInsetProvider
      do {
        provider = try SimulatedInsetProvider(
          layoutFrame: script.layoutFrame, phases: script.phases)
      } catch {
        result.fail("a script with valid insets was refused: \(error)")
        return
      }
      let phases = provider.phases
      result.expect(phases.first?.startFrame == 0, "the first phase does not start at frame 0")
      result.expect(
        zip(phases, phases.dropFirst()).allSatisfy { $0.startFrame <= $1.startFrame },
        "phases out of order: \(phases.map(\.startFrame))")
      result.classify(script.phases.contains { $0.startFrame < 0 }, "phase before frame 0")
      result.classify(
        script.phases.contains { $0.startFrame < -(1 << 62) || $0.startFrame > 1 << 62 },
        "start near the Int limits")
      WindowChange.classify(provider, &result)
      result.expect(
        phases.indices.allSatisfy { phases[$0].geometry.layoutPass == $0 },
        "each phase begins a layout pass: layout passes \(phases.map(\.geometry.layoutPass))")
      let given = script.phases.enumerated().map { (key: ($0.element.startFrame, $0.offset), $0) }
      // The phase in force at frame 0: the last one to start by then, or the
      // first to start at all.
      let opening =
        given.filter { $0.key.0 <= 0 }.max { $0.key < $1.key }
        ?? given.min { $0.key < $1.key }
      guard let opening else { return }
      let layout = Swift.max(0, script.layoutFrame)
      var asked = [0, 1, -1, .min, .max, script.layoutFrame] + script.frames
      // Frames on and beside each phase's start and transition end, clamped
      // to `Int` (computed in 128 bits, so the oracle never traps either).
      func frames(around edge: Int128) -> [Int] {
        [edge - 1, edge, edge + 1].map {
          Int(Swift.min(Swift.max($0, Int128(Int.min)), Int128(Int.max)))
        }
      }
      for phase in script.phases {
        let start = Int128(phase.startFrame)
        asked +=
          frames(around: start)
          + frames(around: start + Int128(Swift.max(0, phase.transitionFrames)))
      }
      for frame in asked {
        let inForce =
          given.filter { $0.key.0 <= frame && $0.key >= opening.key }.max { $0.key < $1.key }
          ?? opening
        let truth = inForce.1.element.insets
        let expected: EdgeInsets
        if frame < layout {
          expected = .zero
        } else if inForce.key != opening.key,
          let previous = given.filter({ $0.key < inForce.key }).max(by: { $0.key < $1.key }),
          Int128(frame) - Int128(inForce.1.element.startFrame)
            < Int128(Swift.max(0, inForce.1.element.transitionFrames))
        {
          expected =
            inForce.1.element.transitionalZeros
            ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : previous.1.element.insets
        } else {
          expected = truth
        }
        if frame >= 0, provider.truth(atFrame: frame) != truth {
          result.fail(
            "frame \(frame): truth \(provider.truth(atFrame: frame)), script says \(truth)")
          return
        }
        let answer = provider.answer(atFrame: frame)
        if answer != expected {
          result.fail("frame \(frame): answered \(answer), script says \(expected)")
          return
        }
      }
    }
  }
}
