import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingStatistics

/// The paired mode's statistics against first principles: the median's
/// distribution-free interval against a brute-force binomial search, the
/// Mann-Whitney floor and the repetitions that reach a level at their exact
/// bounds, and a phase's decision with the rounds it would still need.
@Suite("Paired statistics from first principles")
struct PairedStatisticsTests {
  /// P(Binomial(n, 1/2) <= j), summed exactly in rationals' stead: C(n, i)
  /// by the multiplicative formula in Double, fine for n <= 60.
  static func lowerTail(_ j: Int, _ n: Int) -> Double {
    guard j >= 0 else { return 0 }
    var total = 0.0
    var choose = 1.0
    for i in 0...min(j, n) {
      if i > 0 { choose = choose * Double(n - i + 1) / Double(i) }
      total += choose
    }
    return total / pow(2, Double(n))
  }

  /// The largest k with P(X <= k - 1) <= (1 - level) / 2, found by trying
  /// every k; `nil` when none.
  static func bruteForceK(count n: Int, level: Double) -> Int? {
    let tail = (1 - level) / 2
    return (1...max(1, (n + 1) / 2)).filter { lowerTail($0 - 1, n) <= tail * (1 + 1e-12) }.max()
  }

  @Test(arguments: [1, 2, 5, 6, 7, 8, 9, 10, 17, 20, 31, 40, 60])
  func orderStatisticIsTheLargestThatCovers(count: Int) throws {
    for level in [0.5, 0.8, 0.9, 0.95, 0.975, 0.99] {
      #expect(
        MedianInterval.orderStatistic(count: count, level: level)
          == Self.bruteForceK(count: count, level: level), "n \(count), level \(level)")
    }
  }

  /// [x(k), x(n+1-k)] of the sorted values, whatever their order; the
  /// coverage is 1 - 2 P(X <= k - 1) and at least the level.
  @Test func intervalEndsAndCoverage() throws {
    let values: [Double] = [9, 1, 7, 3, 5, 2, 8, 4, 6, 10, 12, 11]
    let interval = try #require(MedianInterval(values, level: 0.9))
    let k = try #require(Self.bruteForceK(count: 12, level: 0.9))
    #expect(interval.lower == Double(k) && interval.upper == Double(13 - k))
    #expect(abs(interval.coverage - (1 - 2 * Self.lowerTail(k - 1, 12))) < 1e-12)
    #expect(interval.coverage >= 0.9)
    #expect(interval.median == 6.5 && interval.count == 12)
    #expect(interval.halfWidth == (interval.upper - interval.lower) / 2)
    #expect(
      abs(try #require(MedianInterval([1, 3, 2, 5, 4, 7, 6], level: 0.5)).halfWidth - 1) < 1e-12)
  }

  @Test func noIntervalWhereNoneCanBe() {
    #expect(MedianInterval([], level: 0.9) == nil)
    #expect(MedianInterval([1, 2, 3], level: 0) == nil)
    #expect(MedianInterval([1, 2, 3], level: 1) == nil)
    #expect(MedianInterval([1, 2, 3], level: -0.5) == nil)
    #expect(MedianInterval([1, .nan, 3], level: 0.5) == nil)
    // Five values cannot reach 95% (1 - 2 / 32 = 93.75%); six can.
    #expect(MedianInterval([1, 2, 3, 4, 5], level: 0.95) == nil)
    #expect(MedianInterval([1, 2, 3, 4, 5, 6], level: 0.95) != nil)
    #expect(MedianInterval([1, 2, 3, 4, 5], level: 0.9375) != nil)
  }

  /// Two samples that do not overlap: with the exact distribution, the
  /// floor is 2 / C(n + m, n).
  @Test func mannWhitneyFloor() {
    #expect(MannWhitneyU.minimumPValue(baselineCount: 0, contenderCount: 5) == 1)
    #expect(MannWhitneyU.minimumPValue(baselineCount: 5, contenderCount: 0) == 1)
    #expect(abs(MannWhitneyU.minimumPValue(baselineCount: 1, contenderCount: 1) - 1) < 1e-12)
    #expect(abs(MannWhitneyU.minimumPValue(baselineCount: 3, contenderCount: 4) - 2.0 / 35) < 1e-12)
    #expect(
      abs(MannWhitneyU.minimumPValue(baselineCount: 5, contenderCount: 5) - 2.0 / 252) < 1e-12)
    #expect(
      MannWhitneyU.minimumPValue(baselineCount: 2, contenderCount: 6)
        == MannWhitneyU.minimumPValue(baselineCount: 6, contenderCount: 2))
  }

  /// The first count a side whose floor is at or under the level, from
  /// `start` (at least 2) up to `limit`, both included.
  @Test func repetitionsNeededAtItsBounds() {
    let fiveFloor = MannWhitneyU.minimumPValue(baselineCount: 5, contenderCount: 5)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: fiveFloor) == 5)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: fiveFloor.nextDown) == 6)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: fiveFloor, limit: 5) == 5)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: fiveFloor, limit: 4) == nil)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: fiveFloor, from: 7) == 7)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 1, from: 0) == 2)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0) == nil)
    // A level no count up to the limit reaches.
    let twentyFloor = MannWhitneyU.minimumPValue(baselineCount: 20, contenderCount: 20)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: twentyFloor, limit: 19) == nil)
  }

  static func phase(_ values: [Double], minimumRounds: Int = 5) -> PairedPhaseJudgement {
    PairedPhaseJudgement(
      values, family: 1, options: PairedOptions(threshold: 0.025, minimumRounds: minimumRounds))
  }

  /// Log-ratios clear of the threshold on one side are a verdict; an
  /// interval reaching past it is not, and says how many rounds the same
  /// spread would need: rounds x (half-width / gap to the nearest bound)^2,
  /// rounded up, at least one more.
  @Test func phaseDecisionsAndRoundsNeeded() throws {
    let limit = log1p(0.025)
    let spread: [Double] = (0..<20).map { Double($0 % 5 - 2) * 0.001 }
    #expect(Self.phase(spread.map { $0 + 0.1 }).decision == .regression)
    #expect(Self.phase(spread.map { $0 - 0.1 }).decision == .improvement)
    #expect(Self.phase(spread).decision == .unchanged)
    #expect(Self.phase(spread, minimumRounds: 21).decision == .undecided)
    #expect(Self.phase(spread, minimumRounds: 20).decision == .unchanged)
    let straddling = Self.phase(spread.map { $0 + limit })
    #expect(straddling.decision == .undecided)
    // On the bound itself: the gap is zero, no count of rounds would do.
    #expect(straddling.roundsNeeded == nil)
    let wide: [Double] = (0..<20).map { Double($0 % 5 - 2) * 0.02 + 0.01 }
    let undecided = Self.phase(wide)
    #expect(undecided.decision == .undecided)
    let interval = try #require(undecided.interval)
    let gap = abs(abs(interval.median) - limit)
    let factor = (interval.halfWidth / gap) * (interval.halfWidth / gap)
    #expect(undecided.roundsNeeded == max(21, Int((20 * factor).rounded(.up))))
    #expect(try #require(undecided.roundsNeeded) > 20)
    // Decided phases need no more rounds; the detectable change is the
    // threshold plus the interval's lower half.
    let decided = Self.phase(spread.map { $0 + 0.1 })
    #expect(decided.roundsNeeded == nil)
    let decidedInterval = try #require(decided.interval)
    #expect(
      decided.detectableChange
        == expm1(limit + (decidedInterval.median - decidedInterval.lower)))
  }

  /// An interval whose lower end sits exactly on the threshold is not yet a
  /// regression, nor one whose upper end sits exactly on minus it an
  /// improvement, nor one touching either an unchanged.
  @Test func phaseBoundsAreStrict() {
    let limit = log1p(0.025)
    let onUpper = Array(repeating: limit, count: 12)
    #expect(Self.phase(onUpper).decision == .undecided)
    #expect(Self.phase(onUpper.map { $0.nextUp }).decision == .regression)
    let onLower = Array(repeating: -limit, count: 12)
    #expect(Self.phase(onLower).decision == .undecided)
    #expect(Self.phase(onLower.map { $0.nextDown }).decision == .improvement)
    #expect(Self.phase(onUpper.map { $0.nextDown }).decision == .unchanged)
    #expect(Self.phase(onLower.map { $0.nextUp }).decision == .unchanged)
  }

  @Test func changeFieldsOfADetectedChange() {
    func point(_ commit: String?) -> HistoryPoint {
      HistoryPoint(
        runIndex: 0, source: "", date: "", commit: commit, samples: [1], median: 1, step: nil,
        change: nil)
    }
    func change(before: Double, after: Double, commits: (String?, String?)) -> DetectedChange {
      DetectedChange(
        kind: .regression, index: 1, first: point(commits.1), lastBefore: point(commits.0),
        meanBefore: before, meanAfter: after, medianBefore: before * 2, medianAfter: after * 3,
        runsBefore: 1, runsAfter: 1, pValue: 0.001, stoppedEarly: false, qHat: 1)
    }
    let step = change(before: 100, after: 110, commits: ("a", "b"))
    #expect(abs((step.relativeChange ?? 0) - 0.1) < 1e-12)
    #expect(abs((step.relativeMedianChange ?? 0) - (330.0 / 200 - 1)) < 1e-12)
    #expect(change(before: 0, after: 1, commits: ("a", "b")).relativeChange == nil)
    #expect(change(before: 0, after: 1, commits: ("a", "b")).relativeMedianChange == nil)
    #expect(!step.isBetweenRunsOfOneCommit)
    #expect(change(before: 1, after: 2, commits: ("a", "a")).isBetweenRunsOfOneCommit)
    #expect(!change(before: 1, after: 2, commits: (nil, nil)).isBetweenRunsOfOneCommit)
    #expect(!change(before: 1, after: 2, commits: (nil, "a")).isBetweenRunsOfOneCommit)
  }
}

/// The median's interval at the ends of its level, which must lie strictly
/// between 0 and 1: a level of 1 has no interval even for 1,100 values
/// (where the binomial's smallest tail underflows to 0), and a level just
/// above 0 gives the median itself for an odd count (the order statistic
/// search reaches the middle one).
extension PairedStatisticsTests {
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
