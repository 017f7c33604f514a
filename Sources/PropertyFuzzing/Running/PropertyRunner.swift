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
  /// How long shrinking a failure may take.
  public let shrinkTimeLimit: Duration

  /// Creates a runner.
  public init(property: Property, seed: UInt64, shrinkTimeLimit: Duration = .seconds(1)) {
    self.property = property
    self.seed = seed
    self.shrinkTimeLimit = shrinkTimeLimit
  }

  /// Evaluates case `index` afresh from the seed.
  public func evaluate(caseIndex index: UInt64) -> Evaluation {
    var choices = ChoiceSequence.random(
      seed: SeedDerivation.caseSeed(runSeed: seed, property: property.name, index: index))
    return property.evaluate(&choices)
  }

  /// Runs cases `first, first + stride, …` until the budget is spent or a
  /// case fails; a failure is shrunk before returning.
  ///
  /// - Parameters:
  ///   - budget: how many cases, or how long.
  ///   - first: the first case index (a shard's or job's offset).
  ///   - stride: the distance between case indices (the number of shards).
  ///   - progress: called now and then with the cases run so far.
  public func run(
    budget: Budget, first: UInt64 = 0, stride: UInt64 = 1,
    progress: ((Int) -> Void)? = nil
  ) -> PropertyReport {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = budget.timeLimit.map { start.advanced(by: $0) }
    var statistics = CaseStatistics()
    var index = first
    var failure: FailureReport?
    while true {
      if let limit = budget.caseLimit, statistics.cases + statistics.discarded >= limit { break }
      // Check the clock every case: cases range from nanoseconds to tens of
      // milliseconds (a rasterized frame), so batching would overshoot.
      if let deadline, clock.now >= deadline { break }
      let evaluation = evaluate(caseIndex: index)
      statistics.record(evaluation.result)
      if evaluation.isFailure {
        failure = shrinkFailure(evaluation, caseIndex: index)
        break
      }
      if let progress, statistics.cases % 256 == 0 { progress(statistics.cases) }
      index &+= Swift.max(1, stride)
    }
    let elapsed = start.duration(to: clock.now)
    return PropertyReport(
      name: property.name, seed: seed, statistics: statistics,
      seconds: elapsed.seconds, failure: failure)
  }

  func shrinkFailure(_ evaluation: Evaluation, caseIndex: UInt64) -> FailureReport {
    let clock = ContinuousClock()
    let start = clock.now
    let (shrunk, steps) = Shrinker(property: property, timeLimit: shrinkTimeLimit)
      .shrink(evaluation)
    return FailureReport(
      property: property.name, seed: seed, caseIndex: caseIndex,
      original: evaluation.description, originalMessages: evaluation.result.failures,
      shrunk: shrunk.description, messages: shrunk.result.failures, choices: shrunk.choices,
      shrinkSteps: steps, shrinkSeconds: start.duration(to: clock.now).seconds,
      attachments: shrunk.result.attachments)
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  public var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
