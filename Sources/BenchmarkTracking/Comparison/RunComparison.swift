import TrackingStatistics

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
  /// Whether a cold first repetition of a counted metric was left out of
  /// either run's samples (BenchmarkRun+ColdRepetition.swift), for the
  /// report to say so.
  public var leftOutColdRepetitions = false

  /// Compares a contender run with a baseline run.
  ///
  /// Benchmarks are matched by `run_name`. The p-values of all benchmarks
  /// that could be tested form one family for the correction. Callers that
  /// read files check them first with ``BenchmarkRun/validateSamples(of:)``;
  /// values that are not finite, or not positive (zero is kept for a count of
  /// misses, see ``Metric/mayBeZero``), are left out here.
  public init(baseline: BenchmarkRun, contender: BenchmarkRun, options: ComparisonOptions = .init())
  {
    // A count of misses may be zero (none happened); a time or a count of
    // instructions may not.
    let usable: ([Double]) -> [Double] = {
      $0.filter { $0.isFinite && ($0 > 0 || ($0 == 0 && options.metric.mayBeZero)) }
    }
    let baseSamples = baseline.samples(of: options.metric).mapValues(usable)
    let contenderSamples = contender.samples(of: options.metric).mapValues(usable)
    let baseNames = baseline.benchmarkNames
    let contenderNames = contender.benchmarkNames
    let baseSet = Set(baseNames)
    let contenderSet = Set(contenderNames)
    let shared = contenderNames.filter { baseSet.contains($0) }
    self.options = options
    self.onlyInBaseline = baseNames.filter { !contenderSet.contains($0) }
    self.onlyInContender = contenderNames.filter { !baseSet.contains($0) }
    self.leftOutColdRepetitions =
      baseline.leavesOutColdRepetition(of: options.metric)
      || contender.leavesOutColdRepetition(of: options.metric)
    // Counted metrics are judged without a test (ComparisonOptions.swift),
    // so they get no p-values: a column of them would read as evidence.
    let tests = shared.map { name -> MannWhitneyU? in
      guard !options.judgesDeterministically else { return nil }
      return MannWhitneyU(baseSamples[name] ?? [], contenderSamples[name] ?? [])
    }
    let adjusted = options.correction.adjusted(tests.map { $0?.pValue })
    let required = options.requiredPValue(
      family: tests.compactMap { $0 }.count,
      rejected: adjusted.compactMap { $0 }.filter { $0 <= options.alpha }.count)
    self.benchmarks = shared.indices.map { index in
      let name = shared[index]
      let base = baseSamples[name] ?? []
      let next = contenderSamples[name] ?? []
      var comparison = BenchmarkComparison(
        name: name, baseline: base, contender: next, pValue: tests[index]?.pValue,
        adjustedPValue: adjusted[index],
        minimumPValue: options.judgesDeterministically
          ? nil : MannWhitneyU.minimumPValue(baselineCount: base.count, contenderCount: next.count),
        requiredPValue: options.judgesDeterministically ? nil : required,
        threshold: options.threshold(for: name))
      (comparison.verdict, comparison.reason) = Self.verdict(for: comparison, options: options)
      return comparison
    }
    discountMachineShift()
  }

  /// The benchmarks with a given verdict.
  public func benchmarks(with verdict: Verdict) -> [BenchmarkComparison] {
    benchmarks.filter { $0.verdict == verdict }
  }

  /// Whether any benchmark regressed (the tool's exit status 1).
  public var hasRegression: Bool { benchmarks.contains { $0.verdict == .regression } }
}
