import PropertyFuzzing
import Testing

/// A merge that finds the shards did not tile the campaign names the
/// first case at fault: the first gap, the first case past the budget, a
/// case dealt to the wrong shard. These check the case each message
/// names, and the cases a merge must see run (up to a failure, or none
/// under a time budget).
@Suite("Shard merge: the case named")
struct MergeCoverageMessageTests {
  typealias Progression = CaseCoverage.Progression

  /// A report of property `p` for shard `index` of `count`, holding `ran`.
  static func shard(
    _ index: UInt64, of count: UInt64, ran: [Progression], budget: Int? = 12,
    failureAt: UInt64? = nil
  ) -> (file: String, report: RunReport) {
    var property = PropertyReport(
      name: "p", seed: 1, statistics: CaseStatistics(), seconds: 0, failure: nil)
    property.ran = CaseCoverage(ran)
    if let failureAt {
      property.failure = FailureReport(
        property: "p", seed: 1, caseIndex: failureAt, original: "", originalMessages: [],
        shrunk: "", messages: [], choices: [], shrinkSteps: 0, shrinkSeconds: 0)
    }
    var report = RunReport(
      seed: 1, variant: nil, started: "", seconds: 0, corpusReplayed: 0, properties: [property])
    report.shard = "\(index)/\(count)"
    if let budget { report.caseBudget = budget } else { report.timeBudget = 10 }
    return ("shard\(index).json", report)
  }

  static func message(_ shards: [(file: String, report: RunReport)]) -> String? {
    do {
      _ = try RunReport.merging(shards)
      return nil
    } catch {
      return error.description
    }
  }

  /// The first gap, wherever it lies.
  @Test(arguments: [0, 1, 4, 10, 11] as [UInt64])
  func theFirstGapIsNamed(gap: UInt64) {
    var ran: [Progression] = []
    if gap > 0 { ran.append(Progression(first: 0, step: 1, count: gap)) }
    if gap < 11 { ran.append(Progression(first: gap + 1, step: 1, count: 11 - gap)) }
    let text = Self.message([Self.shard(0, of: 1, ran: ran)])
    #expect(text?.contains("case \(gap) of p was run by no shard") == true, "\(text ?? "merged")")
  }

  /// The first case past the budget of 12: 12 of 2, 7, 12; 16 of 1, 6,
  /// 11, 16 (rounded up to a case of the progression); the first of a
  /// progression that starts past it.
  @Test(
    arguments: [
      (Progression(first: 2, step: 5, count: 4), 12),
      (Progression(first: 1, step: 5, count: 4), 16),
      (Progression(first: 14, step: 1, count: 1), 14),
    ] as [(Progression, UInt64)])
  func theFirstCasePastTheBudgetIsNamed(past: Progression, named: UInt64) {
    let text = Self.message([Self.shard(0, of: 1, ran: [past])])
    #expect(text?.contains("ran case \(named) of p, past the campaign's --cases 12") == true)
  }

  /// Two cases in a run of one shard, where only every other one is its:
  /// the second is named.
  @Test func aCaseDealtToTheWrongShardIsNamed() {
    let text = Self.message([
      Self.shard(0, of: 2, ran: [Progression(first: 0, step: 1, count: 2)]),
      Self.shard(1, of: 2, ran: [Progression(first: 3, step: 2, count: 5)]),
    ])
    #expect(text?.contains("shard 0/2 ran case 1 of p, which belongs to shard 1/2") == true)
  }

  /// A failure at case 5: the merge needs every case up to it, and no
  /// more (the shard that failed stopped there).
  @Test func casesUpToTheLowestFailureMustHaveRun() {
    let stopped = [
      Self.shard(0, of: 2, ran: [Progression(first: 0, step: 2, count: 3)]),
      Self.shard(1, of: 2, ran: [Progression(first: 1, step: 2, count: 3)], failureAt: 5),
    ]
    #expect(Self.message(stopped) == nil)
    let short = [
      Self.shard(0, of: 2, ran: [Progression(first: 0, step: 2, count: 3)]),
      Self.shard(1, of: 2, ran: [Progression(first: 1, step: 2, count: 2)], failureAt: 5),
    ]
    #expect(Self.message(short)?.contains("case 5 of p was run by no shard") == true)
  }

  /// Under a time budget no case has to have run (case 0 included).
  @Test func aTimeBudgetNeedsNoCase() throws {
    let merged = try RunReport.merging([
      Self.shard(0, of: 2, ran: [], budget: nil),
      Self.shard(1, of: 2, ran: [Progression(first: 3, step: 2, count: 2)], budget: nil),
    ])
    #expect(
      merged.properties.first?.ran == CaseCoverage([Progression(first: 3, step: 2, count: 2)]))
  }

  /// The merged indices are in order of their first case, whichever
  /// shard came first.
  @Test func mergedIndicesAreInOrder() throws {
    let merged = try RunReport.merging([
      Self.shard(1, of: 2, ran: [Progression(first: 1, step: 2, count: 6)]),
      Self.shard(0, of: 2, ran: [Progression(first: 0, step: 2, count: 6)]),
    ])
    #expect(
      merged.properties.first?.ran?.progressions == [
        Progression(first: 0, step: 2, count: 6), Progression(first: 1, step: 2, count: 6),
      ])
  }
}
