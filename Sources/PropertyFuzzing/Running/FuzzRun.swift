// Policy: a run's default budget is a number of cases, not a number of
// seconds. Each property runs its own quota (`Property.quota`), so the same
// seed checks the same cases on any machine, under any load and with any
// number of jobs; a time budget (`--time`) stays for campaigns and nightly
// runs, where how much fits matters more than which cases. The run's phases
// live here, not in a tool: the tool parses options, prints what the run
// reports and chooses the exit status.

/// How much fuzzing each property of a run gets.
public enum RunBudget: Sendable, Hashable {
  /// Each property its own quota of cases (``Property/quota``): the
  /// default, the same cases everywhere.
  case quotas
  /// The same number of cases for every property.
  case cases(Int)
  /// A total time in seconds, shared among the properties in two halves
  /// (``BudgetSplit``); how many cases fit depends on the machine.
  case seconds(Double)

  /// The budget in words, for a run's first line.
  public var words: String {
    switch self {
    case .quotas: "each property its quota of cases"
    case .cases(let count): "\(count) cases each"
    case .seconds(let seconds): "\(seconds) s budget"
    }
  }

  /// The cases each property runs, or `nil` for a time budget.
  public func cases(for property: Property) -> Int? {
    switch self {
    case .quotas: property.quota
    case .cases(let count): count
    case .seconds: nil
    }
  }
}

/// One run of a set of properties: the generate phase of every property,
/// each to its budget, with shrinking and the confirmation of every
/// counterexample (``PropertyRunner/shrinkFailure(_:caseIndex:)``).
public struct FuzzRun: Sendable {
  /// The properties, in the order they run.
  public var properties: [Property]
  /// The run's seed.
  public var seed: UInt64
  /// How many cases, or how much time.
  public var budget: RunBudget
  /// The part of every property's case space to run (a shard).
  public var slice: CaseSlice
  /// Threads to run cases on; the cases and the report do not depend on it
  /// under a case budget.
  public var jobs: Int
  /// How long shrinking one failure may take.
  public var shrinkTimeLimit: Duration

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - properties: what to check, in order.
  ///   - seed: the run's seed.
  ///   - budget: ``RunBudget/quotas`` by default.
  ///   - slice: the whole case space by default.
  ///   - jobs: threads (at least 1).
  ///   - shrinkTimeLimit: the cap on shrinking one failure.
  public init(
    properties: [Property], seed: UInt64, budget: RunBudget = .quotas, slice: CaseSlice = .all,
    jobs: Int = 1, shrinkTimeLimit: Duration = .seconds(1)
  ) {
    self.properties = properties
    self.seed = seed
    self.budget = budget
    self.slice = slice
    self.jobs = Swift.max(1, jobs)
    self.shrinkTimeLimit = shrinkTimeLimit
  }

  /// Something the run tells its caller while it goes.
  public struct Progress: Sendable {
    /// The property's position in the run, from 0.
    public var index: Int
    /// The property's name.
    public var property: String
    /// Its cases so far in the current part.
    public var cases: Int
    /// Seconds spent on the current part.
    public var seconds: Double
  }

  /// A saved case replayed by ``replay(_:)``.
  public struct Replayed: Sendable {
    /// Where the case was read from.
    public var path: String
    /// The case.
    public var saved: CorpusCase
    /// Its property in this run.
    public var property: Property
    /// How it ended (``Evaluation/isFailure``, ``CheckResult/isNotJudged``).
    public var evaluation: Evaluation
  }

  /// The reuse phase: replays the saved cases of this run's properties, in
  /// the order given, before any fresh case (the cases that once failed are
  /// the likeliest to fail again); cases of other properties are passed
  /// over, and a stop request ends the phase early.
  ///
  /// - Parameter cases: the corpus, read.
  /// - Returns: every case replayed, with its evaluation.
  public func replay(_ cases: [(path: String, case: CorpusCase)]) -> [Replayed] {
    let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var replayed: [Replayed] = []
    for (path, saved) in cases {
      guard let property = byName[saved.property] else { continue }
      if StopSignal.requested { break }
      CrashContext.enter(property: property.cName, file: path)
      let evaluation = property.evaluate(choices: saved.choices, describingPasses: false)
      CrashContext.leave()
      replayed.append(
        Replayed(path: path, saved: saved, property: property, evaluation: evaluation))
    }
    return replayed
  }

  /// Runs every property and returns one report each, in order; a stop
  /// request (`StopSignal`) ends the run early with the reports so far.
  ///
  /// - Parameter progress: called now and then from any thread, one call
  ///   at a time.
  public func run(progress: (@Sendable (Progress) -> Void)? = nil) -> [PropertyReport] {
    let clock = ContinuousClock()
    let total: Double
    switch budget {
    case .seconds(let seconds): total = seconds
    case .quotas, .cases: total = 0
    }
    let end = clock.now.advanced(by: .microseconds(Int64(total * 1e6)))
    var parts: [(report: PropertyReport, next: UInt64)] = []
    for (offset, property) in properties.enumerated() {
      if StopSignal.requested { break }
      parts.append(
        runPart(
          property, budget: firstPart(of: property), from: 0, index: offset, progress: progress))
    }
    guard case .seconds = budget else { return parts.map(\.report) }
    secondHalf(&parts, until: end, progress: progress)
    return parts.map(\.report)
  }

