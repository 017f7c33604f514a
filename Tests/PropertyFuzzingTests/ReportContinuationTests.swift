import PropertyFuzzing
import Testing

/// A property's second part of a time budget continues its first: the
/// report of the two is one report whose counts, cases run and seconds
/// add up, and whose failure or case not judged is the second part's
/// (the second part runs only after a first that held).
@Suite("Report of a property run in two parts")
struct ReportContinuationTests {
  static func report(
    cases: Int, discarded: Int, labels: [String: Int], ran: Range<UInt64>?, seconds: Double
  ) -> PropertyReport {
    var statistics = CaseStatistics()
    statistics.cases = cases
    statistics.discarded = discarded
    statistics.labels = labels
    var report = PropertyReport(
      name: "p", seed: 9, statistics: statistics, seconds: seconds, failure: nil)
    report.ran = ran.map { range in
      var coverage = CaseCoverage()
      for index in range { coverage.record(index) }
      return coverage
    }
    return report
  }

  static let first = report(
    cases: 10, discarded: 2, labels: ["x": 3], ran: 0..<12, seconds: 1.5)

  @Test func countsCasesAndSecondsAddUp() {
    let more = Self.report(
      cases: 5, discarded: 1, labels: ["x": 1, "y": 2], ran: 12..<18, seconds: 0.25)
    let both = Self.first.continued(by: more)
    #expect(both.statistics.cases == 15)
    #expect(both.statistics.discarded == 3)
    #expect(both.statistics.labels == ["x": 4, "y": 2])
    #expect(both.ran == CaseCoverage([.init(first: 0, step: 1, count: 18)]))
    #expect(both.seconds == 1.75)
    #expect(both.name == "p" && both.seed == 9)
    #expect(both.outcome == .held)
  }

  @Test func aFailureInTheSecondPartIsTheReports() {
    var more = Self.report(cases: 4, discarded: 0, labels: [:], ran: 12..<16, seconds: 0.5)
    more.failure = FailureReport(
      property: "p", seed: 9, caseIndex: 15, original: "15", originalMessages: ["bad"],
      shrunk: "1", messages: ["bad"], choices: [1], shrinkSteps: 2, shrinkSeconds: 0.1)
    let both = Self.first.continued(by: more)
    #expect(both.outcome == .failed)
    #expect(both.failure?.caseIndex == 15)
    #expect(both.statistics.cases == 14)
    #expect(both.seconds == 2)
  }

  @Test func aCaseNotJudgedInTheSecondPartIsTheReports() {
    var more = Self.report(cases: 3, discarded: 0, labels: [:], ran: 12..<16, seconds: 0.5)
    more.notJudged = NotJudgedReport(caseIndex: 15, reason: "the judge died")
    let both = Self.first.continued(by: more)
    #expect(both.outcome == .notJudged)
    #expect(both.notJudged == NotJudgedReport(caseIndex: 15, reason: "the judge died"))
  }

  /// A first report that does not know its cases does not start knowing
  /// them halfway.
  @Test func unknownCasesStayUnknown() {
    let first = Self.report(cases: 10, discarded: 0, labels: [:], ran: nil, seconds: 1)
    let more = Self.report(cases: 5, discarded: 0, labels: [:], ran: 10..<15, seconds: 1)
    #expect(first.continued(by: more).ran == nil)
  }
}
