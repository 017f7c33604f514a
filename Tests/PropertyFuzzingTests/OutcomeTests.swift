import PropertyFuzzing
import Synchronization
import Testing

/// The three outcomes of a property and the run that owns them: held,
/// failed (confirmed by replay) or not judged; a counterexample that does
/// not replay is the harness's own error; a default run gives each property
/// its quota of cases, whatever the number of jobs.
@Suite("Outcomes and the run")
struct OutcomeTests {
  static let sumBelow1000 = RunnerTests.sumBelow1000

  @Test func aConfirmedFailureIsAFailure() throws {
    let report = PropertyRunner(property: Self.sumBelow1000, seed: 1).run(budget: .cases(1000))
    #expect(report.outcome == .failed)
    let failure = try #require(report.failure)
    #expect(failure.replayProblem == nil)
    #expect(!failure.shrunk.isEmpty, "the shrunk case is described")
  }

  @Test func aFailureThatDoesNotRepeatIsAnInternalError() throws {
    // Fails only the first time it is evaluated: a property with hidden
    // state, whose counterexample cannot be replayed.
    let evaluations = Atomic<Int>(0)
    let flaky = Property(
      "flaky.once", summary: "fails once", generator: Gen<Int>.int(in: 0...10),
      check: { _, result in
        let count = evaluations.add(1, ordering: .relaxed).newValue
        result.expect(count > 1, "first evaluation")
      })
    let report = PropertyRunner(property: flaky, seed: 1, shrinkLimit: ShrinkLimit(candidates: 500))
      .run(budget: .cases(10))
    #expect(report.outcome == .internalError)
    let problem = try #require(report.failure?.replayProblem)
    #expect(problem.contains("passed when drawn again from seed 1"), "\(problem)")
    #expect(!report.passed)
  }

  @Test func aCaseThatCannotBeJudgedStopsThePropertyUncountedAndUnshrunk() throws {
    let judge = Property(
      "judge.dies", summary: "the judge fails at value 7",
      generator: Gen<Int>.int(in: 0...1000),
      check: { value, result in
        if value % 10 == 7 {
          result.fail("this is not the code's fault")
          result.cannotJudge("the reference died")
        }
      })
    let report = PropertyRunner(property: judge, seed: 3).run(budget: .cases(2000))
    #expect(report.outcome == .notJudged)
    #expect(report.failure == nil, "never shrunk, never a counterexample")
    let notJudged = try #require(report.notJudged)
    #expect(notJudged.reason == "the reference died")
    let index = try #require(notJudged.caseIndex)
    #expect(report.statistics.cases == Int(index), "the cases before it, not it")
    #expect(!report.passed)
  }

  @Test func aDefaultRunGivesEachPropertyItsQuotaWhateverTheJobs() {
    let cheap = Property(
      "cheap.ints", summary: "always holds", generator: Gen<Int>.int(in: 0...9),
      check: { _, _ in }
    ).withQuota(700)
    let plain = Property(
      "plain.ints", summary: "always holds", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in result.classify(value == 0, "zero") })
    #expect(plain.quota == Property.defaultQuota)
    let one = FuzzRun(properties: [cheap, plain], seed: 5, jobs: 1).generate()
    let two = FuzzRun(properties: [cheap, plain], seed: 5, jobs: 2).generate()
    #expect(one.map(\.statistics.cases) == [700, Property.defaultQuota])
    #expect(one.map(\.statistics) == two.map(\.statistics))
    #expect(one.allSatisfy { $0.outcome == .held })
  }

  @Test func aQuotaSurvivesTheWrappersOfAProperty() {
    let property = Property(
      "wrapped.ints", summary: "holds", generator: Gen<Int>.int(in: 0...9), check: { _, _ in }
    ).withQuota(123)
    #expect(property.checkingAfterwards { _ in }.quota == 123)
    #expect(property.preparing { _ in }.quota == 123)
    #expect(property.withQuota(0).quota == 1, "at least one case")
  }

  @Test func outcomesAreCountedAndEncoded() throws {
    var held = PropertyReport(
      name: "a", seed: 1, statistics: CaseStatistics(), seconds: 0, failure: nil)
    var notJudged = held
    notJudged.name = "b"
    notJudged.notJudged = NotJudgedReport(caseIndex: nil, reason: "no judge")
    held.name = "a"
    let run = RunReport(
      seed: 1, variant: nil, started: "", seconds: 0, corpusReplayed: 0,
      properties: [held, notJudged])
    #expect(run.count(.held) == 1)
    #expect(run.count(.notJudged) == 1)
    #expect(run.count(.failed) == 0)
    #expect(!run.passed)
    let text = String(decoding: try run.jsonData(), as: UTF8.self)
    #expect(text.contains("\"outcome\" : \"notJudged\""), "\(text)")
  }
}
