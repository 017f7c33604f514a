// Policy: a passing case allocates nothing and costs its generation and
// its check. The loop owns one choice sequence, which keeps no record of
// its draws, and restarts it in place for every case (storing the case's
// seed: the stream is counter-based); it owns one `CheckResult`, reset in
// place, and the property's step, taken out of the property once; the
// property's name is hashed and mixed with the run's seed once rather than
// per case; a passing case is neither described nor copied out (``passes``
// answers a Boolean: an optional `Evaluation` returned per case cost its
// copies and its enum tags); and labels are tallied without hashing
// (`CaseTally`) until the caller folds them into its statistics. Only a
// failure builds an `Evaluation` (its description and its choices, got by
// drawing the case again from its seed with a recording sequence: the
// generator alone, not the check), which is what shrinking and replay
// need. The cases are the same as `PropertyRunner.evaluate(caseIndex:)`
// gives: same seed derivation, same generator, same check.

/// Runs cases of one property one after another, reusing its buffers.
///
/// The runner's blocks and the `fuzz/*` benchmarks both go through it, so
/// the benchmarks time exactly the per-case work of a fuzzing run.
public struct CaseLoop: Sendable {
  /// The runner whose property, seed and strategy the cases use.
  public let runner: PropertyRunner
  private var choices: ChoiceSequence
  /// What every case seed of the property starts from, so a case's seed
  /// is one mix (`SeedDerivation.propertyKey`).
  private let propertyKey: UInt64
  /// The property's step (generate, check, describe nothing), held
  /// directly: reaching it through `runner` copied the property per case.
  private let step: @Sendable (inout ChoiceSequence, inout CheckResult) -> Void
  private var tally = CaseTally()
  /// The result every case fills in, reset in place: a fresh one per case
  /// was copied out of the property's closure and destroyed twice, about
  /// 500 instructions a case for its arrays and labels.
  private var result = CheckResult()

  /// Creates a loop for `runner`'s property.
  public init(runner: PropertyRunner) {
    self.runner = runner
    self.choices = ChoiceSequence.unrecorded(seed: 0, edgeBias: runner.edgeBias)
    self.propertyKey = SeedDerivation.propertyKey(
      runSeed: runner.seed, propertyHash: SeedDerivation.stableHash(runner.property.name))
    self.step = runner.property.run
  }

  /// Runs case `index` and, unless it could not be judged, counts it (see
  /// ``foldStatistics(into:)``).
  ///
  /// - Parameter index: the case index (the same case as
  ///   `PropertyRunner.evaluate(caseIndex:)`).
  /// - Returns: whether the case passed (or was discarded); when it did
  ///   not, ``evaluation(caseIndex:)`` gives what shrinking needs.
  public mutating func passes(caseIndex index: UInt64) -> Bool {
    choices.restart(seed: SeedDerivation.caseSeed(propertyKey: propertyKey, index: index))
    result.reset()
    step(&choices, &result)
    // A case nothing was learnt from is not counted.
    if result.isNotJudged { return false }
    tally.record(&result)
    return !result.isFailure
  }

  /// The evaluation of the case ``passes(caseIndex:)`` just ran and
  /// answered `false` for: its result, and for a failure its description
  /// and choices.
  ///
  /// The loop's sequence keeps no record: the case is drawn again,
  /// recording, for its choices and its description. Only the generator
  /// runs again, not the check, so a failure that would not repeat (a child
  /// process that timed out) is kept as it was seen.
  ///
  /// - Parameter index: the index just passed to ``passes(caseIndex:)``.
  public func evaluation(caseIndex index: UInt64) -> Evaluation {
    if result.isNotJudged { return Evaluation(description: "", result: result, choices: []) }
    var recording = runner.choices(caseIndex: index)
    let description = runner.property.describeInput(&recording)
    return Evaluation(description: description, result: result, choices: recording.recorded)
  }

  /// Runs case `index` and counts it, as ``passes(caseIndex:)`` does.
  ///
  /// - Parameter index: the case index.
  /// - Returns: the case's evaluation if it failed or could not be judged,
  ///   else `nil`.
  public mutating func run(caseIndex index: UInt64) -> Evaluation? {
    passes(caseIndex: index) ? nil : evaluation(caseIndex: index)
  }

  /// Adds the counts of the cases run since the last fold to `statistics`
  /// (cases, discards, labels).
  public mutating func foldStatistics(into statistics: inout CaseStatistics) {
    tally.fold(into: &statistics)
  }
}
