import PropertyFuzzing
import Testing

/// The plan of a fuzz run, without running it: each property's first part
/// (its cases, or an equal share of the first half of a time budget), and
/// under a time budget the second part, which goes first to the
/// properties short of their minimum cases. The plan is the run's
/// verdict code for time: a property that failed gets no more time, one
/// short of the minimum is topped up to it, and one already there shares
/// what is left.
@Suite("Fuzz run: the plan of each part")
struct FuzzRunPlanTests {
  static func property(_ name: String) -> Property {
    Property(
      name, summary: "ints are ints", generator: Gen<Int>.int(in: 0...9), check: { _, _ in })
  }

  /// A first part's report: `cases` passing cases in `seconds`.
  static func part(
    cases: Int, seconds: Double, next: UInt64, outcome: PropertyOutcome = .held
  ) -> (report: PropertyReport, next: UInt64) {
    var statistics = CaseStatistics()
    statistics.cases = cases
    var report = PropertyReport(
      name: "p", seed: 1, statistics: statistics, seconds: seconds, failure: nil)
    switch outcome {
    case .held: break
    case .failed, .internalError:
      report.failure = FailureReport(
        property: "p", seed: 1, caseIndex: 3, original: "3", originalMessages: ["bad"],
        shrunk: "0", messages: ["bad"], choices: [0], shrinkSteps: 1, shrinkSeconds: 0)
      if outcome == .internalError { report.failure?.replayProblem = "passed when replayed" }
    case .notJudged:
      report.notJudged = NotJudgedReport(caseIndex: 3, reason: "the judge died")
    }
    return (report, next)
  }

  /// The minimum every plan below tops up to: the tests pin the split's
  /// arithmetic on this figure of their own, so that changing the default
  /// quota (which is the run's minimum) is a change of `Property` alone.
  static let minimum = 20_000

  static func run(_ budget: RunBudget, properties: Int = 1, slice: CaseSlice = .all) -> FuzzRun {
    var run = FuzzRun(
      properties: (0..<properties).map { property("p\($0)") }, seed: 1, budget: budget,
      slice: slice)
    run.minimumCases = minimum
    return run
  }

  // MARK: The first part

  @Test(arguments: [
    (6.0, 3, Duration.seconds(1)), (0.5, 1, .milliseconds(250)), (2, 8, .milliseconds(125)),
  ])
  func aTimeBudgetsFirstHalfIsSharedEqually(total: Double, properties: Int, each: Duration) {
    let run = Self.run(.seconds(total), properties: properties)
    for property in run.properties {
      #expect(run.firstPart(of: property) == .time(each))
    }
  }

  @Test func aCaseBudgetGivesEveryPropertyItsCases() {
    let run = Self.run(.cases(77), properties: 2)
    #expect(run.properties.map { run.firstPart(of: $0) } == [.cases(77), .cases(77)])
  }

  @Test func quotasGiveEachPropertyItsOwn() {
    let own = Self.property("own").withQuota(321)
    let plain = Self.property("plain")
    let run = FuzzRun(properties: [own, plain], seed: 1)
    #expect(run.firstPart(of: own) == .cases(321))
    #expect(run.firstPart(of: plain) == .cases(Property.defaultQuota))
  }

  /// Unless a configuration says otherwise, the minimum a time budget
  /// tops a property up to is the default quota, the cases a property
  /// checks in a run on quotas.
  @Test func theMinimumIsTheDefaultQuota() {
    let run = FuzzRun(properties: [Self.property("plain")], seed: 1, budget: .seconds(4))
    #expect(run.minimumCases == Property.defaultQuota)
    #expect(BudgetSplit.minimumCases == Property.defaultQuota)
  }

  // MARK: The second part (to a minimum of 20,000 cases)

  /// 1000 cases in 1 s, 19,000 short: 20.9 s at its rate (a tenth more).
  /// Given 2 s, all of it, it is limited to the cases it misses, the 19,000
  /// cases 1000 took 1024 positions for (19,456), and to half as long again
  /// as its share.
  @Test func aPropertyShortOfTheMinimumIsToppedUpToIt() {
    let plan = Self.run(.seconds(4)).secondPart(
      of: [Self.part(cases: 1000, seconds: 1, next: 1024)][...], secondsLeft: 2)
    #expect(plan == .casesOrTime(1024 + 19_456, .seconds(3)))
  }

