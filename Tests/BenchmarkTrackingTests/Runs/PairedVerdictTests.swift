import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingStatistics

/// Seeded synthetic log-ratios: a shift plus noise that is mostly normal
/// with a heavy tail (one round in ten is off by up to ±60%), shaped like
/// this machine's rounds.
struct SyntheticRounds {
  var generator: SplitMix64
  /// The true median log-ratio.
  var shift: Double
  /// The normal part's standard deviation.
  var sd: Double

  init(seed: UInt64, shift: Double, sd: Double) {
    generator = SplitMix64(seed: seed)
    self.shift = shift
    self.sd = sd
  }

  /// One standard normal value (Box-Muller).
  mutating func normal() -> Double {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
    let v = Double.random(in: 0..<1, using: &generator)
    return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
  }

  /// The next `count` rounds.
  mutating func next(_ count: Int) -> [Double] {
    (0..<count).map { _ in
      let tail = Double.random(in: 0..<1, using: &generator) < 0.1
      let noise = tail ? Double.random(in: -0.6...0.6, using: &generator) : sd * normal()
      return shift + noise
    }
  }
}

/// Runs the sequential procedure of `track ab` on synthetic benchmarks:
/// batches of screening rounds for the undecided ones, then fresh rounds
/// for a screened regression, until every verdict is final.
func sequentialVerdicts(
  shifts: [Double], sd: Double, options: PairedOptions, seed: UInt64
) -> [PairedVerdict] {
  var sources = shifts.enumerated().map { index, shift in
    SyntheticRounds(seed: seed &* 1_000_003 &+ UInt64(index), shift: shift, sd: sd)
  }
  var screening = Array(repeating: [Double](), count: shifts.count)
  var confirmation = Array(repeating: [Double](), count: shifts.count)
  func verdict(_ index: Int) -> PairedVerdict {
    PairedVerdict(
      name: "b\(index)", screening: screening[index], confirmation: confirmation[index],
      family: shifts.count, options: options)
  }
  while true {
    let pending = shifts.indices.compactMap { index in
      verdict(index).pendingPhase.map { (index, $0) }
    }
    if pending.isEmpty { break }
    for (index, phase) in pending {
      let rounds = sources[index].next(options.batch)
      if phase == .confirmation {
        confirmation[index] += rounds
      } else {
        screening[index] += rounds
      }
    }
  }
  return shifts.indices.map(verdict)
}

@Suite("paired verdicts")
struct PairedVerdictTests {
  @Test func orderStatisticsMatchTheBinomialTables() throws {
    // n = 20 at 95%: P(X <= 5) = 0.0207 <= 0.025 < P(X <= 6) = 0.0577, so
    // the interval is [x(6), x(15)] with coverage 1 - 2 x 0.0207.
    let values = (1...20).map(Double.init).reversed().map { $0 }
    let interval = try #require(MedianInterval(values, level: 0.95))
    #expect(interval.lower == 6)
    #expect(interval.upper == 15)
    #expect(abs(interval.coverage - 0.958_610_5) < 1e-6)
    #expect(interval.median == 10.5)
    // n = 10 at 99%: only [x(1), x(10)] reaches it (coverage 1 - 2/1024).
    let ten = try #require(MedianInterval((1...10).map(Double.init), level: 0.99))
    #expect(ten.lower == 1 && ten.upper == 10)
    #expect(abs(ten.coverage - (1 - 2.0 / 1024)) < 1e-12)
  }

  @Test func tooFewValuesGiveNoInterval() {
    // Nine values cannot reach 99.9%: [x(1), x(9)] covers 1 - 2/512.
    #expect(MedianInterval((1...9).map(Double.init), level: 0.999) == nil)
    #expect(MedianInterval([], level: 0.9) == nil)
    #expect(MedianInterval([1, .nan, 2, 3, 4, 5, 6, 7, 8, 9], level: 0.5) == nil)
  }

  @Test func coverageHoldsOnASkewedDistribution() {
    // Exponential values have median log 2; the 95% interval must cover it
    // in at least 95% of 2,000 seeded samples of 25 (up to sampling error).
    var generator = SplitMix64(seed: 7)
    var covered = 0
    let trials = 2_000
    for _ in 0..<trials {
      let sample = (0..<25).map { _ in
        -log(Double.random(in: Double.ulpOfOne..<1, using: &generator))
      }
      if let interval = MedianInterval(sample, level: 0.95),
        interval.lower <= log(2.0), log(2.0) <= interval.upper
      {
        covered += 1
      }
    }
    #expect(Double(covered) / Double(trials) >= 0.94, "covered \(covered) of \(trials)")
  }

