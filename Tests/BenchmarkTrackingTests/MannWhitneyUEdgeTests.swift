import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingStatistics

/// The Mann-Whitney U test at two edges its comments name: every value tied
/// (no evidence either way, p = 1), also for a million values, where the
/// tie correction's rounding makes sigma NaN rather than 0; and the exact
/// tail at a half-integer U (ties forced through the exact method), which
/// counts the arrangements from the next whole U up.
@Suite("Mann-Whitney U edges")
struct MannWhitneyUEdgeTests {
  @Test(arguments: [3, 500_000])
  func allValuesTiedGiveOne(count: Int) throws {
    let sample = [Double](repeating: 7, count: count)
    let test = try #require(MannWhitneyU(sample, sample))
    #expect(test.pValue == 1)
  }

  /// P(U >= 2.5) is P(U >= 3); for two samples of two, 2 of the 6
  /// arrangements have U >= 3.
  @Test func halfIntegerUCountsFromTheNextWholeOne() {
    #expect(MannWhitneyU.exactUpperTail(u: 2.5, n1: 2, n2: 2) == 2.0 / 6)
    #expect(MannWhitneyU.exactUpperTail(u: 3, n1: 2, n2: 2) == 2.0 / 6)
  }
}
