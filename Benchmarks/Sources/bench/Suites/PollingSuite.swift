import BenchmarkTracking
import SafeAreaGeometry

// Policy: one iteration is one frame of a simulated session, so the time
// per iteration is the poller's cost per frame and the `sends_per_frame`
// counter is the message sends it spent per frame (four per ask). Sessions:
// - rotating: an iPhone 16 Pro laid out at frame 3, rotating every 10 s
//   (600 frames) through all four orientations over a 60 s session;
// - zeroInsets: an iPhone 8 in landscape, whose true insets are zero, where
//   a "cache the first non-zero answer" policy keeps asking forever.
// A session that ends starts over with a fresh poller, as a relaunch would.

/// Inset polling benchmarks, one per policy and session.
enum PollingSuite {
  /// How the suite's benchmarks are judged: the common policy.
  static let benchmarkPolicy = BenchmarkPolicy.common

  /// The policies timed, with the names used in benchmark names.
  static let policies: [(name: String, policy: InsetPollingPolicy)] = [
    ("everyFrame", .everyFrame),
    ("firstNonZero", .firstNonZero),
    ("untilGeometryChanges", .recommended),
  ]

  /// Registers the suite.
  static func register() {
    let frames = 3_600
    let orientations: [Orientation] = [
      .landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait,
    ]
    let rotations = (1..<6).map { (frame: $0 * 600, orientation: orientations[($0 - 1) % 4]) }
    let sessions: [(name: String, provider: SimulatedInsetProvider?)] = [
      (
        "rotating",
        try? SimulatedInsetProvider(
          device: .iPhone16Pro, orientation: .portrait, layoutFrame: 3, rotations: rotations)
      ),
      (
        "zeroInsets",
        try? SimulatedInsetProvider(
          device: .iPhone8, orientation: .landscapeLeft, layoutFrame: 3, rotations: [])
      ),
    ]
    for session in sessions {
      for (name, policy) in policies {
        BenchmarkRegistry.register("polling/\(session.name)/\(name)", policy: benchmarkPolicy) {
          iterations, state in
          guard let provider = session.provider else {
            state.fail("could not build the \(session.name) session")
            return
          }
          var poller = InsetPoller(policy: policy)
          var sends = 0
          var frame = 0
          for _ in 0..<iterations {
            doNotOptimize(poller.insets(atFrame: frame, from: provider))
            frame += 1
            if frame == frames {
              sends += poller.messageSends
              poller = InsetPoller(policy: policy)
              frame = 0
            }
          }
          sends += poller.messageSends
          state.setPerIterationCounter("sends_per_frame", total: Double(sends))
        }
      }
    }
  }
}
