import Foundation

/// One side's times of a benchmark in one round, in nanoseconds per
/// iteration.
public struct PairedTiming: Hashable, Sendable {
  /// Wall-clock time per iteration.
  public var realTime: Double
  /// CPU time per iteration.
  public var cpuTime: Double

  /// Creates a timing.
  public init(realTime: Double, cpuTime: Double) {
    self.realTime = realTime
    self.cpuTime = cpuTime
  }

  /// The time of `metric` (real or CPU time).
  public func value(of metric: Metric) -> Double {
    metric == .realTime ? realTime : cpuTime
  }
}

/// One round of one benchmark: both sides' times, in the order they ran.
public struct PairedRound: Hashable, Sendable {
  /// The phase the round belongs to.
  public var phase: PairedPhase
  /// Whether the base side ran first (`AB`) or second (`BA`); in a duet
  /// both ran at once and this says which side had the first core.
  public var baseFirst: Bool
  /// The base side's times.
  public var base: PairedTiming
  /// The head side's times.
  public var head: PairedTiming

  /// Creates a round.
  public init(phase: PairedPhase, baseFirst: Bool, base: PairedTiming, head: PairedTiming) {
    self.phase = phase
    self.baseFirst = baseFirst
    self.base = base
    self.head = head
  }

  /// log(head / base) of `metric`.
  public func logRatio(of metric: Metric) -> Double {
    log(head.value(of: metric) / base.value(of: metric))
  }
}

/// One benchmark's rounds in a paired comparison.
public struct PairedBenchmark: Hashable, Sendable {
  /// The benchmark's name.
  public var name: String
  /// Its rounds, in the order they ran (the warm-up first).
  public var rounds: [PairedRound]

  /// Creates a benchmark's record.
  public init(name: String, rounds: [PairedRound] = []) {
    self.name = name
    self.rounds = rounds
  }

  /// The log-ratios of one phase's rounds, in order.
  public func logRatios(_ phase: PairedPhase, metric: Metric) -> [Double] {
    rounds.filter { $0.phase == phase }.map { $0.logRatio(of: metric) }
  }
}

/// A paired comparison of two builds (`track ab`): how it was run, and
/// every round of every benchmark. The verdicts are not stored as facts:
/// ``verdicts`` recomputes them from the rounds, so a gate and the report
/// that wrote the file cannot disagree.
public struct PairedRun: Hashable, Sendable {
  /// The format's name, written first in every file.
  public static let format = "safearea-paired/1"

  /// Where the run was read from, for messages; empty when built in memory.
  public var source: String
  /// How it was run: labels and commits of both sides, design, minimum
  /// time, seed, machine, date. Free-form; read back as written.
  public var context: [(key: String, value: JSONValue)]
  /// The rule the verdicts follow.
  public var options: PairedOptions
  /// The benchmarks compared, in name order.
  public var benchmarks: [PairedBenchmark]
  /// Benchmarks selected that only the base build has (not compared).
  public var onlyInBase: [String]
  /// Benchmarks selected that only the head build has (not compared).
  public var onlyInHead: [String]

  /// Creates a run.
  public init(
    source: String = "", context: [(key: String, value: JSONValue)] = [],
    options: PairedOptions, benchmarks: [PairedBenchmark], onlyInBase: [String] = [],
    onlyInHead: [String] = []
  ) {
    self.source = source
    self.context = context
    self.options = options
    self.benchmarks = benchmarks
    self.onlyInBase = onlyInBase
    self.onlyInHead = onlyInHead
  }

  /// A context field as text, when present.
  public func contextText(_ key: String) -> String? {
    guard let value = context.last(where: { $0.key == key })?.value else { return nil }
    switch value {
    case .string(let text): return text
    case .number(let number): return ValueFormattingNumber.text(number)
    default: return nil
    }
  }

  /// Every benchmark's verdict, in order, with the correction over all of
  /// them.
  public var verdicts: [PairedVerdict] {
    benchmarks.map { benchmark in
      PairedVerdict(
        name: benchmark.name, screening: benchmark.logRatios(.screening, metric: options.metric),
        confirmation: benchmark.logRatios(.confirmation, metric: options.metric),
        family: options.family(comparing: benchmarks.count), options: options)
    }
  }

  /// Whether two runs are equal; contexts compare by their ordered pairs.
  public static func == (lhs: PairedRun, rhs: PairedRun) -> Bool {
    lhs.source == rhs.source && JSONValue.object(lhs.context) == JSONValue.object(rhs.context)
      && lhs.options == rhs.options && lhs.benchmarks == rhs.benchmarks
      && lhs.onlyInBase == rhs.onlyInBase && lhs.onlyInHead == rhs.onlyInHead
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(JSONValue.object(context))
    hasher.combine(options)
    hasher.combine(benchmarks)
    hasher.combine(onlyInBase)
    hasher.combine(onlyInHead)
  }
}

/// Numbers of a context written back as text.
enum ValueFormattingNumber {
  /// An integer without a decimal point, else the shortest exact form.
  static func text(_ number: Double) -> String {
    if let exact = Int(exactly: number) { return String(exact) }
    return "\(number)"
  }
}
