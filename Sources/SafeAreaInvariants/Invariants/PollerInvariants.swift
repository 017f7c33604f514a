import PropertyFuzzing
import SafeAreaGeometry

/// A simulated session for the poller: a device, the changes its window
/// goes through, layout timing.
public struct PollingSession: Sendable, CustomStringConvertible {
  /// The scripted UIKit.
  public var provider: SimulatedInsetProvider
  /// How many frames to simulate.
  public var frames: Int
  /// Whether the device reports zero insets in every orientation.
  public var zeroInsets: Bool
  /// Whether the device is the foldable, whose changes are its postures.
  public var foldable: Bool

  /// The script in words.
  public var description: String {
    let phases = provider.phases.map {
      "frame \($0.startFrame): \($0.geometry.orientation) \($0.geometry.size) insets \($0.insets)"
        + ($0.transitionFrames > 0
          ? " (transition \($0.transitionFrames)\($0.transitionalZeros ? ", zeros" : ""))" : "")
    }
    return "layout at \(provider.layoutFrame), \(frames) frames; " + phases.joined(separator: "; ")
  }
}

/// A window's state in a scripted session.
private struct WindowState {
  var size: Size
  var orientation: Orientation
  var insets: EdgeInsets
}

extension Domain {
  /// A session: a catalog, invented or zero-inset device, or the foldable;
  /// layout after 0 to 40 frames; up to four changes of the window, each
  /// one a real device's (``WindowChange``: quarter and half turns, a
  /// resize without rotation, the insets changing alone, a layout pass
  /// with nothing changed; the foldable moves between its postures); and
  /// sometimes a transition after each change, answering the old insets or
  /// zeros.
  ///
  /// The draws of the sessions before these changes existed (device,
  /// orientation, layout, transition, rotations) come first and in their
  /// old order, and every later draw answers zero for the old behaviour
  /// (rotate, no foldable, the old insets during a transition), so the
  /// committed corpus cases, replayed from their recorded choices (then
  /// zeros), are the sessions they were.
  public static let pollingSession = Gen<PollingSession> { choices in
    let invented = insets(upTo: 80)
    let device: Device
    switch choices.draw(below: 4) {
    case 0:
      device = catalogDevice.generate(&choices)
    case 1:
      device = Device(
        name: "zero-inset", portraitSize: Size(width: 320, height: 480), scale: .x2,
        nativePixels: PixelSize(width: 640, height: 960), portraitInsets: .zero,
        landscapeInsets: .zero)
    default:
      device = Device(
        name: "invented", portraitSize: Size(width: 400, height: 800), scale: .x3,
        nativePixels: PixelSize(width: 1200, height: 2400),
        portraitInsets: invented.generate(&choices), landscapeInsets: invented.generate(&choices))
    }
    let launch = orientation.generate(&choices)
    let layoutFrame = Gen.int(in: 0...40).generate(&choices)
    let transition =
      choices.weightedBool(1, in: 3)
      ? Gen.int(in: 1...SimulatedInsetProvider.foldableTransitionFrames).generate(&choices) : 0
    // Each change's frame and, should it be a rotation, which of the other
    // three orientations it turns to.
    var changes: [(frame: Int, turn: Int)] = []
    var frame = 0
    for _ in 0..<Gen.int(in: 0...4).generate(&choices) {
      frame += Gen.int(in: 1...120).generate(&choices)
      changes.append((frame, Int(choices.draw(below: 3))))
    }
    // Past here, zero is the old session.
    let foldable = choices.weightedBool(1, in: 5)
    var posture = Domain.posture.generate(&choices)
    func state(of posture: FoldablePosture) -> WindowState {
      WindowState(
        size: posture.layout.windowSize, orientation: posture.orientation,
        insets: posture.layout.safeInsets)
    }
    func state(of orientation: Orientation) -> WindowState {
      WindowState(
        size: device.screenSize(in: orientation), orientation: orientation,
        insets: device.safeInsets(in: orientation))
    }
    var current = foldable ? state(of: posture) : state(of: launch)
    var phases = [
      SimulatedInsetProvider.Phase(
        startFrame: 0,
        geometry: InsetGeometry(size: current.size, orientation: current.orientation),
        insets: current.insets)
    ]
    for change in changes {
      if foldable {
        // Fold, unfold, turn: any other posture.
        let others = FoldablePosture.allCases.filter { $0 != posture }
        posture = others[Int(choices.draw(below: UInt64(others.count)))]
        current = state(of: posture)
      } else {
        switch choices.draw(below: 4) {
        case 0:
          // A rotation to another orientation: a quarter or a half turn.
          let others = Orientation.allCases.filter { $0 != current.orientation }
          current = state(of: others[change.turn])
          if current.orientation.isLandscape == phases.last?.geometry.orientation.isLandscape {
            current.insets = (phases.last?.insets ?? .zero).halfTurned
          }
        case 1:
          // Split view or a resized window: one side changes, and the
          // insets of the edges the window no longer touches may go.
          let fraction = Gen<Double>.element(of: [0.5, 0.6, 0.75, 1.25]).generate(&choices)
          if choices.weightedBool(1, in: 2) {
            current.size.width = (current.size.width * fraction).rounded()
          } else {
            current.size.height = (current.size.height * fraction).rounded()
          }
          current.insets = invented.generate(&choices)
        case 2:
          // The insets alone: a status bar shown or hidden, an in-call bar.
          current.insets = invented.generate(&choices)
        default:
          break  // laid out again, nothing changed
        }
      }
      phases.append(
        SimulatedInsetProvider.Phase(
          startFrame: change.frame,
          geometry: InsetGeometry(size: current.size, orientation: current.orientation),
          insets: current.insets, transitionFrames: transition,
          transitionalZeros: transition > 0 && choices.weightedBool(1, in: 2)))
    }
    let frames = Swift.max(frame, layoutFrame) + transition + 80
    let provider =
      (try? SimulatedInsetProvider(layoutFrame: layoutFrame, phases: phases))
      ?? (try? SimulatedInsetProvider(
        device: .iPhone16Pro, orientation: .portrait, layoutFrame: 0, rotations: []))
    guard let provider else { preconditionFailure("the catalog's own insets are valid") }
    return PollingSession(
      provider: provider, frames: frames, zeroInsets: device.hasNoInsets && !foldable,
      foldable: foldable)
  }
}

