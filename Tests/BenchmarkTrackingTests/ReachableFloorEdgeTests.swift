import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingStatistics

/// The reachable p-value floor at its smallest counts: one repetition on a
/// side is a count like any other (1 against 3: the exact p of samples that
/// do not overlap is 2 / 4), and the repetitions needed start at 2 a side
/// by default (2 against 2 reach 2 / 6, so a level of 0.5 needs 2).
@Suite("Reachable floor edges")
struct ReachableFloorEdgeTests {
  @Test(arguments: [(1, 3, 0.5), (3, 1, 0.5), (1, 1, 1.0), (2, 2, 2.0 / 6)])
  func floorForTheSmallestCounts(baseline: Int, contender: Int, floor: Double) {
    #expect(
      MannWhitneyU.minimumPValue(baselineCount: baseline, contenderCount: contender) == floor)
  }

  @Test func repetitionsNeededStartAtTwo() {
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0.5) == 2)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 2.0 / 6) == 2)
  }
}
