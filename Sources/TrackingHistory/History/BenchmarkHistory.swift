import BenchmarkTracking
import TrackingStatistics

// Policy: a step change is judged with the same rule as `track compare`
// (Mann-Whitney U on the repetitions, corrected across the benchmarks of
// that pair of runs, and the noise threshold), between each run and the one
// before it on the same machine. The history page and the nightly exit
// status therefore never disagree.

/// One run's value of one benchmark in a series.
public struct HistoryPoint: Hashable, Sendable {
  /// Position of the run in its machine's history, from 0.
  public var runIndex: Int
  /// The run's source file.
  public var source: String
  /// The run's date as written in its context.
  public var date: String
  /// The commit recorded in the context, when present.
  public var commit: String?
  /// The samples of the metric.
  public var samples: [Double]
  /// The median of `samples`.
  public var median: Double
  /// The verdict against the previous point's run, `nil` for the first.
  public var step: Verdict?
  /// The relative change of the median against the previous point.
  public var change: Double?
}

/// Runs grouped by machine, with one series per benchmark.
public struct BenchmarkHistory: Hashable, Sendable {
  /// One machine's runs and series.
  public struct Machine: Hashable, Sendable {
    /// The machine.
    public var identity: MachineIdentity
    /// Its runs, oldest first.
    public var runs: [BenchmarkRun]
    /// Benchmark name to its points, oldest first.
    public var series: [String: [HistoryPoint]]
    /// Benchmark names, sorted (run files list them in random order under
    /// random interleaving).
    public var benchmarkNames: [String]
  }

  /// The options step changes are judged with.
  public var options: ComparisonOptions
  /// The machines, sorted by description.
  public var machines: [Machine]

  /// Builds the history of a list of runs (oldest first).
  public init(runs: [BenchmarkRun], options: ComparisonOptions = .init()) {
    self.options = options
    var grouped: [MachineIdentity: [BenchmarkRun]] = [:]
    for run in runs { grouped[MachineIdentity(context: run.context), default: []].append(run) }
    machines = grouped.keys.sorted().map { identity in
      let machineRuns = grouped[identity] ?? []
      var series: [String: [HistoryPoint]] = [:]
      var names: [String] = []
      var seen = Set<String>()
      for (index, run) in machineRuns.enumerated() {
        let samples = run.samples(of: options.metric)
        let comparison =
          index > 0
          ? RunComparison(baseline: machineRuns[index - 1], contender: run, options: options) : nil
        let verdicts = Dictionary(
          (comparison?.benchmarks ?? []).map { ($0.name, $0) },
          uniquingKeysWith: { first, _ in first })
        for name in run.benchmarkNames {
          guard let values = samples[name], let median = values.median() else { continue }
          if seen.insert(name).inserted { names.append(name) }
          series[name, default: []].append(
            HistoryPoint(
              runIndex: index, source: run.source, date: run.context.date ?? "",
              commit: run.context.commit, samples: values, median: median,
              step: verdicts[name]?.verdict, change: verdicts[name]?.relativeChange))
        }
      }
      return Machine(
        identity: identity, runs: machineRuns, series: series, benchmarkNames: names.sorted())
    }
  }
}
