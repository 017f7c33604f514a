// Policy: a run's phases live here, not in a tool (as Hypothesis keeps
// reuse, generation and shrinking in its engine): replay the saved cases,
// generate fresh ones to the budget, shrink each failure, confirm it by
// running the line that replays it, look for it on the places its property
// knows (catalog devices), keep it, draw it, and write the run's report.
// Every mode of a tool is a configuration of this one type: a run of every
// property, one case (`runCase`), a replay of files (`replay`), a hunt that
// stops at the first failure (mutants), trials without shrinking (the
// generators' evaluation), a recount (a merge of shards). The tool parses
// options, builds the configuration, and prints what its reporter hears.

import Foundation

/// One run of a set of properties: every phase, to one budget policy.
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
  /// How failures are shrunk.
  public var shrinking: ShrinkPolicy
  /// Whether generators take their edge-biased branches (the default) or
  /// draw uniformly (the baseline the generators' evaluation compares).
  public var edgeBias = true
  /// The variant of the system under test (a mutant's name), recorded in
  /// kept cases and the report; `nil` for the real one.
  public var variant: String?
  /// What is replayed first and where failures are kept.
  public var corpus = CorpusPolicy.none
  /// How the tool prints and runs replay lines; `nil` prints none and
  /// confirms nothing (a trial, a recount).
  public var replaying: (any Replaying)?
  /// Where reports and pictures go; `nil` writes none.
  public var output: OutputFolder?
  /// The report's name before its unique part (`fuzz-seed1`).
  public var reportStem = "fuzz"
  /// The report's format name (the tool's: `safe-area-fuzz/1`).
  public var reportFormat = RunReport.genericFormat
  /// What each property judged, for the report (the tool's words).
  public var judged: [RunReport.Judged]?
  /// Properties left out of the run, with why (`name: why`).
  public var leftOut: [String]?
  /// Whether the run ends at its first failure (a mutant's hunt), the
  /// corpus phase's included.
  public var stopsAtFirstFailure = false
  /// Whether failures are looked for on their properties' places.
  public var placesFailures = true
  /// The cases the second half of a time budget tops each property up to
  /// before it shares what is left equally: ``BudgetSplit/minimumCases``
  /// (the default quota) unless a configuration (or a test that pins the
  /// split's arithmetic whatever the quota) says otherwise.
  public var minimumCases = BudgetSplit.minimumCases

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - properties: what to check, in order.
  ///   - seed: the run's seed.
  ///   - budget: ``RunBudget/quotas`` by default.
  ///   - slice: the whole case space by default.
  ///   - jobs: threads (at least 1).
  ///   - shrinking: each property's own limit by default.
  public init(
    properties: [Property], seed: UInt64, budget: RunBudget = .quotas, slice: CaseSlice = .all,
    jobs: Int = 1, shrinking: ShrinkPolicy = .standard
  ) {
    self.properties = properties
    self.seed = seed
    self.budget = budget
    self.slice = slice
    self.jobs = Swift.max(1, jobs)
    self.shrinking = shrinking
  }

  /// What a run is about to do, for its first line.
  public struct Plan: Sendable {
    /// The seed.
    public var seed: UInt64
    /// The properties, in order.
    public var properties: [String]
    /// The budget.
    public var budget: RunBudget
    /// The slice.
    public var slice: CaseSlice
    /// The threads.
    public var jobs: Int
  }

  /// Something the run tells its caller while it goes.
  public struct Progress: Sendable {
    /// The property's position in the run, from 0.
    public var index: Int
    /// How many properties the run has.
    public var total: Int
    /// The property's name.
    public var property: String
    /// Its cases so far in the current part.
    public var cases: Int
    /// Seconds spent on the current part.
    public var seconds: Double
  }

  /// A runner of one property with this run's seed, shrinking and
  /// strategy.
  func runner(_ property: Property) -> PropertyRunner {
    PropertyRunner(
      property: property, seed: seed, shrinkLimit: shrinking.limit(for: property),
      edgeBias: edgeBias)
  }
}

// MARK: - The generate phase

extension FuzzRun {
  /// Runs every property's fresh cases and returns one report each, in
  /// order, failures shrunk but not yet confirmed; a stop request
  /// (`StopSignal`), or the first failure of a run that stops at it, ends
  /// the phase early with the reports so far.
  ///
  /// - Parameter progress: called now and then from any thread, one call
  ///   at a time.
  public func generate(progress: (@Sendable (Progress) -> Void)? = nil) -> [PropertyReport] {
    let clock = ContinuousClock()
    let total: Double
    switch budget {
    case .seconds(let seconds): total = seconds
    case .quotas, .cases, .secondsEach: total = 0
    }
    let end = clock.now.advanced(by: .microseconds(Int64(total * 1e6)))
    var parts: [(report: PropertyReport, next: UInt64)] = []
    for (offset, property) in properties.enumerated() {
      if StopSignal.requested { break }
      var part = runPart(
        property, budget: firstPart(of: property), from: 0, index: offset, progress: progress)
      if budget == .quotas { part.report.floor = property.floor }
      parts.append(part)
      if stopsAtFirstFailure, part.report.outcome != .held { return parts.map(\.report) }
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
    case .secondsEach(let seconds): .time(.microseconds(Int64(seconds * 1e6)))
    }
  }

  /// The second half of a time budget: first to the properties short of
  /// ``minimumCases`` at their measured rate, each continuing
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
          cases: part.report.statistics.cases, seconds: part.report.seconds,
          minimumCases: minimumCases) : 0
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
    let missing = minimumCases - ran
    let positions = Double(missing) * Double(part.next) / Double(ran)
    let limit = slice.caseIndex(part.next &+ UInt64(Swift.min(positions.rounded(.up), 1e15)))
    return .casesOrTime(Int(clamping: limit), .microseconds(Int64(share * 1.5 * 1e6)))
  }

  /// Runs one part of a property's cases.
  func runPart(
    _ property: Property, budget: Budget, from first: UInt64, index: Int,
    progress: (@Sendable (Progress) -> Void)?
  ) -> (report: PropertyReport, next: UInt64) {
    let clock = ContinuousClock()
    let start = clock.now
    let name = property.name
    return runner(property).run(budget: budget, slice: slice, jobs: jobs, from: first) { cases in
      progress?(
        Progress(
          index: index, total: properties.count, property: name, cases: cases,
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