  /// The positions the missing cases take are rounded up: 19,997 cases at
  /// 64 positions for 3 is 426,602.67 positions.
  @Test func theMissingPositionsAreRoundedUp() {
    let plan = Self.run(.seconds(4)).secondPart(
      of: [Self.part(cases: 3, seconds: 0.001, next: 64)][...], secondsLeft: 1)
    #expect(plan == .casesOrTime(64 + 426_603, .seconds(1.5)))
  }

  /// One case so far (the fewest that gives a rate).
  @Test func oneCaseSoFar() {
    let plan = Self.run(.seconds(4)).secondPart(
      of: [Self.part(cases: 1, seconds: 0.001, next: 64)][...], secondsLeft: 1)
    #expect(plan == .casesOrTime(64 + 19_999 * 64, .seconds(1.5)))
  }

  /// Given exactly its shortfall, a property still stops at the minimum.
  @Test func exactlyTheShortfallStillLimitsTheCases() {
    let need = BudgetSplit.shortfall(cases: 1000, seconds: 1, minimumCases: Self.minimum)
    let plan = Self.run(.seconds(4)).secondPart(
      of: [Self.part(cases: 1000, seconds: 1, next: 1024)][...], secondsLeft: need)
    #expect(plan == .casesOrTime(20_480, .microseconds(Int64(need * 1.5 * 1e6))))
  }

  /// Given more than its shortfall, a property runs its share, uncapped.
  @Test func moreThanTheShortfallIsTime() {
    let plan = Self.run(.seconds(60)).secondPart(
      of: [Self.part(cases: 1000, seconds: 1, next: 1024)][...], secondsLeft: 30)
    #expect(plan == .time(.seconds(30)))
  }

  /// Properties at the minimum share the time left equally.
  @Test func propertiesAtTheMinimumShareEqually() {
    let parts = [
      Self.part(cases: 20_000, seconds: 1, next: 20_032),
      Self.part(cases: 36_000, seconds: 1, next: 36_032),
    ]
    let run = Self.run(.seconds(8), properties: 2)
    #expect(run.secondPart(of: parts[...], secondsLeft: 3) == .time(.seconds(1.5)))
    #expect(run.secondPart(of: parts[1...], secondsLeft: 0.5) == .time(.seconds(0.5)))
  }

  /// A property that did not hold gets no second part: a failure, a case
  /// not judged, a failure that did not replay.
  @Test(arguments: [PropertyOutcome.failed, .notJudged, .internalError])
  func aPropertyThatDidNotHoldGetsNoMore(outcome: PropertyOutcome) {
    let parts = [
      Self.part(cases: 1000, seconds: 1, next: 1024, outcome: outcome),
      Self.part(cases: 24_000, seconds: 1, next: 24_064),
    ]
    #expect(Self.run(.seconds(8), properties: 2).secondPart(of: parts[...], secondsLeft: 4) == nil)
  }

  /// Nor does any property once the time is up.
  @Test(arguments: [0.0, -0.5])
  func noTimeLeftNoPart(secondsLeft: Double) {
    let parts = [Self.part(cases: 1000, seconds: 1, next: 1024)]
    #expect(Self.run(.seconds(8)).secondPart(of: parts[...], secondsLeft: secondsLeft) == nil)
  }

  /// A little time left is still given: half a second.
  @Test func aLittleTimeIsStillGiven() {
    let parts = [Self.part(cases: 24_000, seconds: 1, next: 24_064)]
    #expect(
      Self.run(.seconds(8)).secondPart(of: parts[...], secondsLeft: 0.5) == .time(.seconds(0.5)))
  }

  /// A later property that failed claims no share: all 2 s go to the one
  /// short of the minimum.
  @Test(arguments: [PropertyOutcome.failed, .notJudged])
  func aLaterPropertyThatDidNotHoldClaimsNothing(outcome: PropertyOutcome) {
    let parts = [
      Self.part(cases: 1000, seconds: 1, next: 1024),
      Self.part(cases: 1000, seconds: 1, next: 1024, outcome: outcome),
    ]
    let plan = Self.run(.seconds(8), properties: 2).secondPart(of: parts[...], secondsLeft: 2)
    #expect(plan == .casesOrTime(20_480, .seconds(3)))
  }

  /// In a shard the case limit is a case index of the slice: position
  /// 20,480 of slice 1/4 is case 1 + 20,480 * 4.
  @Test func aShardsLimitIsItsCaseIndex() {
    let slice = CaseSlice(index: 1, of: 4)!
    let plan = Self.run(.seconds(4), slice: slice).secondPart(
      of: [Self.part(cases: 1000, seconds: 1, next: 1024)][...], secondsLeft: 2)
    #expect(plan == .casesOrTime(1 + 20_480 * 4, .seconds(3)))
  }
}
