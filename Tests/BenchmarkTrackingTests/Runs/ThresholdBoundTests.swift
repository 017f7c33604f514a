import BenchmarkTracking
import Foundation
import Testing

/// A threshold at its bounds: it is exceeded only when the move exceeds
/// both parts, strictly (a move exactly the absolute part is not); a
/// baseline of 0 or below exceeds nothing (no relative move), any positive
/// one can (0.5 too); and a threshold given in percent has no absolute
/// part unless one is given.
@Suite("Threshold bounds")
struct ThresholdBoundTests {
  @Test(arguments: [
    (10.0, 15.0, false), (10, 15.5, true), (0, 6, false), (-1, 6, false), (0.5, 1, true),
  ])
  func exceededStrictlyAndOnlyFromAPositiveBaseline(
    baseline: Double, contender: Double, exceeded: Bool
  ) {
    let threshold = Threshold(relative: 0.05, absolute: baseline == 0.5 ? 0 : 5)
    #expect(threshold.isExceeded(from: baseline, to: contender) == exceeded)
  }

  @Test func percentHasNoAbsolutePartByDefault() {
    #expect(Threshold(percent: 5).absolute == 0)
    #expect(Threshold(percent: 5).relative == 0.05)
    #expect(Threshold(percent: 5, absolute: 2).absolute == 2)
  }
}
