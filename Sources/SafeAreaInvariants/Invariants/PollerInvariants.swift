import PropertyFuzzing
import SafeAreaGeometry

/// A simulated session for the poller: a device, rotations, layout timing.
public struct PollingSession: Sendable, CustomStringConvertible {
  /// The scripted UIKit.
  public var provider: SimulatedInsetProvider
  /// How many frames to simulate.
  public var frames: Int
  /// Whether the device reports zero insets in every orientation.
  public var zeroInsets: Bool

  /// The script in words.
  public var description: String {
    let phases = provider.phases.map {
      "frame \($0.startFrame): \($0.geometry.orientation) insets \($0.insets)"
        + ($0.transitionFrames > 0 ? " (transition \($0.transitionFrames))" : "")
    }
    return "layout at \(provider.layoutFrame), \(frames) frames; " + phases.joined(separator: "; ")
  }
}

extension Domain {
  /// A session: a catalog or invented device (sometimes with zero insets),
  /// layout after 0 to 40 frames, up to four rotations, and sometimes the
  /// foldable's transitional answers.
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
    var orientation = orientation.generate(&choices)
    let start = orientation
    let layoutFrame = Gen.int(in: 0...40).generate(&choices)
    let transition =
      choices.weightedBool(1, in: 3)
      ? Gen.int(in: 1...SimulatedInsetProvider.foldableTransitionFrames).generate(&choices) : 0
    var rotations: [(frame: Int, orientation: Orientation)] = []
    var frame = 0
    for _ in 0..<Gen.int(in: 0...4).generate(&choices) {
      frame += Gen.int(in: 1...120).generate(&choices)
      let others = Orientation.allCases.filter { $0 != orientation }
      orientation = others[Int(choices.draw(below: UInt64(others.count)))]
      rotations.append((frame, orientation))
    }
    let frames = Swift.max(frame, layoutFrame) + transition + 80
    let provider =
      (try? SimulatedInsetProvider(
        device: device, orientation: start, layoutFrame: layoutFrame, rotations: rotations,
        transitionFrames: transition))
      ?? (try? SimulatedInsetProvider(
        device: .iPhone16Pro, orientation: .portrait, layoutFrame: 0, rotations: []))
    guard let provider else { preconditionFailure("the catalog's own insets are valid") }
    return PollingSession(provider: provider, frames: frames, zeroInsets: device.hasNoInsets)
  }
}

extension InvariantSuite {
  /// After layout and after every rotation, the insets used equal the truth
  /// within one frame; once settled, the poller stops asking.
  static func pollerMatchesTruth(_ engine: Engine) -> Property {
    Property(
      "poller.matchesTruth",
      summary: "insets used equal the truth within a frame of settling; asking then stops",
      generator: Domain.pollingSession
    ) { session, result in
      var poller = engine.makePoller()
      let provider = session.provider
      let trace = provider.simulate(&poller, frames: session.frames)
      result.classify(session.zeroInsets, "zero-inset device")
      result.classify(provider.phases.count > 1, "rotates")
      result.classify(provider.phases.contains { $0.transitionFrames > 0 }, "transitional answers")
      for frame in 0..<session.frames where frame > provider.settledFrame(atFrame: frame) {
        let truth = provider.truth(atFrame: frame)
        if trace.used[frame] != truth {
          result.fail("frame \(frame) drew with \(trace.used[frame]), truth is \(truth)")
          return
        }
      }
      let tail = trace.sends.suffix(40)
      result.expect(
        tail.allSatisfy { $0 == 0 },
        "still asking \(tail.reduce(0, +)) sends in the last 40 settled frames")
    }
  }
}
