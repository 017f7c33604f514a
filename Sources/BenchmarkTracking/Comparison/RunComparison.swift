/// Every benchmark of two runs compared, with the options used.
public struct RunComparison: Hashable, Sendable {
  /// The options the verdicts follow.
  public var options: ComparisonOptions
  /// Benchmarks present in both runs, in the contender's order.
  public var benchmarks: [BenchmarkComparison]
  /// Benchmarks only the baseline has.
  public var onlyInBaseline: [String]
  /// Benchmarks only the contender has.
  public var onlyInContender: [String]

  /// Compares a contender run with a baseline run.
  ///
  /// Benchmarks are matched by `run_name`. The p-values of all benchmarks
  /// that could be tested form one family for the correction.
  public init(baseline: BenchmarkRun, contender: BenchmarkRun, options: ComparisonOptions = .init())
  {
    let baseSamples = baseline.samples(of: options.metric)
    let contenderSamples = contender.samples(of: options.metric)
    let baseNames = baseline.benchmarkNames
    let contenderNames = contender.benchmarkNames
    let baseSet = Set(baseNames)
    let contenderSet = Set(contenderNames)
    let shared = contenderNames.filter { baseSet.contains($0) }
    self.options = options
    self.onlyInBaseline = baseNames.filter { !contenderSet.contains($0) }
    self.onlyInContender = contenderNames.filter { !baseSet.contains($0) }
    let tests = shared.map { name -> MannWhitneyU? in
      MannWhitneyU(baseSamples[name] ?? [], contenderSamples[name] ?? [])
    }
    let adjusted = options.correction.adjusted(tests.map { $0?.pValue })
    self.benchmarks = shared.indices.map { index in
      let name = shared[index]
      let base = baseSamples[name] ?? []
      let next = contenderSamples[name] ?? []
      var comparison = BenchmarkComparison(
        name: name, baseline: base, contender: next, baselineMedian: base.median(),
        contenderMedian: next.median(), pValue: tests[index]?.pValue,
        adjustedPValue: adjusted[index], verdict: .unchanged)
      comparison.verdict = Self.verdict(for: comparison, options: options)
      return comparison
    }
  }

  /// The verdict rule, applied to one benchmark.
  ///
  /// Unreliable when a side has fewer than the minimum repetitions or no
  /// test could run; otherwise a regression or improvement only when the
  /// adjusted p-value is below alpha and the median moved beyond the
  /// threshold; unchanged otherwise.
  public static func verdict(
    for comparison: BenchmarkComparison, options: ComparisonOptions
  ) -> Verdict {
    let repetitions = Swift.min(comparison.baseline.count, comparison.contender.count)
    guard repetitions >= Swift.max(1, options.minimumRepetitions),
      let adjusted = comparison.adjustedPValue, let change = comparison.relativeChange
    else { return .unreliable }
    guard adjusted < options.alpha else { return .unchanged }
    if change > options.threshold { return .regression }
    if change < -options.threshold { return .improvement }
    return .unchanged
  }

  /// The benchmarks with a given verdict.
  public func benchmarks(with verdict: Verdict) -> [BenchmarkComparison] {
    benchmarks.filter { $0.verdict == verdict }
  }

  /// Whether any benchmark regressed (the tool's exit status 1).
  public var hasRegression: Bool { benchmarks.contains { $0.verdict == .regression } }
}
