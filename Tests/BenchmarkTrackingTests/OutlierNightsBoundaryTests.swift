import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory

/// The outlier filter at its edges: the noise scale's formula and floor, the
/// shortest series it judges, the neighbourhood's width, and the second pass
/// that looks past nights already flagged.
@Suite("Outlier nights at their edges")
struct OutlierNightsBoundaryTests {
  /// Every night-to-night difference 2: the 75th percentile is 2, and the
  /// scale 2 / (1.1503 * sqrt 2) (Gaussian noise's |difference| quartile).
  @Test func noiseScaleOfEqualSteps() throws {
    let scale = try #require(OutlierNights.noiseScale([10, 12, 10, 12, 10, 12]))
    #expect(abs(scale - 2 / (1.1503 * 2.0.squareRoot())) < 1e-12)
    // Linear interpolation between sorted differences: 0, 0, 0, 4, 4 at the
    // 75th percentile is 4.
    let mixed = try #require(OutlierNights.noiseScale([10, 10, 10, 10, 14, 10]))
    #expect(abs(mixed - 4 / (1.1503 * 2.0.squareRoot())) < 1e-12)
  }

  /// A series that never moves has the floor, 0.1% of its median's size
  /// (negative medians too); fewer than three nights have no scale.
  @Test func noiseScaleFloorAndShortSeries() throws {
    #expect(OutlierNights.noiseScale([100, 100, 100]) == 0.001 * 100)
    #expect(OutlierNights.noiseScale([-100, -100, -100]) == 0.001 * 100)
    #expect(OutlierNights.noiseScale([0, 0, 0]) == 0)
    #expect(OutlierNights.noiseScale([1, 5]) == nil)
    #expect(OutlierNights.noiseScale([]) == nil)
  }

  /// Seven nights (three neighbours a side and the night) are the fewest
  /// judged; six are too few to outvote a night. (So short a series has
  /// its scale raised by the spike's own two differences, hence K = 1.)
  @Test func sevenNightsAreTheFewestJudged() {
    let seven: [Double] = [100, 101, 100, 200, 100, 101, 100]
    #expect(OutlierNights.find(seven, threshold: 1) == [3])
    #expect(OutlierNights.find(Array(seven.dropLast()), threshold: 1).isEmpty)
    #expect(OutlierNights.find(seven, threshold: 0).isEmpty)
    #expect(OutlierNights.find(seven, threshold: -1).isEmpty)
  }

  /// A night is measured against the median of its three nearest
  /// neighbours on each side, counted past the ends and past nights already
  /// flagged: two high nights four apart are both outliers.
  @Test func theNeighbourhoodIsThreeNightsASide() {
    let base: [Double] = Array(repeating: 100, count: 30).enumerated().map {
      $1 + Double($0 % 2)
    }
    var apart = base
    apart[13] = 200
    apart[17] = 200
    #expect(OutlierNights.find(apart, threshold: 5) == [13, 17])
    #expect(
      OutlierNights.neighbours(of: 15, step: -1, in: apart, skipping: []) == [
        base[14], 200, base[12],
      ])
    #expect(
      OutlierNights.neighbours(of: 7, step: 1, in: apart, skipping: [9]) == [
        base[8], base[10], base[11],
      ])
    #expect(OutlierNights.neighbours(of: 1, step: -1, in: apart, skipping: []) == [base[0]])
    #expect(OutlierNights.neighbours(of: 29, step: 1, in: apart, skipping: []).isEmpty)
  }

  /// Both directions: a night far below its neighbours is one too, and a
  /// night above on one side and below on the other is not.
  @Test func farBelowCountsAndBetweenLevelsDoesNot() {
    var low: [Double] = Array(repeating: 100, count: 9)
    low[4] = 10
    #expect(OutlierNights.find(low, threshold: 5) == [4])
    let step: [Double] = [100, 100, 100, 100, 150, 200, 200, 200, 200]
    #expect(OutlierNights.find(step, threshold: 5).isEmpty)
  }
}
