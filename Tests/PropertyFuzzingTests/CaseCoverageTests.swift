import Foundation
import PropertyFuzzing
import Testing

/// The case indices a run records, and the merge's proof from them that
/// the shards tiled the campaign exactly once.
@Suite("Case coverage")
struct CaseCoverageTests {
  static let passing = Property(
    "ints.small", summary: "ints are in range", generator: Gen<Int>.int(in: -3...3),
    check: { value, result in result.expect((-3...3).contains(value), "out of range") })

  typealias Progression = CaseCoverage.Progression

  /// Every index of a progression, by enumeration.
  static func elements(_ p: Progression) -> Set<UInt64> {
    Set((0..<p.count).map { p.first + $0 * p.step })
  }

  @Test func recordedIndicesCoalesceIntoProgressions() {
    var coverage = CaseCoverage()
    for index in stride(from: 3, to: 400, by: 4) { coverage.record(UInt64(index)) }
    #expect(coverage.progressions == [Progression(first: 3, step: 4, count: 100)])
    coverage.record(1000)
    coverage.record(1004)
    #expect(coverage.progressions.count == 2)
    #expect(coverage.count == 102)
    #expect(coverage.count(below: 10) == 2)
    #expect(coverage.progressions[1].description == "1000 to 1004 (2 cases, every 4th)")
  }

  @Test func commonIndicesMatchEnumeration() {
    var generator = SplitMix64(seed: 11)
    func draw(_ bound: UInt64) -> UInt64 { generator.next() % bound }
    for _ in 0..<3000 {
      let a = Progression(first: draw(60), step: 1 + draw(9), count: draw(12))
      let b = Progression(first: draw(60), step: 1 + draw(9), count: draw(12))
      let expected = Self.elements(a).intersection(Self.elements(b)).min()
      #expect(a.firstCommonIndex(with: b) == expected, "\(a) and \(b)")
    }
    // Near the top of the index space: no overflow, no trap.
    let high = Progression(first: .max - 10, step: 5, count: 3)
    let other = Progression(first: .max - 20, step: .max / 3, count: 2)
    #expect(high.firstCommonIndex(with: other) == nil)
    #expect(high.firstCommonIndex(with: high) == UInt64.max - 10)
  }

  /// A shard report of `ints.small` holding `ran`.
  static func shard(_ index: UInt64, of count: UInt64, ran: CaseCoverage) -> RunReport {
    let property = PropertyReport(
      name: passing.name, seed: 1, statistics: CaseStatistics(), seconds: 0, failure: nil)
    var report = RunReport(
      seed: 1, variant: nil, started: "", seconds: 0, corpusReplayed: 0,
      properties: [property])
    report.properties[0].ran = ran
    report.shard = "\(index)/\(count)"
    report.caseBudget = 600
    return report
  }

  /// What shard `index` of `count` really records for 600 cases, run in
  /// two parts as `fuzz` runs a time budget (the first ends on a block);
  /// `restart` moves the second part's start (0: where the first stopped,
  /// as it should).
  static func ran(_ index: UInt64, of count: UInt64, restart: Int64 = 0) throws -> CaseCoverage {
    let slice = try #require(CaseSlice(index: index, of: count))
    let runner = PropertyRunner(property: passing, seed: 1)
    let first = runner.run(budget: .cases(Int(64 * count)), slice: slice, from: 0)
    let start = UInt64(Int64(first.next) + restart)
    let second = runner.run(budget: .cases(600), slice: slice, from: start)
    var ran = try #require(first.report.ran)
    ran.append(contentsOf: try #require(second.report.ran))
    return ran
  }

  func merge(_ shards: [RunReport]) throws -> RunReport {
    try RunReport.merging(shards.enumerated().map { ("shard\($0.offset).json", $0.element) })
  }

  func refusal(_ shards: [RunReport]) -> String {
    do {
      _ = try merge(shards)
      return "merged"
    } catch {
      return String(describing: error)
    }
  }

  @Test func shardsRunAsDealtTileTheCampaign() throws {
    let merged = try merge((0..<3).map { try Self.shard($0, of: 3, ran: Self.ran($0, of: 3)) })
    let ran = try #require(merged.properties.first?.ran)
    #expect(ran.count == 600)
    #expect(ran.count(below: 600) == 600)
  }

  @Test func aSecondPartThatRestartsTooEarlyIsAnOverlap() throws {
    let shards = try (0..<3).map {
      try Self.shard($0, of: 3, ran: Self.ran($0, of: 3, restart: $0 == 1 ? -5 : 0))
    }
    let message = refusal(shards)
    #expect(
      message.contains("of ints.small ran twice: twice in shard1.json (an overlap)"), "\(message)")
  }

  @Test func aSecondPartThatSkipsABlockIsAGap() throws {
    let shards = try (0..<3).map {
      try Self.shard($0, of: 3, ran: Self.ran($0, of: 3, restart: $0 == 2 ? 7 : 0))
    }
    let message = refusal(shards)
    // Shard 2 ran slice numbers 0..63 and then 71 on: case 2 + 64 * 3 is
    // the first it skipped.
    #expect(
      message.contains(
        "case 194 of ints.small was run by no shard (a gap; it belongs to shard 2/3, shard2.json)"),
      "\(message)")
  }

  @Test func casesDealtToTheWrongShardAreNamed() throws {
    // Shard 1's report holds the cases of slice 2: a wrong dealing whose
    // counts still add up.
    var shards = try (0..<3).map { try Self.shard($0, of: 3, ran: Self.ran($0, of: 3)) }
    shards[1].properties[0].ran = try Self.ran(2, of: 3)
    let message = refusal(shards)
    #expect(
      message.contains(
        "shard1.json: shard 1/3 ran case 2 of ints.small, which belongs to shard 2/3"),
      "\(message)")
  }

  @Test func casesPastTheBudgetAndMissingRecordsAreRefused() throws {
    var shards = try (0..<2).map { try Self.shard($0, of: 2, ran: Self.ran($0, of: 2)) }
    shards[0].properties[0].ran?.record(600)
    #expect(
      refusal(shards).contains(
        "shard 0/2 ran case 600 of ints.small, past the campaign's --cases 600"))
    shards[0].properties[0].ran = nil
    #expect(refusal(shards).contains("shard0.json: records no case indices for ints.small"))
  }

  @Test func recordsSurviveTheReportsJSON() throws {
    let report = Self.shard(1, of: 2, ran: try Self.ran(1, of: 2))
    let decoded = try JSONDecoder().decode(RunReport.self, from: try report.jsonData())
    #expect(decoded.properties.first?.ran == report.properties.first?.ran)
    var object = try #require(
      try JSONSerialization.jsonObject(with: try report.jsonData()) as? [String: Any])
    var properties = try #require(object["properties"] as? [[String: Any]])
    #expect(properties[0]["ran"] as? [[UInt64]] == [[1, 2, 300]])
    properties[0]["ran"] = [[1, UInt64.max, 3]]
    object["properties"] = properties
    let bad = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(RunReport.self, from: bad) }
  }
}
