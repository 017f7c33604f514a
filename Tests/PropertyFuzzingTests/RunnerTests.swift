import Foundation
import PropertyFuzzing
import Testing

@Suite("Runner and shrinker")
struct RunnerTests {
  /// A property with a boundary bug: it claims no pair sums past 1000.
  static let sumBelow1000 = Property(
    "sum.below1000", summary: "pairs sum to at most 1000",
    generator: Gen<Int>.int(in: 0...100_000).zip(.int(in: 0...100_000)),
    describe: { "\($0.0) + \($0.1)" },
    check: { pair, result in
      result.classify(pair.0 == 0, "first is zero")
      result.expect(pair.0 + pair.1 <= 1000, "\(pair.0) + \(pair.1) exceeds 1000")
    })

  @Test func aFailureIsFoundAndShrunkToTheBoundary() throws {
    let report = PropertyRunner(property: Self.sumBelow1000, seed: 1).run(budget: .cases(1000))
    let failure = try #require(report.failure)
    let shrunk = Self.sumBelow1000.evaluate(choices: failure.choices)
    #expect(shrunk.isFailure)
    // The simplest failing pair sums to exactly 1001.
    #expect(
      failure.messages == ["0 + 1001 exceeds 1000"]
        || failure.messages == ["1001 + 0 exceeds 1000"],
      "\(failure.messages)")
    #expect(failure.shrinkSteps > 0)
  }

  @Test func reportsAreDeterministicForASeed() {
    let a = PropertyRunner(property: Self.sumBelow1000, seed: 7).run(budget: .cases(500))
    let b = PropertyRunner(property: Self.sumBelow1000, seed: 7).run(budget: .cases(500))
    #expect(a.failure?.caseIndex == b.failure?.caseIndex)
    #expect(a.failure?.choices == b.failure?.choices)
    #expect(a.statistics == b.statistics)
  }

  @Test func labelsAreCounted() {
    let passing = Property(
      "ints.small", summary: "ints are in range", generator: Gen<Int>.int(in: -3...3),
      check: { value, result in
        result.classify(value == 0, "zero")
        result.expect((-3...3).contains(value), "out of range")
      })
    let report = PropertyRunner(property: passing, seed: 3).run(budget: .cases(400))
    #expect(report.passed)
    #expect(report.statistics.cases == 400)
    let zeros = report.statistics.labels["zero", default: 0]
    #expect(zeros > 40 && zeros < 250)
  }

  @Test func aCaseIsTheSameInAnySliceOfTheIndices() {
    let runner = PropertyRunner(property: Self.sumBelow1000, seed: 11)
    let whole = runner.evaluate(caseIndex: 37, describingPasses: true)
    let again = runner.evaluate(caseIndex: 37, describingPasses: true)
    #expect(!whole.description.isEmpty)
    #expect(whole.choices == again.choices)
    #expect(whole.description == again.description)
  }

  /// Shrinking stops at its number of candidates, whatever the machine:
  /// a property with room for many simplifications tries exactly that
  /// many, and the same failure shrinks to the same case twice.
  @Test func shrinkingRespectsItsCandidateLimit() {
    let slow = Property(
      "slow.always", summary: "always fails slowly",
      generator: Gen<Int>.int(in: 0...1_000_000).array(count: 0...50),
      check: { values, result in
        var sink = 0
        for value in values { sink &+= value &* 31 }
        result.expect(values.count < 3 && sink >= 0, "long array")
      })
    let runner = PropertyRunner(property: slow, seed: 2, shrinkLimit: ShrinkLimit(candidates: 25))
    let report = runner.run(budget: .cases(100))
    let failure = report.failure
    #expect(failure?.shrinkCandidates == 25)
    let again = runner.run(budget: .cases(100)).failure
    #expect(again?.choices == failure?.choices)
    #expect(again?.shrunk == failure?.shrunk)
  }

  @Test(arguments: [2, 3, 4])
  func jobsDoNotChangeTheResult(jobs: Int) {
    let single = PropertyRunner(property: Self.sumBelow1000, seed: 13, shrinkLimit: .zero)
      .run(budget: .cases(20_000))
    let parallel = PropertyRunner(property: Self.sumBelow1000, seed: 13, shrinkLimit: .zero)
      .run(budget: .cases(20_000), jobs: jobs)
    #expect(single.failure?.caseIndex == parallel.failure?.caseIndex)
    #expect(single.statistics == parallel.statistics)
  }

  @Test func shardsCoverTheCaseSpaceOnce() throws {
    let passing = Property(
      "ints.labelled", summary: "labels only", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in result.label("v\(value)") })
    let whole = PropertyRunner(property: passing, seed: 5).run(budget: .cases(1000))
    var merged = CaseStatistics()
    for index in 0..<3 as Range<UInt64> {
      let slice = try #require(CaseSlice(index: index, of: 3))
      merged.merge(
        PropertyRunner(property: passing, seed: 5).run(budget: .cases(1000), slice: slice, jobs: 2)
          .statistics)
    }
    #expect(merged == whole.statistics)
    #expect(CaseSlice(index: 3, of: 3) == nil)
    #expect(CaseSlice(index: 0, of: 0) == nil)
    #expect(try #require(CaseSlice(index: 1, of: 3)).count(below: 10) == 3)
  }

  @Test func mergedReportsKeepTheLowestFailure() throws {
    let a = PropertyRunner(property: Self.sumBelow1000, seed: 13, shrinkLimit: .zero)
      .run(budget: .cases(5000), slice: try #require(CaseSlice(index: 0, of: 2)))
    let b = PropertyRunner(property: Self.sumBelow1000, seed: 13, shrinkLimit: .zero)
      .run(budget: .cases(5000), slice: try #require(CaseSlice(index: 1, of: 2)))
    let whole = PropertyRunner(property: Self.sumBelow1000, seed: 13, shrinkLimit: .zero)
      .run(budget: .cases(5000))
    func report(_ seed: UInt64, _ shard: String?, _ properties: [PropertyReport]) -> RunReport {
      var report = RunReport(
        seed: seed, variant: nil, started: "a", seconds: 1, corpusReplayed: 0,
        properties: properties)
      report.shard = shard
      report.caseBudget = 5000
      return report
    }
    let merged = try RunReport.merging([
      ("a", report(13, "0/2", [a])), ("b", report(13, "1/2", [b])),
    ])
    #expect(merged.properties.first?.failure?.caseIndex == whole.failure?.caseIndex)
    #expect(throws: MergeError.self) {
      try RunReport.merging([("a", report(1, "0/2", [])), ("b", report(2, "1/2", []))])
    }
  }

  /// The merged report is the campaign's: its budget, the earliest start,
  /// the longest shard's time, the most corpus cases replayed, and a note
  /// of how many shards made it.
  @Test func mergedReportsDescribeTheWholeCampaign() throws {
    func shard(_ name: String, started: String, seconds: Double, replayed: Int) -> RunReport {
      var report = RunReport(
        seed: 5, variant: "v", started: started, seconds: seconds, corpusReplayed: replayed,
        properties: [])
      report.shard = name
      report.timeBudget = 30
      return report
    }
    let merged = try RunReport.merging([
      ("a", shard("1/2", started: "2026-12-01T10:00:02Z", seconds: 7, replayed: 3)),
      ("b", shard("0/2", started: "2026-12-01T10:00:01Z", seconds: 9, replayed: 1)),
    ])
    #expect(merged.seed == 5)
    #expect(merged.variant == "v")
    #expect(merged.timeBudget == 30)
    #expect(merged.caseBudget == nil)
    #expect(merged.started == "2026-12-01T10:00:01Z")
    #expect(merged.seconds == 9)
    #expect(merged.corpusReplayed == 3)
    #expect(merged.shard == "merged from 2")
  }

  /// A report that is not a shard is the whole run (slice 0/1) and merges
  /// on its own.
  @Test func aWholeRunMergesAlone() throws {
    var whole = RunReport(
      seed: 2, variant: nil, started: "s", seconds: 1, corpusReplayed: 0, properties: [])
    whole.caseBudget = 10
    let merged = try RunReport.merging([("whole", whole)])
    #expect(merged.caseBudget == 10)
    #expect(merged.shard == "merged from 1")
  }

  @Test(
    arguments: [
      (["0/2", "0/2"], "shard 0/2 is given twice: f0 and f1"),
      (["0/2", "0/3"], "cut the cases differently"),
      (["0/3", "2/3"], "missing shard 1/3 of 3"),
      (["0/4"], "missing shards 1/4, 2/4, 3/4 of 4"),
      (["1/x"], "f0: is not a shard report"),
    ])
  func shardSetsThatAreNotOneCampaignAreRefused(shards: [String], message: String) {
    let reports = shards.enumerated().map { offset, shard in
      var report = RunReport(
        seed: 1, variant: nil, started: "", seconds: 0, corpusReplayed: 0, properties: [])
      report.shard = shard
      return ("f\(offset)", report)
    }
    #expect {
      try RunReport.merging(reports)
    } throws: { error in
      String(describing: error).contains(message)
    }
  }

  @Test func shardsOfDifferentBudgetsOrInterruptedOrCrashedShardsAreRefused() {
    var a = RunReport(
      seed: 1, variant: nil, started: "", seconds: 0, corpusReplayed: 0, properties: [])
    a.shard = "0/2"
    a.caseBudget = 100
    var b = a
    b.shard = "1/2"
    b.caseBudget = 200
    #expect(throws: MergeError.self) { try RunReport.merging([("a", a), ("b", b)]) }
    b.caseBudget = 100
    b.interrupted = "SIGINT"
    #expect {
      try RunReport.merging([("a", a), ("b", b)])
    } throws: { error in
      String(describing: error).contains("b: shard 1/2 was interrupted (SIGINT)")
    }
    b.interrupted = nil
    b.crashed = "SIGILL in p, case 3"
    #expect {
      try RunReport.merging([("a", a), ("b", b)])
    } throws: { error in
      String(describing: error).contains("b: shard 1/2 crashed (SIGILL in p, case 3)")
    }
  }

  @Test func describingAnInputDrawsTheChoicesTheCaseDraws() {
    let runner = PropertyRunner(property: Self.sumBelow1000, seed: 9)
    for index: UInt64 in 0..<20 {
      var sequence = runner.choices(caseIndex: index)
      let description = Self.sumBelow1000.describeInput(&sequence)
      let evaluated = runner.evaluate(caseIndex: index, describingPasses: true)
      #expect(sequence.recorded == evaluated.choices)
      #expect(description == evaluated.description)
    }
  }

  /// The crash shrinker's form: "still fails" decided by a predicate (here
  /// a stand-in for a child process that crashes when the pair sums past
  /// 1000), with the choices the generator really draws.
  @Test func aPredicateShrinksToTheBoundaryToo() {
    let property = Self.sumBelow1000
    let stillFails = { (candidate: [UInt64]) -> (choices: [UInt64], failure: String)? in
      var sequence = ChoiceSequence.replaying(candidate)
      let description = property.describeInput(&sequence)
      let evaluation = property.evaluate(choices: sequence.recorded)
      return evaluation.isFailure ? (sequence.recorded, description) : nil
    }
    let start: [UInt64] = [0, 90_000, 0, 70_000]
    let (shrunk, steps) = Shrinker.shrink(
      start, failing: "start", within: .standard, stillFails: stillFails
    ).pair
    #expect(shrunk == "0 + 1001" || shrunk == "1001 + 0", "\(shrunk)")
    #expect(steps > 0)
    // Nothing fails: the start is kept and nothing is counted.
    let (kept, none) = Shrinker.shrink(
      start, failing: "start", within: .standard
    ) { _ -> (choices: [UInt64], failure: String)? in nil }.pair
    #expect(kept == "start" && none == 0)
  }
}
