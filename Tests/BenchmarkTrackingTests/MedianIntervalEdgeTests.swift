import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingStatistics

/// The median's interval at the ends of its level, which must lie strictly
/// between 0 and 1: a level of 1 has no interval even for 1,100 values
/// (where the binomial's smallest tail underflows to 0), and a level just
/// above 0 gives the median itself for an odd count (the order statistic
/// search reaches the middle one).
@Suite("Median interval edges")
struct MedianIntervalEdgeTests {
  @Test(arguments: [3, 1_100])
  func levelOneHasNoInterval(count: Int) {
    let values = (1...count).map(Double.init)
    #expect(MedianInterval(values, level: 1) == nil)
    #expect(MedianInterval(values, level: 1.5) == nil)
  }

  @Test func levelJustAboveZeroIsTheMedian() throws {
    let interval = try #require(MedianInterval([3, 1, 2], level: 1e-17))
    #expect(interval.lower == 2)
    #expect(interval.upper == 2)
  }
}
