import TrackingStatistics

// Policy: the rule is written out in ComparisonOptions.swift, where its
// defaults live; this file applies it. Every path ends in a verdict and a
// reason, and "unchanged" is reached only after checking that a change of
// the threshold's size could have been seen.

extension RunComparison {
  /// The verdict rule, applied to one benchmark whose statistics are filled
  /// in (see ``ComparisonOptions`` for the rule and why).
  ///
  /// - Parameters:
  ///   - comparison: the benchmark with samples, p-values and threshold.
  ///   - options: the rule's settings.
  /// - Returns: the verdict and its reason.
  public static func verdict(
    for comparison: BenchmarkComparison, options: ComparisonOptions
  ) -> (Verdict, VerdictReason) {
    let base = comparison.baseline
    let next = comparison.contender
    let floor = options.judgesDeterministically ? 1 : Swift.max(2, options.minimumRepetitions)
    guard let baseMedian = comparison.baselineMedian,
      let nextMedian = comparison.contenderMedian, let change = comparison.relativeChange,
      Swift.min(base.count, next.count) >= floor
    else {
      let reachable =
        comparison.requiredPValue.flatMap {
          MannWhitneyU.repetitionsNeeded(toReach: $0, from: floor)
        }
        ?? floor
      let needed = options.judgesDeterministically ? floor : Swift.max(floor, reachable)
      return (
        .inconclusive,
        .tooFewRepetitions(baseline: base.count, contender: next.count, needed: needed)
      )
    }
    let threshold = comparison.threshold
    let beyondThreshold = threshold.isExceeded(from: baseMedian, to: nextMedian)
    let direction: Verdict =
      (change > 0) == options.metric.smallerIsBetter ? .regression : .improvement
    if options.judgesDeterministically {
      let range = [base.relativeRange(), next.relativeRange()].compactMap { $0 }.max() ?? 0
      if beyondThreshold {
        guard Swift.abs(change) > range else {
          return (.inconclusive, .tooNoisy(spread: range, change: change))
        }
        return (direction, .changedCounts(change: change, range: range))
      }
      guard range < threshold.relative else {
        return (.inconclusive, .tooNoisy(spread: range, change: change))
      }
      return (.unchanged, .withinThreshold(change: change, threshold: threshold.relative))
    }

    let spread = comparison.spread ?? .infinity
    let adjusted = comparison.adjustedPValue ?? 1
    let significant = adjusted <= options.alpha
    let delta = comparison.cliffsDelta ?? 0
    let floorP = comparison.minimumPValue ?? 1
    let required = comparison.requiredPValue ?? options.alpha
    let unreachable = VerdictReason.cannotReachSignificance(
      minimumPValue: floorP, requiredPValue: required,
      needed: MannWhitneyU.repetitionsNeeded(
        toReach: required, from: Swift.max(base.count, next.count)))
    if beyondThreshold {
      guard Swift.abs(change) > spread else {
        return (.inconclusive, .tooNoisy(spread: spread, change: change))
      }
      guard significant else {
        if floorP > required { return (.inconclusive, unreachable) }
        return (
          .inconclusive,
          .notSignificant(change: change, adjustedPValue: adjusted, alpha: options.alpha)
        )
      }
      guard Swift.abs(delta) >= options.minimumSeparation else {
        return (
          .inconclusive,
          .overlapping(change: change, cliffsDelta: delta, minimum: options.minimumSeparation)
        )
      }
      return (direction, .changed(change: change, adjustedPValue: adjusted, cliffsDelta: delta))
    }
    // Within the threshold: "unchanged" only if a threshold-sized change
    // would have passed the noise and significance conditions.
    if floorP > required { return (.inconclusive, unreachable) }
    guard spread < threshold.relative else {
      return (.inconclusive, .tooNoisy(spread: spread, change: change))
    }
    return (.unchanged, .withinThreshold(change: change, threshold: threshold.relative))
  }
}
