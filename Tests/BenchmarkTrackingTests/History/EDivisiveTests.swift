import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory

/// Seeded, roughly normal noise: the sum of four uniforms in [-1, 1),
/// scaled, so the tests replay exactly from their seed.
func noise(count: Int, scale: Double, seed: UInt64) -> [Double] {
  var generator = SplitMix64(seed: seed)
  return (0..<count).map { _ in
    scale * (0..<4).map { _ in Double.random(in: -1..<1, using: &generator) }.reduce(0, +) / 2
  }
}

/// `level` for `count` values, plus seeded noise.
func flat(_ level: Double, count: Int, scale: Double, seed: UInt64) -> [Double] {
  noise(count: count, scale: scale, seed: seed).map { level + $0 }
}

@Suite("E-divisive means")
struct EDivisiveTests {
  /// q-hat by its definition, for checking the O(n^2) search.
  static func qHat(_ x: [Double], _ y: [Double]) -> Double {
    let n = Double(x.count)
    let m = Double(y.count)
    var between = 0.0
    for a in x { for b in y { between += abs(a - b) } }
    var withinX = 0.0
    for i in x.indices { for k in x.indices where i < k { withinX += abs(x[i] - x[k]) } }
    var withinY = 0.0
    for i in y.indices { for k in y.indices where i < k { withinY += abs(y[i] - y[k]) } }
    var q = 2 / (n + m) * between
    if x.count > 1 { q -= 2 * m / ((n + m) * (n - 1)) * withinX }
    if y.count > 1 { q -= 2 * n / ((n + m) * (m - 1)) * withinY }
    return q
  }

  // Expected values printed by Apache Otava 0.8.0's PairDistanceCalculator
  // (get_candidate_change_point over the whole series).
  @Test(arguments: [
    ([1, 2, 3, 10, 11, 12] as [Double], 3, 23.0),
    ([5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9], 11, 13.351111111111111),
    ([3, 3, 3, 3, 9, 3, 3, 3], 4, 9.6),
  ])
  func bestSplitMatchesOtava(series: [Double], index: Int, qHat: Double) throws {
    let split = try #require(EnergyDivergence.bestSplit(series[...]))
    #expect(split.tau == index)
    #expect(abs(split.qHat - qHat) < 1e-9)
  }

  @Test(arguments: 1...5 as ClosedRange<UInt64>)
  func bestSplitIsTheLargestQHatByDefinition(seed: UInt64) throws {
    let series = noise(count: 17, scale: 10, seed: seed)
    var best = -Double.infinity
    for tau in 1..<series.count {
      for kappa in (tau + 1)...series.count {
        best = max(best, Self.qHat(Array(series[..<tau]), Array(series[tau..<kappa])))
      }
    }
    let split = try #require(EnergyDivergence.bestSplit(series[...]))
    #expect(abs(split.qHat - best) < 1e-9 * max(1, abs(best)), "seed \(seed)")
    let byDefinition = Self.qHat(
      Array(series[..<split.tau]), Array(series[split.tau..<split.kappa]))
    #expect(abs(split.qHat - byDefinition) < 1e-9 * max(1, abs(best)), "seed \(seed)")
  }