  /// The budget of a property's first (or only) part: its cases, or under
  /// a time budget an equal share of the first half of the time.
  ///
  /// The run's plan, on its own so that tests check it without timing a
  /// run.
  package func firstPart(of property: Property) -> Budget {
    switch budget {
    case .quotas: .cases(property.quota)
    case .cases(let count): .cases(count)
    // Planned only for one of `properties`: the count is at least 1.
    case .seconds(let total):
      .time(.microseconds(Int64(total / 2 / Double(properties.count) * 1e6)))
    }
  }

  /// The second half of a time budget: first to the properties short of
  /// ``BudgetSplit/minimumCases`` at their measured rate, each continuing
  /// where its first part stopped.
  func secondHalf(
    _ parts: inout [(report: PropertyReport, next: UInt64)], until end: ContinuousClock.Instant,
    progress: (@Sendable (Progress) -> Void)?
  ) {
    let clock = ContinuousClock()
    for offset in parts.indices {
      if StopSignal.requested { break }
      // Re-planned before each property from the time really left.
      guard
        let budget = secondPart(
          of: parts[offset...], secondsLeft: clock.now.duration(to: end).seconds)
      else { continue }
      let more = runPart(
        properties[offset], budget: budget, from: parts[offset].next, index: offset,
        progress: progress)
      parts[offset] = (parts[offset].report.continued(by: more.report), more.next)
    }
  }

  /// The budget of the second part of the first of `parts` (the others
  /// are the properties still to come), or `nil` when it gets none: it
  /// did not hold, or its share of `secondsLeft` is nothing.
  ///
  /// The run's plan, on its own so that tests check it without timing a
  /// run.
  ///
  /// - Parameters:
  ///   - parts: the first parts' reports of this property and the ones
  ///     after it, with the slice case number each would continue at.
  ///   - secondsLeft: the time left of the run's budget.
  package func secondPart(
    of parts: ArraySlice<(report: PropertyReport, next: UInt64)>, secondsLeft: Double
  ) -> Budget? {
    let shortfalls = parts.map { part in
      part.report.outcome == .held
        // Counted in passing cases: a discarded case costs time and
        // counts toward no minimum.
        ? BudgetSplit.shortfall(
          cases: part.report.statistics.cases, seconds: part.report.seconds) : 0
    }
    let shares = BudgetSplit.shares(shortfalls: shortfalls, total: secondsLeft)
    guard let part = parts.first, part.report.outcome == .held, let share = shares.first,
      share > 0, let need = shortfalls.first
    else {
      return nil
    }
    // A property given exactly its shortfall (the time does not cover
    // every shortfall) stops at the minimum, or runs half as long again
    // when its rate turns out slower; the next plan sees the time it
    // really took. One given more has time to spare: it runs its share.
    // A case limit is a global case index; the part continues at slice
    // position `next`, and discards take positions too, so the limit is
    // as many positions on as `missing` cases took so far. (A shortfall,
    // and so `share <= need`, needs at least one case and fewer than the
    // minimum: `ran` is at least 1 and `missing` positive.)
    guard share <= need else { return .time(.microseconds(Int64(share * 1e6))) }
    let ran = part.report.statistics.cases
    let missing = BudgetSplit.minimumCases - ran
    let positions = Double(missing) * Double(part.next) / Double(ran)
    let limit = slice.caseIndex(part.next &+ UInt64(Swift.min(positions.rounded(.up), 1e15)))
    return .casesOrTime(Int(clamping: limit), .microseconds(Int64(share * 1.5 * 1e6)))
  }

  /// Runs one part of a property's cases.
  func runPart(
    _ property: Property, budget: Budget, from first: UInt64, index: Int,
    progress: (@Sendable (Progress) -> Void)?
  ) -> (report: PropertyReport, next: UInt64) {
    let runner = PropertyRunner(
      property: property, seed: seed, shrinkTimeLimit: shrinkTimeLimit)
    let clock = ContinuousClock()
    let start = clock.now
    let name = property.name
    return runner.run(budget: budget, slice: slice, jobs: jobs, from: first) { cases in
      progress?(
        Progress(
          index: index, property: name, cases: cases,
          seconds: start.duration(to: clock.now).seconds))
    }
  }
}

extension PropertyReport {
  /// This report followed by `more`, the report of the same property's
  /// next part of cases: the counts, the cases run and the seconds add
  /// up; the failure and the case not judged are the later part's (a part
  /// runs only after one that held).
  package func continued(by more: PropertyReport) -> PropertyReport {
    var merged = self
    merged.statistics.merge(more.statistics)
    if let more = more.ran { merged.ran?.append(contentsOf: more) }
    merged.seconds += more.seconds
    merged.failure = more.failure
    merged.notJudged = more.notJudged
    return merged
  }
}
