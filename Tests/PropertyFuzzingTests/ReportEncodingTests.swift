import Foundation
import PropertyFuzzing
import Testing

/// What a property's report writes (its JSON carries the derived verdict
/// and throughput with the recorded fields), a run's totals and verdict.
@Suite("Report fields, totals and verdicts")
struct ReportEncodingTests {
  static func property(cases: Int, discarded: Int = 0, seconds: Double) -> PropertyReport {
    var statistics = CaseStatistics()
    statistics.cases = cases
    statistics.discarded = discarded
    return PropertyReport(
      name: "p", seed: 1, statistics: statistics, seconds: seconds, failure: nil)
  }

  static func json(_ report: PropertyReport) throws -> [String: Any] {
    let data = try JSONEncoder().encode(report)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func derivedFieldsAreWritten() throws {
    let fields = try Self.json(Self.property(cases: 30, discarded: 10, seconds: 2))
    #expect(fields["casesPerSecond"] as? Double == 20)
    #expect(fields["passed"] as? Bool == true)
    #expect(fields["outcome"] as? String == "held")
  }

  @Test func aCaseNotJudgedAndCorpusFailuresAreWritten() throws {
    var report = Self.property(cases: 3, seconds: 1)
    report.notJudged = NotJudgedReport(caseIndex: 2, reason: "the judge died")
    report.corpusFailures = ["Corpus/p/abc.json"]
    let fields = try Self.json(report)
    let notJudged = try #require(fields["notJudged"] as? [String: Any])
    #expect(notJudged["reason"] as? String == "the judge died")
    #expect(fields["corpusFailures"] as? [String] == ["Corpus/p/abc.json"])
    #expect(fields["passed"] as? Bool == false)
    // Read back, the recorded fields are the same.
    let back = try JSONDecoder().decode(PropertyReport.self, from: JSONEncoder().encode(report))
    #expect(back.notJudged == report.notJudged)
    #expect(back.corpusFailures == report.corpusFailures)
  }

  /// No time, no throughput (not a division by zero); under a second,
  /// the cases per second all the same.
  @Test func throughput() {
    #expect(Self.property(cases: 5, seconds: 0).casesPerSecond == 0)
    #expect(Self.property(cases: 30, discarded: 10, seconds: 0.5).casesPerSecond == 80)
  }

  @Test func aRunsTotalCasesAddUp() {
    let run = RunReport(
      seed: 1, variant: nil, started: "", seconds: 1, corpusReplayed: 0,
      properties: [Self.property(cases: 3, seconds: 1), Self.property(cases: 4, seconds: 1)])
    #expect(run.totalCases == 7)
    let none = RunReport(
      seed: 1, variant: nil, started: "", seconds: 1, corpusReplayed: 0, properties: [])
    #expect(none.totalCases == 0)
  }

  /// The worst verdict wins: a failure, then an internal error, then a
  /// property not judged; one of each is enough.
  @Test(arguments: [
    (0, 0, 0, RunVerdict.passed), (1, 0, 0, .failed), (0, 1, 0, .internalError),
    (0, 0, 1, .notJudged), (1, 1, 1, .failed), (0, 1, 1, .internalError),
  ])
  func theWorstVerdictWins(failed: Int, internalErrors: Int, notJudged: Int, verdict: RunVerdict) {
    #expect(
      RunVerdict(failed: failed, internalErrors: internalErrors, notJudged: notJudged) == verdict)
  }

  /// A report's verdict counts its own internal errors and those found
  /// outside its properties.
  @Test func aReportsVerdictAddsInternalErrorsFoundOutside() {
    var unconfirmed = Self.property(cases: 3, seconds: 1)
    unconfirmed.failure = FailureReport(
      property: "p", seed: 1, caseIndex: 2, original: "2", originalMessages: ["bad"],
      shrunk: "0", messages: ["bad"], choices: [0], shrinkSteps: 0, shrinkSeconds: 0)
    unconfirmed.failure?.replayProblem = "passed when replayed"
    let run = RunReport(
      seed: 1, variant: nil, started: "", seconds: 1, corpusReplayed: 0,
      properties: [unconfirmed])
    #expect(RunVerdict(run) == .internalError)
    #expect(RunVerdict(run, internalErrors: 1) == .internalError)
    let clean = RunReport(
      seed: 1, variant: nil, started: "", seconds: 1, corpusReplayed: 0,
      properties: [Self.property(cases: 3, seconds: 1)])
    #expect(RunVerdict(clean) == .passed)
    #expect(RunVerdict(clean, internalErrors: 1) == .internalError)
  }
}
