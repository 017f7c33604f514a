// Policy: how a paired comparison decides (track ab, track check --paired).
// Two builds run side by side in the same minutes, one process per
// benchmark per side per round, so what drifts over a run (the load of the
// neighbours, the host's turbo, whatever moved a stored run by -62% to
// +106%) hits both sides of a round alike and cancels in the round's
// log-ratio log(head / base). What is left is per-round noise, which more
// rounds shrink, so the verdict is sequential, as in Chromium's Pinpoint:
// - the statistic is the median of the log-ratios, with the exact
//   order-statistic interval (MedianInterval) at level 1 - alpha / m, m
//   the number of benchmarks compared (Bonferroni: every benchmark's
//   interval holds at once with probability 1 - alpha);
// - "regression" when the interval lies wholly above +threshold,
//   "improvement" wholly below -threshold, "unchanged" wholly inside;
//   otherwise another batch of rounds, up to the cap, after which the
//   verdict is "inconclusive" with the interval and the rounds it would
//   need (the width shrinks as 1 / sqrt(rounds));
// - a regression is reported only when a fresh set of rounds, judged by
//   the same rule on its own, finds it again: looking after every batch
//   gives chance many tries, and a second, independent sequence has to be
//   fooled as well;
// - the threshold is one number on the log scale (+2.5% slower is as far
//   from 0 as 2.4% faster), the smallest change worth a verdict. It is
//   lower than the 5% of stored-run comparisons (Benchmarks/
//   thresholds.json), which also has to cover the drift between runs that
//   pairing removes: 2.5% is half of the smallest slowdown the paired mode
//   must find (5%), so that one is found once the interval's half-width is
//   below 2.5%.
// The first round of a comparison is a warm-up (page cache, frequency) and
// is dropped before anything is judged.

import Foundation

/// How a paired comparison is run and judged.
public struct PairedOptions: Hashable, Sendable {
  /// The metric whose per-round log-ratio is judged (real or CPU time).
  public var metric: Metric
  /// The smallest relative change that is a verdict, as a fraction (0.025
  /// is 2.5%); applied as ±log(1 + threshold) to the log-ratios.
  public var threshold: Double
  /// The family-wise error level, split over the benchmarks compared.
  public var alpha: Double
  /// Rounds run between two looks at the data.
  public var batch: Int
  /// Rounds a phase needs before it may decide.
  public var minimumRounds: Int
  /// Rounds after which an undecided phase is inconclusive.
  public var maximumRounds: Int
  /// The number of benchmarks the correction counts when more than those
  /// compared: a run of a few benchmarks is then judged as strictly as the
  /// whole group would be (Evaluations/paired/eval-paired times a subset of the
  /// memory-bound run and judges it as that run). `nil` counts the
  /// benchmarks compared.
  public var family: Int?

  /// Creates options; the defaults are the paired mode's (see the file's
  /// policy and results/paired-eval/summary.md).
  public init(
    metric: Metric = .cpuTime, threshold: Double = 0.025, alpha: Double = 0.05, batch: Int = 10,
    minimumRounds: Int = 10, maximumRounds: Int = 200, family: Int? = nil
  ) {
    self.metric = metric
    self.threshold = threshold
    self.alpha = alpha
    self.batch = batch
    self.minimumRounds = minimumRounds
    self.maximumRounds = maximumRounds
    self.family = family
  }

  /// The family the correction counts for `compared` benchmarks.
  public func family(comparing compared: Int) -> Int {
    Swift.max(compared, family ?? 0)
  }

  /// The threshold on the log scale.
  public var logThreshold: Double { log1p(threshold) }

  /// The confidence of each benchmark's interval when `family` benchmarks
  /// are compared: 1 - alpha / family.
  public func intervalLevel(family: Int) -> Double {
    1 - alpha / Double(Swift.max(1, family))
  }

  /// What is wrong with these options, or `nil` when they can be used
  /// (for messages that name the file or option they came from).
  public var problem: String? {
    if metric.isCounted { return "metric must be real_time or cpu_time" }
    if !(threshold > 0 && threshold < 1) { return "threshold must be above 0 and below 1" }
    if !(alpha > 0 && alpha < 1) { return "alpha must be strictly between 0 and 1" }
    if batch < 1 { return "batch must be at least 1" }
    if minimumRounds < 1 { return "minimum rounds must be at least 1" }
    if maximumRounds < minimumRounds { return "maximum rounds must be at least the minimum" }
    if let family, family < 1 { return "family must be at least 1" }
    return nil
  }
}
