// Policy: case i of a property is generated from
// SeedDerivation.caseSeed(runSeed:property:index:), so a failure is
// reproduced by (seed, property, case) alone, and any slice of the case
// indices (a job, a shard) generates exactly what a single run would.

/// Runs one property over many cases, shrinks the first failure, and
/// gathers statistics.
public struct PropertyRunner: Sendable {
  /// The property under test.
  public let property: Property
  /// The run's seed.
  public let seed: UInt64
  /// How much shrinking a failure may do.
  public let shrinkLimit: ShrinkLimit
  /// Whether generators use their edge-biased branches (the default) or
  /// draw uniformly (the baseline `fuzz --evaluate` compares against).
  public let edgeBias: Bool

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - property: what to check.
  ///   - seed: the run's seed.
  ///   - shrinkLimit: how much to shrink a failure; `nil` for the
  ///     property's own limit (``Property/shrinkLimit``).
  ///   - edgeBias: whether generators take their edge-biased branches.
  public init(
    property: Property, seed: UInt64, shrinkLimit: ShrinkLimit? = nil, edgeBias: Bool = true
  ) {
    self.property = property
    self.seed = seed
    self.shrinkLimit = shrinkLimit ?? property.shrinkLimit
    self.edgeBias = edgeBias
  }

  /// Evaluates case `index` afresh from the seed.
  ///
  /// - Parameters:
  ///   - index: the case.
  ///   - describingPasses: whether to describe the value even if it passes.
  public func evaluate(caseIndex index: UInt64, describingPasses: Bool = false) -> Evaluation {
    var choices = choices(caseIndex: index)
    return property.evaluate(&choices, describingPasses: describingPasses)
  }

  /// The fresh choice sequence of case `index`.
  public func choices(caseIndex index: UInt64) -> ChoiceSequence {
    ChoiceSequence.random(
      seed: SeedDerivation.caseSeed(runSeed: seed, property: property.name, index: index),
      edgeBias: edgeBias)
  }

  /// Runs the property's cases until the budget is spent or a case fails,
  /// on `jobs` threads, and shrinks the first failure.
  ///
  /// Cases are dealt out in blocks of consecutive indices, in order, and a
  /// failure stops the dealing; the reported failure is the lowest failing
  /// index and the statistics cover exactly the cases up to it. So with a
  /// case budget the report is the same for any number of jobs (with a time
  /// budget only how many cases fit varies).
  ///
  /// - Parameters:
  ///   - budget: `.cases(n)` runs the slice's case indices below `n`;
  ///     `.time(t)` runs as many as fit in `t`.
  ///   - slice: the part of the case space to run (a shard); the whole of
  ///     it by default.
  ///   - jobs: threads to run cases on (at least 1).
  ///   - progress: called now and then with the cases run so far (from any
  ///     thread, one call at a time).
  public func run(
    budget: Budget, slice: CaseSlice = .all, jobs: Int = 1,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> PropertyReport {
    run(budget: budget, slice: slice, jobs: jobs, from: 0, progress: progress).report
  }

  /// Runs as ``run(budget:slice:jobs:progress:)`` from the slice's case
  /// number `first` on, and says where a continuation would start.
  ///
  /// A run in two parts (`fuzz` gives costly properties a second share of
  /// time) continues from `next`: no case runs twice, and a case budget
  /// still counts case numbers from zero.
  ///
  /// - Parameters:
  ///   - budget: as for ``run(budget:slice:jobs:progress:)``; a case limit
  ///     counts from case number zero.
  ///   - slice: the part of the case space to run.
  ///   - jobs: threads to run cases on (at least 1).
  ///   - first: the slice case number to start at.
  ///   - progress: called now and then with the cases run so far.
  /// - Returns: the report and the slice case number after the last block
  ///   dealt.
  public func run(
    budget: Budget, slice: CaseSlice = .all, jobs: Int = 1, from first: UInt64,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> (report: PropertyReport, next: UInt64) {
    let clock = ContinuousClock()
    let start = clock.now
    let cases = ParallelCases(
      runner: self, budget: budget, slice: slice, jobs: Swift.max(1, jobs), start: first,
      progress: progress)
    let outcome = cases.run()
    var failure: FailureReport?
    var notJudged: NotJudgedReport?
    if let stop = outcome.failure {
      if let reason = stop.evaluation.result.notJudged {
        notJudged = NotJudgedReport(caseIndex: stop.index, reason: reason)
      } else {
        failure = shrinkFailure(stop.evaluation, caseIndex: stop.index)
      }
    }
    var report = PropertyReport(
      name: property.name, seed: seed, statistics: outcome.statistics,
      seconds: start.duration(to: clock.now).seconds, failure: failure)
    report.notJudged = notJudged
    report.ran = outcome.coverage
    return (report, outcome.next)
  }

  /// Shrinks a failing case into a report (the runner's own step after a
  /// failure; public for tools that replay a single case), and confirms
  /// it.
  ///
  /// Policy: no counterexample is reported unchecked. The shrunk case is
  /// replayed from its choices alone, and the original drawn again from
  /// (seed, property, index), each in a fresh state; if either passes, the
  /// report carries a ``FailureReport/replayProblem`` and the property's
  /// outcome is an internal error of the harness, not a failure of the
  /// code. The shrunk case's own evaluation (its description, messages and
  /// pictures) is the replay's, so what is printed is what replays.
  public func shrinkFailure(_ evaluation: Evaluation, caseIndex: UInt64) -> FailureReport {
    let clock = ContinuousClock()
    let start = clock.now
    CrashContext.enterShrinking(property: property.cName, seed: seed, caseIndex: caseIndex)
    let shrink = Shrinker(property: property, limit: shrinkLimit, edgeBias: edgeBias)
      .shrink(evaluation)
    let (candidate, steps) = (shrink.failure, shrink.steps)
    CrashContext.leave()
    let seconds = start.duration(to: clock.now).seconds
    CrashContext.enter(property: property.cName, seed: seed, caseIndex: caseIndex)
    let shrunk = property.evaluate(
      choices: candidate.choices, edgeBias: edgeBias, describingPasses: true)
    let again = self.evaluate(caseIndex: caseIndex)
    CrashContext.leave()
    var problem: String?
    if !again.isFailure {
      problem =
        "case \(caseIndex) failed, then passed when drawn again from seed \(seed)"
        + (again.result.notJudged.map { " (not judged: \($0))" } ?? "")
    } else if !shrunk.isFailure {
      problem =
        "the shrunk counterexample (\(candidate.choices.count) choices) passed when replayed "
        + "from its choices: the shrinker kept a passing candidate"
        + (shrunk.result.notJudged.map { " (not judged: \($0))" } ?? "")
    }
    var report = FailureReport(
      property: property.name, seed: seed, caseIndex: caseIndex,
      original: evaluation.description, originalMessages: evaluation.result.failures,
      shrunk: shrunk.description, messages: shrunk.result.failures, choices: candidate.choices,
      shrinkSteps: steps, shrinkSeconds: seconds,
      attachments: shrunk.result.attachments)
    report.shrinkCandidates = shrink.candidates
    report.shrinkPath = shrink.path
    report.replayProblem = problem
    return report
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  public var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