  @Test func fewerThanTwoValuesHaveNoSplit() {
    #expect(EnergyDivergence.bestSplit([][...]) == nil)
    #expect(EnergyDivergence.bestSplit([4][...]) == nil)
    #expect(EDivisive.analyze([4]).changePoints.isEmpty)
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func findsKnownStepsAtTheirIndex(seed: UInt64) {
    let series =
      flat(100, count: 15, scale: 1, seed: seed) + flat(110, count: 12, scale: 1, seed: seed + 100)
      + flat(95, count: 13, scale: 1, seed: seed + 200)
    let result = EDivisive.analyze(series, options: ChangePointOptions(permutations: 999))
    #expect(result.changePoints.map(\.index) == [15, 27], "noise seed \(seed)")
    #expect(result.changePoints.allSatisfy { $0.pValue <= 0.001 }, "noise seed \(seed)")
  }

  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func flatNoiseHasNoChangePoint(seed: UInt64) {
    let series = flat(100, count: 30, scale: 5, seed: seed)
    let result = EDivisive.analyze(series, options: ChangePointOptions(permutations: 999))
    #expect(result.changePoints.isEmpty, "noise seed \(seed): \(result.changePoints)")
  }

  @Test func aLoneSpikeIsNotAChange() {
    var series = flat(100, count: 30, scale: 1, seed: 7)
    series[14] = 160
    let result = EDivisive.analyze(series, options: ChangePointOptions(permutations: 999))
    #expect(result.changePoints.isEmpty, "\(result.changePoints)")
  }

  @Test func pValueCountsThePermutationsThatReachTheObservedQHat() {
    // A clean step: no shuffle reaches it, so p is the smallest possible,
    // 1 / (R + 1).
    let step = [Double](repeating: 1, count: 10) + [Double](repeating: 2, count: 10)
    let strong = EDivisive.analyze(
      step, options: ChangePointOptions(significance: 0.01, permutations: 99))
    #expect(strong.changePoints.map(\.index) == [10])
    #expect(strong.changePoints.first?.pValue == 0.01)
    // A constant series: every shuffle reaches q-hat 0, so p is 1 and the
    // test stops as soon as it is sure p exceeds the weak level.
    let constant = [Double](repeating: 3, count: 12)
    let none = EDivisive.analyze(
      constant, options: ChangePointOptions(significance: 0.01, permutations: 99))
    #expect(none.changePoints.isEmpty)
    #expect(none.weakCandidate == nil)
  }

  @Test func permutationTestStopsEarlyOnlyAboveTheWeakLevel() {
    let series = flat(100, count: 20, scale: 5, seed: 3)
    let intervals = [0..<series.count]
    let candidate = EDivisive.bestCandidate(series, intervals: intervals)
    var generator = SplitMix64(seed: 1)
    let options = ChangePointOptions(significance: 0.01, permutations: 999)
    let test = EDivisive.permutationTest(
      series, intervals: intervals, candidate: (candidate?.index ?? 0, candidate?.qHat ?? 0),
      options: options, generator: &generator)
    #expect(test.stoppedEarly)
    #expect(test.pValue > options.weakSignificance)
  }

  @Test func sameSeedSameAnswerAndTheSeedMatters() {
    // A borderline series: its p-value depends on which shuffles are drawn.
    let series = flat(100, count: 12, scale: 3, seed: 11) + flat(101, count: 12, scale: 3, seed: 12)
    let options = ChangePointOptions(significance: 0.5, permutations: 199, seed: 5)
    let first = EDivisive.analyze(series, options: options)
    #expect(EDivisive.analyze(series, options: options) == first)
    var other = options
    other.seed = 6
    let pValues = [first, EDivisive.analyze(series, options: other)].map {
      $0.changePoints.first?.pValue ?? $0.weakCandidate?.pValue ?? -1
    }
    #expect(pValues[0] != pValues[1], "\(pValues)")
  }

  @Test func weakCandidateIsReportedBetweenTheTwoLevels() {
    // A modest step: significant at 0.05 but not at 0.001 with this noise.
    let series = flat(100, count: 12, scale: 4, seed: 21) + flat(104, count: 12, scale: 4, seed: 22)
    let strict = EDivisive.analyze(
      series, options: ChangePointOptions(significance: 0.001, weakSignificance: 0.2))
    let loose = EDivisive.analyze(series, options: ChangePointOptions(significance: 0.2))
    let weak = strict.weakCandidate
    #expect(strict.changePoints.isEmpty)
    #expect(weak != nil)
    #expect((weak?.pValue ?? 1) > 0.001 && (weak?.pValue ?? 1) <= 0.2)
    #expect(loose.changePoints.map(\.index) == [weak?.index].compactMap { $0 })
  }
}

@Suite("E-divisive options")
struct ChangePointOptionsTests {
  @Test func permutationsSetToZeroLaterDoNotTrap() {
    var options = ChangePointOptions()
    options.permutations = 0
    let step = [Double](repeating: 1, count: 6) + [Double](repeating: 2, count: 6)
    // One shuffle: p is at least 1/2, so nothing is significant.
    #expect(EDivisive.analyze(step, options: options).changePoints.isEmpty)
  }

  @Test func weakLevelIsNeverBelowTheSignificanceLevel() {
    #expect(ChangePointOptions(significance: 0.05, weakSignificance: 0.01).weakSignificance == 0.05)
    #expect(ChangePointOptions(significance: 0.2).weakSignificance == 1)
  }
}

/// The energy-divergence split at its smallest and in ties: two values are
/// already a split (tau 1, kappa 2, q-hat their distance), fewer are none;
/// and when every split ties (a constant interval) the smallest tau, then
/// the smallest kappa, wins, as NumPy's `argmax` and the doc comment say.
extension EDivisiveTests {
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
