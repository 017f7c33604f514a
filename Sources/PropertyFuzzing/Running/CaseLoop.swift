// Policy: a passing case allocates nothing. The loop owns one choice
// sequence, which keeps no record of its draws, and restarts it in place
// for every case; it owns one `CheckResult`, reset in place; the
// property's name is hashed once rather than per case; a passing case is
// neither described nor copied out; and labels are tallied without hashing
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
  private let propertyHash: UInt64
  private var tally = CaseTally()
  /// The result every case fills in, reset in place: a fresh one per case
  /// was copied out of the property's closure and destroyed twice, about
  /// 500 instructions a case for its arrays and labels.
  private var result = CheckResult()

  /// Creates a loop for `runner`'s property.
  public init(runner: PropertyRunner) {
    self.runner = runner
    self.choices = ChoiceSequence.unrecorded(seed: 0, edgeBias: runner.edgeBias)
    self.propertyHash = SeedDerivation.stableHash(runner.property.name)
  }

  /// Runs case `index` and counts it (see ``foldStatistics(into:)``).
  ///
  /// - Parameter index: the case index (the same case as
  ///   `PropertyRunner.evaluate(caseIndex:)`).
  /// - Returns: the case's evaluation if it failed or could not be judged
  ///   (``CheckResult/isNotJudged``: a case nothing was learnt from is not
  ///   counted), else `nil`.
  public mutating func run(caseIndex index: UInt64) -> Evaluation? {
    let seed = SeedDerivation.caseSeed(
      runSeed: runner.seed, propertyHash: propertyHash, index: index)
    choices.restart(seed: seed)
    result.reset()
    _ = runner.property.body(&choices, false, &result)
    if result.isNotJudged {
      return Evaluation(description: "", result: result, choices: [])
    }
    tally.record(result)
    guard result.isFailure else { return nil }
    // The loop's sequence keeps no record: draw the same case again,
    // recording, for its choices and its description. Only the generator
    // runs again, not the check, so a failure that would not repeat (a
    // child process that timed out) is kept as it was seen.
    var recording = runner.choices(caseIndex: index)
    let description = runner.property.describeInput(&recording)
    return Evaluation(description: description, result: result, choices: recording.recorded)
  }

  /// Adds the counts of the cases run since the last fold to `statistics`
  /// (cases, discards, labels).
  public mutating func foldStatistics(into statistics: inout CaseStatistics) {
    tally.fold(into: &statistics)
  }
}
