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

  /// How many frames a poller may go on asking after the session's last
  /// change has settled: the reference asks for 37 frames from a change,
  /// and a change settles on its own frame or later.
  public static let quietAfter = 40

  /// The first frame on which the last change has settled: its transition
  /// over, and the window laid out.
  public var settledFrame: Int { provider.settledFrame(atFrame: .max) }

  /// The first frame on which no poller may ask any more.
  public var quietFrame: Int {
    let (sum, overflow) = settledFrame.addingReportingOverflow(Self.quietAfter)
    return overflow ? .max : sum
  }

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
  /// Sessions for `poller.matchesTruth`: they end 1 to 80 frames after the
  /// last change settles, so a stale cache shrinks to the few frames that
  /// show it.
  public static let pollingSession = pollingSession(tail: 1...80)

  /// Sessions for `poller.stopsAsking`: they run 1 to 40 frames past
  /// ``PollingSession/quietFrame``, so asking forever shrinks to a session
  /// one frame past it.
  public static let quietingSession = pollingSession(
    tail: (PollingSession.quietAfter + 1)...(2 * PollingSession.quietAfter))

  /// A session: a catalog, invented or zero-inset device, or the foldable;
  /// layout after 0 to 40 frames; up to four changes of the window, each
  /// one a real device's (``WindowChange``: quarter and half turns, a
  /// resize without rotation, the insets changing alone, a layout pass
  /// with nothing changed; the foldable moves between its postures);
  /// sometimes a transition after each change, answering the old insets or
  /// zeros; and `tail` frames after the last change settles.
  ///
  /// Policy: the tail is the last draw and its own, so the shrinker
  /// shortens it like any other choice. (Until 2026-12-07 every session
  /// ended with 80 settled frames, judged for both rules by one property,
  /// and a stale cache shrank to the other rule's 80-frame failure; the
  /// five committed `poller.matchesTruth` cases were found again under
  /// this generator.)
  ///
  /// - Parameter tail: how many frames may follow the settled frame.
  static func pollingSession(tail: ClosedRange<Int>) -> Gen<PollingSession> {
    // Built once, not once a case: the same draws, without building a
    // generator's closures for every session.
    let invented = insets(upTo: 80)
    return Gen<PollingSession> { choices in
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
      let layoutFrame = choices.int(in: 0...40)
      let transition =
        choices.weightedBool(1, in: 3)
        ? choices.int(in: 1...SimulatedInsetProvider.foldableTransitionFrames) : 0
      // Each change's frame and, should it be a rotation, which of the other
      // three orientations it turns to.
      var changes: [(frame: Int, turn: Int)] = []
      var frame = 0
      for _ in 0..<choices.int(in: 0...4) {
        frame += choices.int(in: 1...120)
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
          posture = choices.element(of: others)
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
            let fraction = choices.element(of: [0.5, 0.6, 0.75, 1.25] as [Double])
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
      let provider =
        (try? SimulatedInsetProvider(layoutFrame: layoutFrame, phases: phases))
        ?? (try? SimulatedInsetProvider(
          device: .iPhone16Pro, orientation: .portrait, layoutFrame: 0, rotations: []))
      guard let provider else { preconditionFailure("the catalog's own insets are valid") }
      let frames = provider.settledFrame(atFrame: .max) + choices.int(in: tail)
      return PollingSession(
        provider: provider, frames: frames, zeroInsets: device.hasNoInsets && !foldable,
        foldable: foldable)
    }
  }
}
