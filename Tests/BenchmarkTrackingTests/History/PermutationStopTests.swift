import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory

/// E-divisive's permutation test at the bounds of its early stop and of the
/// weak level: on a constant series every shuffle reaches the candidate's
/// q-hat, so the count of shuffles run is known. The test stops as soon as
/// p must exceed the weak level, never at its last shuffle, and reports
/// p = (reached + 1) / (permutations + 1); a candidate whose p equals the
/// weak level exactly is kept as the weak candidate.
@Suite("Permutation test stops")
struct PermutationStopTests {
  /// Two shuffles, weak level 0.5: after the first, 2 / 3 > 0.5 for sure,
  /// so it stops there; with one shuffle, that shuffle is the last and the
  /// test runs to its end (p = 2 / 2).
  @Test(arguments: [(2, 2.0 / 3, true), (1, 1.0, false), (3, 3.0 / 4, true)])
  func stopsOnceThePValueMustExceedTheWeakLevel(
    permutations: Int, pValue: Double, stoppedEarly: Bool
  ) {
    let series = [1.0, 1, 1, 1, 1, 1]
    let options = ChangePointOptions(
      significance: 0.1, weakSignificance: 0.5, permutations: permutations)
    var generator = SplitMix64(seed: 1)
    let test = EDivisive.permutationTest(
      series, intervals: [0..<series.count], candidate: (index: 3, qHat: 0), options: options,
      generator: &generator)
    #expect(test.pValue == pValue)
    #expect(test.stoppedEarly == stoppedEarly)
  }

  /// One shuffle that cannot reach a clean step's q-hat: p = 1 / 2, above
  /// the significance (0.25) and exactly the weak level (0.5), so the step
  /// is the weak candidate.
  @Test func pValueExactlyTheWeakLevelIsAWeakCandidate() throws {
    let series = [0.0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10]
    let options = ChangePointOptions(significance: 0.25, weakSignificance: 0.5, permutations: 1)
    let result = EDivisive.analyze(series, options: options)
    #expect(result.changePoints.isEmpty)
    let weak = try #require(result.weakCandidate)
    #expect(weak.index == 6)
    #expect(weak.pValue == 0.5)
  }
}