  @Test func phaseDecisionsFollowTheThreshold() {
    let options = PairedOptions()
    var slower = SyntheticRounds(seed: 1, shift: log(1.10), sd: 0.03)
    #expect(
      PairedPhaseJudgement(slower.next(60), family: 10, options: options).decision == .regression)
    var faster = SyntheticRounds(seed: 2, shift: log(0.90), sd: 0.03)
    #expect(
      PairedPhaseJudgement(faster.next(60), family: 10, options: options).decision == .improvement)
    var same = SyntheticRounds(seed: 3, shift: 0, sd: 0.01)
    #expect(
      PairedPhaseJudgement(same.next(60), family: 10, options: options).decision == .unchanged)
    var noisy = SyntheticRounds(seed: 4, shift: 0, sd: 0.20)
    let undecided = PairedPhaseJudgement(noisy.next(20), family: 10, options: options)
    #expect(undecided.decision == .undecided)
    #expect((undecided.roundsNeeded ?? 0) > 20, "needs more than it has")
  }

  @Test func fewerRoundsThanTheMinimumNeverDecide() {
    let options = PairedOptions(minimumRounds: 30)
    let clear = Array(repeating: log(1.5), count: 29)
    #expect(PairedPhaseJudgement(clear, family: 1, options: options).decision == .undecided)
    #expect(
      PairedPhaseJudgement(clear + [log(1.5)], family: 1, options: options).decision == .regression)
  }

  @Test func theCorrectionWidensTheInterval() {
    var rounds = SyntheticRounds(seed: 5, shift: log(1.08), sd: 0.05)
    let ratios = rounds.next(40)
    let alone = PairedPhaseJudgement(ratios, family: 1, options: PairedOptions())
    let crowded = PairedPhaseJudgement(ratios, family: 100_000, options: PairedOptions())
    #expect(alone.decision == .regression)
    #expect(crowded.decision == .undecided)
    #expect(crowded.level > alone.level)
  }

  @Test func aRegressionNeedsFreshRoundsThatFindItAgain() {
    let options = PairedOptions()
    let slow = Array(repeating: log(1.2), count: 20)
    let pending = PairedVerdict(
      name: "x", screening: slow, confirmation: [], family: 3, options: options)
    #expect(pending.verdict == .inconclusive)
    #expect(pending.pendingPhase == .confirmation)
    let confirmed = PairedVerdict(
      name: "x", screening: slow, confirmation: slow, family: 3, options: options)
    #expect(confirmed.verdict == .regression)
    #expect(confirmed.pendingPhase == nil)
    #expect(confirmed.reason.contains("confirmed by 20 fresh rounds"))
    let refuted = PairedVerdict(
      name: "x", screening: slow, confirmation: Array(repeating: 0, count: 20), family: 3,
      options: options)
    #expect(refuted.verdict == .inconclusive)
    #expect(refuted.pendingPhase == nil)
    #expect(refuted.reason.contains("not confirmed"))
  }

  @Test func theCapEndsAnUndecidedPhase() {
    let options = PairedOptions(maximumRounds: 40)
    var noisy = SyntheticRounds(seed: 6, shift: log(1.025), sd: 0.2)
    let ratios = noisy.next(40)
    let verdict = PairedVerdict(
      name: "n", screening: ratios, confirmation: [], family: 5, options: options)
    #expect(verdict.verdict == .inconclusive)
    #expect(verdict.pendingPhase == nil)
    let shorter = PairedVerdict(
      name: "n", screening: Array(ratios.prefix(30)), confirmation: [], family: 5,
      options: options)
    #expect(shorter.pendingPhase == .screening)
  }

  @Test func sameBuildsGiveAtMostOneFalseRegressionIn200() {
    // Ten comparisons of 20 benchmarks that did not change, 5% normal noise
    // and a heavy tail.
    var verdicts: [PairedVerdict] = []
    for trial in 0..<10 {
      verdicts += sequentialVerdicts(
        shifts: Array(repeating: 0, count: 20), sd: 0.05, options: PairedOptions(),
        seed: 11 + UInt64(trial))
    }
    let regressions = verdicts.filter { $0.verdict == .regression }.count
    #expect(regressions <= 1, "\(regressions) false regressions in \(verdicts.count)")
    #expect(verdicts.contains { $0.verdict == .unchanged }, "some are shown unchanged")
  }

  @Test func aTenPercentSlowdownIsFoundAndConfirmed() {
    // Ten trials of 12 benchmarks, one 10% slower, 10% noise.
    var found = 0
    var others = 0
    for trial in 0..<10 {
      let shifts = [log(1.10)] + Array(repeating: 0.0, count: 11)
      let verdicts = sequentialVerdicts(
        shifts: shifts, sd: 0.10, options: PairedOptions(), seed: 100 + UInt64(trial))
      if verdicts[0].verdict == .regression { found += 1 }
      others += verdicts.dropFirst().filter { $0.verdict == .regression }.count
    }
    #expect(found >= 9, "found \(found) of 10")
    #expect(others <= 1, "\(others) other benchmarks flagged")
  }
}
