import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingStatistics

/// Two numbers of `track changes` at their edges: the minimum change, which
/// drops only changes smaller than it (a change exactly that large is kept,
/// as ``ChangePointOptions/minimumChange`` says), and the latest night's
/// deviation on counts in the billions, where a one-pass variance would
/// lose every digit to cancellation.
@Suite("Minimum change and latest deviation")
struct MinimumChangeAndDeviationTests {
  static func points(_ medians: [Double]) -> [HistoryPoint] {
    medians.enumerated().map { night, median in
      HistoryPoint(
        runIndex: night, source: "night-\(night).json", date: "2026-11-\(10 + night)",
        commit: "c\(night)", samples: [median], median: median, step: nil, change: nil)
    }
  }

  /// Ten nights at 100, ten at 150: a change of exactly +50%, kept at a
  /// minimum of 50% and dropped just above it.
  @Test(arguments: [(0.5, 1), (0.5.nextUp, 0)])
  func changeExactlyTheMinimumIsKept(minimum: Double, kept: Int) {
    let points = Self.points(Array(repeating: 100, count: 10) + Array(repeating: 150, count: 10))
    let options = ChangePointOptions(minimumChange: minimum, outlierThreshold: 0)
    let benchmark = HistoryChanges.analyze(name: "step", points: points, options: options)
    #expect(benchmark.changes.count == kept)
    #expect(benchmark.changes.allSatisfy { $0.index == 10 && $0.relativeChange == 0.5 })
  }

  /// Instruction counts near 1.2 G that differ by a few: the deviation is
  /// the one the offsets alone give (|10 - 4/3| over a standard deviation
  /// of sqrt(7/3)).
  @Test func latestDeviationOfLargeCountsKeepsItsDigits() {
    let base = 1_234_567_890.0
    let series = [0.0, 3, 1, 10].map { base + $0 }
    let expected = (10 - 4.0 / 3) / (7.0 / 3).squareRoot()
    let deviation = HistoryChanges.latestDeviation(series, boundaries: [])
    #expect(abs(deviation - expected) < 1e-6)
  }
}
