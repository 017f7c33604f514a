import TrackingStatistics

// Policy: how a verdict is reached, and why (measured by
// Evaluations/verdict-policy/verdict-policy, output in results/verdict-policy.md).
//
// Wall time and CPU time are judged with four conditions, all required for
// a regression or an improvement:
// 1. significance: the Mann-Whitney U p-value, adjusted with
//    Benjamini-Hochberg across the benchmarks of the comparison, is at most
//    alpha = 0.02. Holm over 62 benchmarks demands p <= alpha/62 of every
//    one, which 5 against 5 repetitions can never reach (their floor is
//    2/252), so a 1.5x slowdown of everything read "unchanged". BH keeps
//    the false alarm rate at alpha when nothing changed (then FDR and FWER
//    coincide) and lets a change that hits many benchmarks through at up
//    to alpha. Why 0.02 (results/verdict-policy.md): load that slows many
//    benchmarks a little makes BH lenient for all of them, and at 0.05 the
//    "one run disturbed" A/A scenario at 9 against 9 gave false verdicts in
//    5 of 20 runs; at 0.01 a 1.5x slowdown of everything against the
//    committed 5-repetition baseline is found nowhere (BH then needs most
//    benchmarks at the 2/252 floor). The price: a lone change among 62
//    benchmarks needs p <= 0.00032, i.e. 8 repetitions a side (exact test)
//    or 10 (normal approximation, used above 8);
// 2. size: the median moved by more than the benchmark's threshold
//    (relative AND absolute, see ``Threshold``);
// 3. noise: the move is larger than the spread (IQR over median) of either
//    run, so a benchmark whose repetitions scatter by 60% cannot be called
//    40% faster;
// 4. separation: Cliff's delta is at least ``minimumSeparation``, i.e. the
//    two runs' repetitions barely interleave.
// Conditions 3 and 4 are what keep load noise on a shared VM out of the
// verdicts: two runs of the same commit differ by more than any p-value
// assumes, because the repetitions of one run share the machine's state.
//
// "unchanged" is a claim too, so it needs evidence: the move is within the
// threshold AND the data could have shown a threshold-sized change (the
// smallest p-value these repetition counts allow reaches the level the
// correction demands of one more significant benchmark, alpha/k over k
// benchmarks when none is significant, and the spread is below the
// threshold). Otherwise the verdict is "inconclusive", with the
// reason and, when more repetitions would help, how many.
//
// Instruction counts from callgrind do not depend on the machine's load, so
// they are judged by their medians alone: a change beyond the threshold and
// beyond the range of the repetitions is a verdict, without a test (one
// repetition a side is enough).

/// How a comparison decides.
public struct ComparisonOptions: Hashable, Sendable {
  /// The metric compared.
  public var metric: Metric
  /// The default relative threshold as a fraction (0.05 is 5%): relative
  /// changes of the median within it are never a regression.
  public var threshold: Double
  /// The default absolute threshold in the metric's unit (0 for none).
  public var absoluteThreshold: Double
  /// Per-benchmark thresholds from a thresholds file, applied in order
  /// over the defaults (see ``threshold(for:)``).
  public var thresholdRules: [ThresholdRule]
  /// Per-benchmark thresholds a run declared (its context), which win over
  /// the defaults and ``thresholdRules`` for the benchmarks they cover.
  public var declarations: BenchmarkDeclarations?
  /// The significance level the adjusted p-values are compared with.
  public var alpha: Double
  /// The correction across the benchmarks compared.
  public var correction: MultipleTestingCorrection
  /// Fewer repetitions than this on either side is inconclusive (wall and
  /// CPU time; instruction counts need one).
  public var minimumRepetitions: Int
  /// The smallest |Cliff's delta| a regression or improvement needs.
  public var minimumSeparation: Double
  /// Whether wall-time verdicts of a comparison whose runs moved as a whole
  /// become "inconclusive" (see RunComparison+MachineShift.swift). On by
  /// default, for shared machines; a dedicated, quiet machine may turn it
  /// off (`track --allow-run-shift`) to let a change of everything count.
  public var discountsMachineShift = true

  /// Creates options; the defaults suit a nightly run with 9 or more
  /// repetitions against a baseline of 5 or more.
  public init(
    metric: Metric = .realTime, threshold: Double = 0.05, absoluteThreshold: Double = 0,
    thresholdRules: [ThresholdRule] = [], alpha: Double = 0.02,
    correction: MultipleTestingCorrection = .benjaminiHochberg, minimumRepetitions: Int = 5,
    minimumSeparation: Double = 0.8
  ) {
    self.metric = metric
    self.threshold = threshold
    self.absoluteThreshold = absoluteThreshold
    self.thresholdRules = thresholdRules
    self.alpha = alpha
    self.correction = correction
    self.minimumRepetitions = minimumRepetitions
    self.minimumSeparation = minimumSeparation
  }

  /// Whether the metric is judged without a significance test (instruction
  /// counts and simulated costs, which load does not change).
  public var judgesDeterministically: Bool { metric.isCounted }

  /// The raw p-value one more benchmark must reach to be significant after
  /// correcting over `family` tests of which `rejected` already are:
  /// alpha / (family - rejected) for Holm, alpha (rejected + 1) / family for
  /// Benjamini-Hochberg, alpha without correction. With nothing rejected
  /// this is the level a lone change needs (alpha / family).
  ///
  /// - Parameters:
  ///   - family: how many benchmarks were tested.
  ///   - rejected: how many of them are significant.
  public func requiredPValue(family: Int, rejected: Int = 0) -> Double {
    let tests = Double(Swift.max(1, family))
    let others = Double(Swift.min(Swift.max(0, rejected), Swift.max(0, family - 1)))
    switch correction {
    case .none: return alpha
    case .holm: return alpha / (tests - others)
    case .benjaminiHochberg: return alpha * (others + 1) / tests
    }
  }
}
