import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingReports

/// What a paired comparison could see: the smallest slowdown each interval
/// would have called a regression, and the table's change and interval
/// taken from the same pass.
@Suite struct PairedVisibilityTests {
  /// Twenty rounds 0.001 ... 0.020 apart: at 95% (one benchmark, alpha
  /// 0.05) the interval is [x(6), x(15)] around the median 0.0105.
  let rounds = (1...20).map { Double($0) * 0.001 }
  let options = PairedOptions(alpha: 0.05, minimumRounds: 10)

  @Test func detectableIsTheThresholdPlusTheWidthBelowTheMedian() throws {
    let judgement = PairedPhaseJudgement(rounds, family: 1, options: options)
    let interval = try #require(judgement.interval)
    #expect(interval.lower == 0.006)
    let expected = expm1(log1p(0.025) + (0.0105 - 0.006))
    let detectable = try #require(judgement.detectableChange)
    #expect(abs(detectable - expected) < 1e-12)
    // A change of that size moves the interval's lower end onto +2.5%.
    let shifted = rounds.map { $0 - 0.0105 + log1p(detectable) + 1e-9 }
    #expect(PairedPhaseJudgement(shifted, family: 1, options: options).decision == .regression)
    let smaller = rounds.map { $0 - 0.0105 + log1p(detectable) - 1e-4 }
    #expect(PairedPhaseJudgement(smaller, family: 1, options: options).decision != .regression)
  }

  @Test func widerNoiseOrFewerRoundsSeeLess() throws {
    let noisy = rounds.map { ($0 - 0.0105) * 10 }
    let quiet = try #require(
      PairedPhaseJudgement(rounds, family: 1, options: options).detectableChange)
    let loud = try #require(
      PairedPhaseJudgement(noisy, family: 1, options: options).detectableChange)
    #expect(loud > quiet)
    // Below the minimum rounds a phase decides nothing, so it sees nothing.
    let few = PairedPhaseJudgement(Array(rounds.prefix(8)), family: 1, options: options)
    #expect(few.detectableChange == nil)
  }

  @Test func changeAndIntervalComeFromTheConfirmingPass() throws {
    let screening = rounds.map { $0 + log1p(0.10) - 0.0105 }
    let confirmation = rounds.map { $0 + log1p(0.06) - 0.0105 }
    let verdict = PairedVerdict(
      name: "fill", screening: screening, confirmation: confirmation, family: 1, options: options)
    #expect(verdict.verdict == .regression)
    #expect(verdict.judged == verdict.confirmation)
    let change = try #require(verdict.change)
    #expect(abs(change - 0.06) < 1e-9)
    #expect(verdict.detectableChange == verdict.confirmation?.detectableChange)
    let interval = PairedReport.interval(verdict)
    let lower = ValueFormatting.change(expm1(log1p(0.06) - 0.0045))
    #expect(interval.hasPrefix("[\(lower),"))
  }

  @Test func screeningAloneIsJudgedWhenNothingWasConfirmed() {
    let verdict = PairedVerdict(
      name: "same", screening: rounds.map { $0 - 0.0105 }, confirmation: [], family: 1,
      options: options)
    #expect(verdict.verdict == .unchanged)
    #expect(verdict.judged == verdict.screening)
    #expect(PairedReport.detectable(verdict) == ValueFormatting.change(verdict.detectableChange))
  }

  @Test func theSentenceNamesTheRangeAndTheBlind() {
    let quiet = PairedVerdict(
      name: "quiet", screening: rounds.map { $0 - 0.0105 }, confirmation: [], family: 2,
      options: options)
    let loud = PairedVerdict(
      name: "loud", screening: rounds.map { ($0 - 0.0105) * 20 }, confirmation: [], family: 2,
      options: options)
    let blind = PairedVerdict(
      name: "blind", screening: [0.1, 0.2], confirmation: [], family: 2, options: options)
    #expect(PairedReport.detectable(blind) == "none")
    let sentence = PairedReport.visibility([quiet, loud, blind])
    #expect(sentence.contains("(quiet) to"))
    #expect(sentence.contains("(loud) were invisible"))
    #expect(sentence.contains("1 benchmark could not decide at all"))
    #expect(PairedReport.visibility([quiet]).hasPrefix("changes under"))
    #expect(PairedReport.visibility([blind]).hasPrefix("no benchmark's rounds"))
  }
}
