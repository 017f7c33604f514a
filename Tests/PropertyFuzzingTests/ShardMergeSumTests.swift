import PropertyFuzzing
import Testing

/// Merging shard reports adds each property's shards up: counts and
/// seconds, the lowest failing case, the first case not judged, corpus
/// failures, and the campaign's budget as the shards recorded it; the
/// merged case indices are sorted. And a budget that differs is named in
/// the refusal, a quota budget too.
@Suite("Shard merge: sums")
struct ShardMergeSumTests {
  /// Shard `index` of 2 of a 6-case campaign: it ran its three indices.
  static func shard(
    _ index: UInt64, cases: Int, seconds: Double, failureAt: UInt64? = nil,
    notJudged: String? = nil, corpus: [String]? = nil
  ) -> RunReport {
    var statistics = CaseStatistics()
    statistics.cases = cases
    var property = PropertyReport(
      name: "p", seed: 1, statistics: statistics, seconds: seconds, failure: nil)
    if let failureAt {
      property.failure = FailureReport(
        property: "p", seed: 1, caseIndex: failureAt, original: "\(failureAt)",
        originalMessages: ["bad"], shrunk: "0", messages: ["bad"], choices: [0], shrinkSteps: 0,
        shrinkSeconds: 0)
    }
    property.notJudged = notJudged.map { NotJudgedReport(caseIndex: index, reason: $0) }
    property.corpusFailures = corpus
    let ran = (0..<3).map { index + 2 * UInt64($0) }.filter { $0 <= (failureAt ?? .max) }
    var coverage = CaseCoverage()
    for caseIndex in ran { coverage.record(caseIndex) }
    property.ran = coverage
    var report = RunReport(
      seed: 1, variant: nil, started: "", seconds: seconds, corpusReplayed: 0,
      properties: [property])
    report.shard = "\(index)/2"
    report.caseBudget = 6
    return report
  }

  @Test func countsAndSecondsAddUp() throws {
    let merged = try RunReport.merging([
      ("b", Self.shard(1, cases: 3, seconds: 0.5)), ("a", Self.shard(0, cases: 3, seconds: 2)),
    ])
    let property = try #require(merged.properties.first)
    #expect(property.statistics.cases == 6)
    #expect(property.seconds == 2.5)
    // Each shard's indices, in order of their first.
    #expect(
      property.ran
        == CaseCoverage([.init(first: 0, step: 2, count: 3), .init(first: 1, step: 2, count: 3)]))
    #expect(merged.caseBudget == 6)
    #expect(merged.totalCases == 6)
  }

  /// The lowest failing case is the campaign's, in whichever order the
  /// shards come.
  @Test func theLowestFailureWins() throws {
    let later = Self.shard(1, cases: 2, seconds: 1, failureAt: 3)
    let earlier = Self.shard(0, cases: 2, seconds: 1, failureAt: 2)
    for shards in [[("a", earlier), ("b", later)], [("b", later), ("a", earlier)]] {
      let merged = try RunReport.merging(shards)
      #expect(merged.properties.first?.failure?.caseIndex == 2)
    }
  }

  /// Of two shards that report the same failing case, the first one's
  /// report is kept.
  @Test func ofEqualFailuresTheFirstShardsIsKept() throws {
    var first = Self.shard(0, cases: 2, seconds: 1, failureAt: 2)
    var second = Self.shard(1, cases: 2, seconds: 1, failureAt: 2)
    first.properties[0].failure?.shrunk = "first"
    second.properties[0].failure?.shrunk = "second"
    let merged = try RunReport.merging([("a", first), ("b", second)])
    #expect(merged.properties.first?.failure?.shrunk == "first")
  }

  /// A shard not judged leaves the campaign not judged, with the first
  /// shard's reason when two were not.
  @Test func aShardNotJudgedIsTheCampaigns() throws {
    let judged = Self.shard(0, cases: 3, seconds: 1)
    let unjudged = Self.shard(1, cases: 3, seconds: 1, notJudged: "the judge died")
    let merged = try RunReport.merging([("a", judged), ("b", unjudged)])
    #expect(merged.properties.first?.notJudged?.reason == "the judge died")
    let other = Self.shard(0, cases: 3, seconds: 1, notJudged: "no judge installed")
    let both = try RunReport.merging([("b", unjudged), ("a", other)])
    #expect(both.properties.first?.notJudged?.reason == "the judge died")
  }

  @Test func corpusFailuresAreGathered() throws {
    let merged = try RunReport.merging([
      ("a", Self.shard(0, cases: 3, seconds: 1, corpus: ["x.json"])),
      ("b", Self.shard(1, cases: 3, seconds: 1, corpus: ["y.json"])),
    ])
    #expect(merged.properties.first?.corpusFailures == ["x.json", "y.json"])
  }

  /// Shards of a quota run merge into a quota run.
  @Test func aQuotaBudgetIsKept() throws {
    var a = Self.shard(0, cases: 3, seconds: 1)
    var b = Self.shard(1, cases: 3, seconds: 1)
    for index in [0, 1] {
      var report = index == 0 ? a : b
      report.record(.quotas)
      if index == 0 { a = report } else { b = report }
    }
    let merged = try RunReport.merging([("a", a), ("b", b)])
    #expect(merged.caseQuotas == true)
    #expect(merged.caseBudget == nil)
  }

  /// A quota shard and a case-budget shard are refused, each budget named.
  @Test func differentBudgetsAreNamed() {
    var quotas = Self.shard(0, cases: 3, seconds: 1)
    quotas.record(.quotas)
    let cases = Self.shard(1, cases: 3, seconds: 1)
    #expect {
      try RunReport.merging([("a", quotas), ("b", cases)])
    } throws: { error in
      String(describing: error).contains("budget each property's quota and --cases 6")
    }
  }
}
