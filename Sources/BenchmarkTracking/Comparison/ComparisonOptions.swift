// Policy: a change is called a regression or an improvement only when two
// things hold at once: the Mann-Whitney U test says the repetitions differ
// (adjusted p below alpha) AND the medians differ by more than the noise
// threshold. Significance alone flags 0.3% shifts that nobody can act on;
// a threshold alone flags noise. Five repetitions is the minimum: with four
// a side the smallest two-sided p-value the test can give is 0.029, which no
// correction over more than one benchmark lets through at alpha 0.05.

/// How a comparison decides.
public struct ComparisonOptions: Hashable, Sendable {
  /// The metric compared.
  public var metric: Metric
  /// The noise threshold as a fraction (0.05 is 5%): relative changes of
  /// the median within it are unchanged whatever the p-value.
  public var threshold: Double
  /// The significance level the adjusted p-values are compared with.
  public var alpha: Double
  /// The correction across the benchmarks compared.
  public var correction: MultipleTestingCorrection
  /// Fewer repetitions than this on either side gives ``Verdict/unreliable``.
  public var minimumRepetitions: Int

  /// Creates options; the defaults suit a nightly run with 9 or more
  /// repetitions.
  public init(
    metric: Metric = .realTime, threshold: Double = 0.05, alpha: Double = 0.05,
    correction: MultipleTestingCorrection = .holm, minimumRepetitions: Int = 5
  ) {
    self.metric = metric
    self.threshold = threshold
    self.alpha = alpha
    self.correction = correction
    self.minimumRepetitions = minimumRepetitions
  }
}
