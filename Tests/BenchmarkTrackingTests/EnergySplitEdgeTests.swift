import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory

/// The energy-divergence split at its smallest and in ties: two values are
/// already a split (tau 1, kappa 2, q-hat their distance), fewer are none;
/// and when every split ties (a constant interval) the smallest tau, then
/// the smallest kappa, wins, as NumPy's `argmax` and the doc comment say.
@Suite("Energy split edges")
struct EnergySplitEdgeTests {
  @Test func twoValuesAreASplit() throws {
    let split = try #require(EnergyDivergence.bestSplit([1.0, 4.0][...]))
    #expect(split.tau == 1)
    #expect(split.kappa == 2)
    #expect(split.qHat == 3)
    #expect(EnergyDivergence.bestSplit([1.0][...]) == nil)
  }

  @Test(arguments: [3, 4, 7])
  func tiesKeepTheSmallestTauThenKappa(count: Int) throws {
    let split = try #require(
      EnergyDivergence.bestSplit(ArraySlice(repeating: 5.0, count: count)))
    #expect(split.tau == 1)
    #expect(split.kappa == 2)
    #expect(split.qHat == 0)
  }
}
