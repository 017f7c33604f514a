import BenchmarkTracking
import SafeAreaGeometry

// Policy: the cost of a poll on a frame where nothing changed, as a pair
// timed the same way in the same run: `poll` polls a settled poller with an
// unchanged observation every iteration; `emptyLoop` does everything else
// the loop does (advance the frame, keep the answer alive) without the
// poll. The difference of their times per iteration is the poll's cost.
// The observation is made once, outside the loop: it is what the host sees
// for free (raylib's screen size), not part of the poll.

/// The unchanged-frame poll and its empty-loop baseline.
enum PollingCostSuite {
  /// How the suite's benchmarks are judged: the common policy.
  static let benchmarkPolicy = BenchmarkPolicy.common

  /// Registers the pair.
  static func register() {
    let geometry = InsetGeometry(
      size: Device.iPhone16Pro.screenSize(in: .portrait), orientation: .portrait)
    let insets = Device.iPhone16Pro.safeInsets(in: .portrait)
    BenchmarkRegistry.register("polling/unchanged/poll", policy: benchmarkPolicy) {
      iterations, state in
      var poller = InsetPoller(policy: .recommended)
      // Settle the poller: ask through the settle window once.
      var frame = 0
      while poller.messageSends == 0 || frame < 64 {
        _ = poller.insets(atFrame: frame, observing: geometry) { _ in insets }
        frame += 1
      }
      let sendsBefore = poller.messageSends
      for _ in 0..<iterations {
        doNotOptimize(poller.insets(atFrame: frame, observing: geometry) { _ in insets })
        frame &+= 1
      }
      guard poller.messageSends == sendsBefore else {
        state.fail("the settled poller asked UIKit again: the poll measured is not the kept one")
        return
      }
    }
    BenchmarkRegistry.register("polling/unchanged/emptyLoop", policy: benchmarkPolicy) {
      iterations, _ in
      var frame = 64
      for _ in 0..<iterations {
        doNotOptimize(frame >= 0 ? insets : .zero)
        frame &+= 1
      }
    }
  }
}
