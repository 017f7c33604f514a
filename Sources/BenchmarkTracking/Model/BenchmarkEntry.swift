/// One element of a Google Benchmark JSON file's `benchmarks` array.
public struct BenchmarkEntry: Hashable, Sendable {
  /// The full name (`name`), e.g. `BM_Copy/64_median`.
  public var name: String
  /// The benchmark's name without the aggregate suffix (`run_name`); older
  /// files lack it, and then it is `name`.
  public var runName: String
  /// One repetition or an aggregate.
  public var runType: RunType
  /// The aggregate's kind (`aggregate_name`: mean, median, stddev, cv).
  public var aggregateName: String?
  /// The repetition's index (`repetition_index`), when written.
  public var repetitionIndex: Int?
  /// Iterations timed in this repetition.
  public var iterations: Double?
  /// Wall-clock time per iteration, in `timeUnit`.
  public var realTime: Double?
  /// CPU time per iteration, in `timeUnit`.
  public var cpuTime: Double?
  /// The unit of `realTime` and `cpuTime`.
  public var timeUnit: TimeUnit
  /// Every other numeric field: user counters such as `bytes_per_second`,
  /// `items_per_second`, perf counters, and `instructions` from callgrind.
  public var counters: [String: Double]
  /// Whether the benchmark reported an error (`error_occurred`).
  public var errorOccurred: Bool
  /// The error message (`error_message`), when there was one.
  public var errorMessage: String?

  /// Creates an entry; the defaults describe a plain repetition in
  /// nanoseconds.
  public init(
    name: String, runName: String? = nil, runType: RunType = .iteration,
    aggregateName: String? = nil, repetitionIndex: Int? = nil, iterations: Double? = nil,
    realTime: Double? = nil, cpuTime: Double? = nil, timeUnit: TimeUnit = .nanoseconds,
    counters: [String: Double] = [:], errorOccurred: Bool = false, errorMessage: String? = nil
  ) {
    self.name = name
    self.runName = runName ?? name
    self.runType = runType
    self.aggregateName = aggregateName
    self.repetitionIndex = repetitionIndex
    self.iterations = iterations
    self.realTime = realTime
    self.cpuTime = cpuTime
    self.timeUnit = timeUnit
    self.counters = counters
    self.errorOccurred = errorOccurred
    self.errorMessage = errorMessage
  }

  /// The entry's value for a metric: times in nanoseconds per iteration,
  /// counts (instructions, simulated costs) per iteration; `nil` when the entry does not carry it.
  public func value(of metric: Metric) -> Double? {
    switch metric {
    case .realTime: return realTime.map { $0 * timeUnit.nanoseconds }
    case .cpuTime: return cpuTime.map { $0 * timeUnit.nanoseconds }
    default:
      for key in metric.counterNames {
        if let value = counters[key] { return value }
      }
      return nil
    }
  }
}
