import Foundation
import Testing

@testable import BenchmarkTracking

/// The run's shift is the median of its benchmarks' relative changes, the
/// middle one for an odd count and the mean of the two middle ones for an
/// even count: checked for 5 to 10 benchmarks, each moved by a different
/// amount and listed out of order.
@Suite("Run shift median")
struct RunShiftMedianTests {
  /// The median by its definition.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let half = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
  }

  @Test(arguments: 5...10)
  func runShiftIsTheMedianChange(count: Int) throws {
    let steady: [Double] = [100, 101, 99, 100.5, 99.5]
    // Benchmark k moves by ((7k mod 11) + 1)%: distinct, and not in order.
    let names = (0..<count).map { "b\($0)" }
    var moved: [(name: String, values: [Double])] = []
    for (index, name) in names.enumerated() {
      let factor = 1 + Double((7 * index) % 11 + 1) / 100
      moved.append((name, steady.map { $0 * factor }))
    }
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: names.map { ($0, steady) }),
      contender: try Fixtures.run(benchmarks: moved))
    let changes = comparison.benchmarks.compactMap { (benchmark: BenchmarkComparison) in
      benchmark.relativeChange
    }
    #expect(changes.count == count)
    let shift = try #require(comparison.runShift)
    #expect(shift == Self.median(changes))
  }
}
