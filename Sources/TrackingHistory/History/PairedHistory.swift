import BenchmarkTracking
import Foundation

// Policy: nightly paired comparisons (tonight's commit against last
// night's) measure steps, not levels: each says how much slower or faster
// one night is than the one before, free of the drift between nights. The
// history chains them: a benchmark's level after night k is the product of
// the nightly ratios up to k (the sum of the median log-ratios), starting
// at 1 where a chain starts. A chain continues only while each comparison's
// base is the previous one's head; a gap (a night skipped, a comparison by
// hand of other commits) starts a new chain at 1, because a ratio across
// the gap was never measured. Each step keeps its interval, so the page
// shows how sure each link of the chain is.

/// Paired comparisons chained into a level per benchmark, per machine.
public struct PairedHistory: Hashable, Sendable {
  /// One comparison's contribution to a benchmark's chain.
  public struct Step: Hashable, Sendable {
    /// The comparison's file.
    public var source: String
    /// The base side's label (usually its commit).
    public var base: String
    /// The head side's label.
    public var head: String
    /// When the comparison ran.
    public var date: String
    /// The median log-ratio log(head / base).
    public var logRatio: Double
    /// The interval on it, when the rounds reached one.
    public var interval: ClosedRange<Double>?
    /// The verdict.
    public var verdict: Verdict
    /// The chained level after this step, as a log (0 is the chain's start).
    public var level: Double
    /// Whether this step starts a new chain (its base is not the previous
    /// step's head).
    public var startsChain: Bool
    /// The smallest slowdown that night's interval would have called a
    /// regression (``PairedVerdict/detectableChange``): anything smaller was
    /// invisible that night; `nil` when its rounds could not decide.
    public var detectable: Double? = nil
  }

  /// One machine's chains.
  public struct Machine: Hashable, Sendable {
    /// The machine.
    public var identity: MachineIdentity
    /// Benchmark name to its steps, oldest first.
    public var steps: [String: [Step]]
    /// The benchmark names, sorted.
    public var benchmarkNames: [String]
  }

  /// The machines, sorted.
  public var machines: [Machine]

  /// Chains paired runs, given oldest first.
  public init(runs: [PairedRun]) {
    var grouped: [MachineIdentity: [PairedRun]] = [:]
    for run in runs {
      let fields = Dictionary(run.context.map { ($0.key, $0.value) }) { _, last in last }
      grouped[MachineIdentity(context: BenchmarkContext(fields: fields)), default: []].append(run)
    }
    machines = grouped.keys.sorted().map { identity in
      var steps: [String: [Step]] = [:]
      for run in grouped[identity] ?? [] {
        let base = run.contextText("base") ?? "base"
        let head = run.contextText("head") ?? "head"
        for verdict in run.verdicts {
          guard verdict.screening.median != nil, let logRatio = verdict.judged.median else {
            continue
          }
          let interval = verdict.judged.interval.map { $0.lower...$0.upper }
          let previous = steps[verdict.name]?.last
          let continues = previous?.head == base
          let level = (continues ? previous?.level ?? 0 : 0) + logRatio
          steps[verdict.name, default: []].append(
            Step(
              source: run.source, base: base, head: head, date: run.contextText("date") ?? "",
              logRatio: logRatio, interval: interval, verdict: verdict.verdict, level: level,
              startsChain: !continues, detectable: verdict.detectableChange))
        }
      }
      return Machine(identity: identity, steps: steps, benchmarkNames: steps.keys.sorted())
    }
  }

  /// Reads every paired result in a directory (`results/paired`), oldest
  /// first by file name; a missing directory is an empty history.
  ///
  /// - Throws: the first ``BenchmarkInputError`` met.
  public static func runs(inDirectory path: String) throws(BenchmarkInputError) -> [PairedRun] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    var runs: [PairedRun] = []
    for file in try ResultsDirectory(path: path).files() {
      runs.append(try PairedRun(contentsOfFile: file))
    }
    return runs
  }
}
