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
  /// that could be tested form one family for the correction. Callers that
  /// read files check them first with ``BenchmarkRun/validateSamples(of:)``;
  /// values that are not positive and finite are left out here.
  public init(baseline: BenchmarkRun, contender: BenchmarkRun, options: ComparisonOptions = .init())
  {
    let usable: ([Double]) -> [Double] = { $0.filter { $0.isFinite && $0 > 0 } }
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
    let tests = shared.map { name -> MannWhitneyU? in
      MannWhitneyU(baseSamples[name] ?? [], contenderSamples[name] ?? [])
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
        minimumPValue: MannWhitneyU.minimumPValue(
          baselineCount: base.count, contenderCount: next.count),
        requiredPValue: required, threshold: options.threshold(for: name))
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