extension InvariantSuite {
  /// After layout and after every rotation, the insets used equal the truth
  /// within one frame; once settled, the poller stops asking.
  static func pollerMatchesTruth(_ engine: Engine) -> Property {
    Property(
      "poller.matchesTruth",
      summary: "insets used equal the truth within a frame of settling; asking then stops",
      generator: Domain.pollingSession, placements: .session
    ) { session, result in
      let provider = session.provider
      let frames = provider.pollFrames(count: session.frames)
      let steps = engine.pollInsets(frames)
      guard steps.count == frames.count else {
        result.fail("pollInsets answered \(steps.count) steps for \(frames.count) frames")
        return
      }
      let trace = PollingTrace(steps)
      result.classify(session.zeroInsets, "zero-inset device")
      result.classify(session.foldable && provider.phases.count > 1, "foldable posture change")
      WindowChange.classify(provider, &result)
      for frame in 0..<session.frames where frame > provider.settledFrame(atFrame: frame) {
        let truth = provider.truth(atFrame: frame)
        if trace.used[frame] != truth {
          result.fail("frame \(frame) drew with \(trace.used[frame]), truth is \(truth)")
          return
        }
      }
      // Counted in frames that asked, as the page states the rule, not in
      // UIKit's message sends (four an ask).
      let asking = trace.sends.suffix(40).filter { $0 > 0 }.count
      result.expect(
        asking == 0,
        "still asking: asked on \(asking) of the session's last 40 frames, all settled "
          + "(none may ask)")
    }
  }
}

extension InvariantSuite {
  /// The inset poller and the simulated provider (the provider and the policy model judge no engine function): this area's properties in suite order, each with the engine
  /// functions it judges.
  static func pollerProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      pollerMatchesTruth(engine).judging(\.pollInsets),
      pollerProviderTotal(engine).judging(),
      pollerPoliciesMatchModel().judging(),
    ]
  }
}
