import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory

/// How far the newest night stands from the rest of its segment, the figure
/// the history page sorts benchmarks by when none has a change.
@Suite("Latest deviation")
struct LatestDeviationTests {
  /// The rest of the segment before 10 is 1, 2, 3: mean 2, standard
  /// deviation 1, so 10 stands 8 deviations away.
  @Test func againstTheRestOfTheWholeHistory() {
    #expect(HistoryChanges.latestDeviation([1, 2, 3, 10], boundaries: []) == 8)
  }

  /// Only the last segment counts: the nights before the boundary at 2 are
  /// another level.
  @Test func againstTheLastSegmentOnly() {
    let series: [Double] = [100, 300, 4, 6, 8, 2]
    // The rest of the last segment is 4, 6, 8: mean 6, standard deviation 2.
    #expect(HistoryChanges.latestDeviation(series, boundaries: [2]) == 2)
  }

  @Test(arguments: [[Double](), [5], [5, 6], [3, 3, 3, 9]])
  func zeroWithoutTwoRunsOrSpread(series: [Double]) {
    #expect(HistoryChanges.latestDeviation(series, boundaries: []) == 0)
  }
}
