import BenchmarkTracking
import Testing
import TrackingStatistics

/// The figures the verdict rule is built from.
@Suite("Reachability, spread and separation")
struct StatisticsTests {
  /// Sizes and the exact floor 2 / C(n+m, n).
  static let exactFloors: [(n: Int, m: Int, floor: Double)] = [
    (5, 5, 2.0 / 252), (4, 4, 2.0 / 70), (3, 3, 2.0 / 20), (5, 9, 2.0 / 2002),
  ]

  @Test(arguments: exactFloors)
  func exactFloorIsTwoOverTheBinomial(sizes: (n: Int, m: Int, floor: Double)) {
    let value = MannWhitneyU.minimumPValue(baselineCount: sizes.n, contenderCount: sizes.m)
    #expect(abs(value - sizes.floor) < 1e-12, "\(value)")
  }

  @Test func asymptoticFloorIsTheFullySeparatedPValue() {
    // 9 against 9 uses the normal approximation: z = 40 / sqrt(81 * 19 / 12).
    let value = MannWhitneyU.minimumPValue(baselineCount: 9, contenderCount: 9)
    let z = 40 / (81.0 * 19 / 12).squareRoot()
    #expect(abs(value - 2 * NormalDistribution.survival(z)) < 1e-15)
  }

  static let levels: [(level: Double, count: Int)] = [
    (0.05, 4), (0.05 / 62, 7), (0.05 / 10, 6), (0.008, 5),
  ]

  @Test(arguments: levels)
  func repetitionsNeeded(level: Double, count: Int) {
    #expect(MannWhitneyU.repetitionsNeeded(toReach: level) == count)
  }

  @Test func adviceNeverPointsBelowTheCountsAlreadyThere() {
    // 8 a side reach 0.01/62 exactly (2/12870); 9 and 10 use the normal
    // approximation and do not; 11 does (a constant, not the default alpha).
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0.01 / 62) == 8)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0.01 / 62, from: 9) == 11)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0) == nil)
  }

  @Test func requiredLevelFollowsTheCorrection() {
    var options = ComparisonOptions(alpha: 0.05)
    #expect(options.requiredPValue(family: 10) == 0.005)
    #expect(abs(options.requiredPValue(family: 10, rejected: 4) - 0.025) < 1e-15)
    options.correction = .holm
    #expect(abs(options.requiredPValue(family: 10, rejected: 4) - 0.05 / 6) < 1e-15)
    options.correction = .none
    #expect(options.requiredPValue(family: 10, rejected: 4) == 0.05)
  }

  @Test func quantilesInterpolateLinearly() {
    let values: [Double] = [5, 1, 4, 2, 3]
    #expect(values.quantile(0.25) == 2)
    #expect(values.quantile(0.75) == 4)
    #expect([1.0, 2, 3, 4].quantile(0.5) == 2.5)
    #expect([Double]().quantile(0.5) == nil)
    #expect(values.relativeSpread() == 2.0 / 3)
    #expect(values.relativeRange() == 4.0 / 3)
  }

  @Test func cliffsDeltaCountsPairs() {
    #expect(cliffsDelta(baseline: [1, 2], contender: [3, 4]) == 1)
    #expect(cliffsDelta(baseline: [3, 4], contender: [1, 2]) == -1)
    #expect(cliffsDelta(baseline: [1, 3], contender: [2, 3]) == 0.25)
    #expect(cliffsDelta(baseline: [], contender: [1]) == nil)
  }
}

/// The bounds a mutation sample of `BenchmarkTracking` moved without any
/// test noticing (results/mutation, `--module BenchmarkTracking`): the
/// values just past each documented bound.
extension StatisticsTests {
  /// A fraction outside 0...1 is clamped to the nearest end, so it gives
  /// the smallest or largest value (never an index outside the sample).
  @Test(arguments: [(-0.5, 1.0), (-1e9, 1.0), (1.5, 9.0), (0.0, 1.0), (1.0, 9.0)])
  func quantileClampsTheFraction(fraction: Double, expected: Double) {
    let sample: [Double] = [9, 1, 5, 3, 7]
    #expect(sample.quantile(fraction) == expected)
  }

  /// A median that is not positive gives no relative spread or range: the
  /// ratio would divide by zero or flip its sign.
  @Test(arguments: [[-1.0, 0, 1], [-3.0, -2, -1], [0.0, 0, 0]])
  func noRelativeFigureWithoutAPositiveMedian(sample: [Double]) {
    #expect(sample.relativeRange() == nil)
    #expect(sample.relativeSpread() == nil)
  }

  @Test func relativeRangeOverThePositiveMedian() {
    #expect([1.0, 2, 5].relativeRange() == 2)
  }
}
