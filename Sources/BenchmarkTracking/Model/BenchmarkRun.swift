/// One Google Benchmark JSON file: its context and its entries, in order.
public struct BenchmarkRun: Hashable, Sendable {
  /// Where the run was read from (a path), for messages; empty when built
  /// in memory.
  public var source: String
  /// The run's context.
  public var context: BenchmarkContext
  /// The entries, in file order (repetitions and aggregates interleaved as
  /// Google Benchmark wrote them).
  public var entries: [BenchmarkEntry]

  /// Creates a run.
  public init(source: String = "", context: BenchmarkContext, entries: [BenchmarkEntry]) {
    self.source = source
    self.context = context
    self.entries = entries
  }

  /// Benchmark names (`run_name`) in the order they first appear.
  public var benchmarkNames: [String] {
    var seen = Set<String>()
    return entries.compactMap { seen.insert($0.runName).inserted ? $0.runName : nil }
  }

  /// The per-repetition values of a metric for every benchmark, keyed by
  /// `run_name`.
  ///
  /// Repetitions (`run_type` iteration) are the samples. A benchmark that
  /// has only aggregates (a run with `--benchmark_report_aggregates_only`)
  /// contributes its median aggregate as a single sample, which the
  /// comparison then calls inconclusive rather than inventing repetitions.
  /// Entries that reported an error and non-finite values are left out,
  /// and so is the first of several repetitions of a counted metric
  /// (``warmRepetitions(_:of:)``).
  public func samples(of metric: Metric) -> [String: [Double]] {
    var repetitions: [String: [(order: Int, value: Double)]] = [:]
    var medians: [String: [Double]] = [:]
    for (position, entry) in entries.enumerated() where !entry.errorOccurred {
      guard let value = entry.value(of: metric), value.isFinite else { continue }
      switch entry.runType {
      case .iteration:
        repetitions[entry.runName, default: []].append(
          (entry.repetitionIndex ?? position, value))
      case .aggregate where entry.aggregateName == "median":
        medians[entry.runName, default: []].append(value)
      case .aggregate: continue
      }
    }
    let samples = repetitions.mapValues { Self.warmRepetitions($0, of: metric) }
    return samples.merging(medians) { repetitions, _ in repetitions }
  }

  /// Names of benchmarks whose entries reported an error, with the message.
  public var errors: [String: String] {
    var result: [String: String] = [:]
    for entry in entries where entry.errorOccurred {
      result[entry.runName] = entry.errorMessage ?? "error_occurred without a message"
    }
    return result
  }
}
