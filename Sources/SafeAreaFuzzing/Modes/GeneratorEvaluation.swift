// Policy: `fuzz --evaluate` measures the fuzzer the way the ETNA benchmark
// measures property-based testing tools: a task is one (mutant, invariant
// that should catch it) pair; each strategy gets the same number of trials
// with distinct seeds and a time limit per trial; the figures are tests and
// seconds to failure, and how many tasks each strategy solves within 0.1, 1,
// 10 and 60 seconds. A trial that times out counts its tests and time so
// far (a lower bound), which only flatters the slower strategy.

import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import TrackingStatistics

/// One trial's outcome.
public struct Trial: Codable, Sendable {
  /// The trial's seed.
  public var seed: UInt64
  /// Whether it found the bug.
  public var found: Bool
  /// Cases run until the bug was found (or the time was up).
  public var tests: Int
  /// Seconds taken.
  public var seconds: Double
}

/// One strategy's trials on one task.
public struct StrategyResult: Codable, Sendable {
  /// `biased` or `uniform`.
  public var strategy: String
  /// Its trials.
  public var trials: [Trial]
  /// Whether every trial found the bug.
  public var foundEveryTrial: Bool { trials.allSatisfy(\.found) }
  /// The median cases to the bug.
  public var medianTests: Double { trials.map { Double($0.tests) }.median() ?? 0 }
  /// The median seconds to the bug.
  public var medianSeconds: Double { trials.map(\.seconds).median() ?? 0 }

  private enum CodingKeys: String, CodingKey {
    case strategy, trials, foundEveryTrial, medianTests, medianSeconds
  }

  /// Creates a strategy's result.
  public init(strategy: String, trials: [Trial]) {
    self.strategy = strategy
    self.trials = trials
  }

  /// Decodes a result, ignoring the derived fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    strategy = try container.decode(String.self, forKey: .strategy)
    trials = try container.decode([Trial].self, forKey: .trials)
  }

  /// Encodes a result with its derived medians.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(trials, forKey: .trials)
    try container.encode(foundEveryTrial, forKey: .foundEveryTrial)
    try container.encode(medianTests, forKey: .medianTests)
    try container.encode(medianSeconds, forKey: .medianSeconds)
  }
}

/// A (mutant, invariant) task under both strategies.
public struct TaskResult: Codable, Sendable {
  /// The mutant (or `built`).
  public var mutant: String
  /// The property that should catch it.
  public var property: String
  /// The edge-biased strategy's trials.
  public var biased: StrategyResult
  /// The uniform strategy's trials.
  public var uniform: StrategyResult
  /// Two-sided Mann-Whitney U p-value of tests to failure, biased against
  /// uniform.
  public var pValue: Double?
  /// Uniform median tests over biased median tests.
  public var speedup: Double
}

/// The evaluation report.
public struct EvaluationReport: Codable, Sendable {
  /// The report's format.
  public var format = "safe-area-fuzz-evaluation/1"
  /// Trials per task and strategy.
  public var trials: Int
  /// The time limit of a trial.
  public var trialSeconds: Double
  /// The tasks.
  public var tasks: [TaskResult]
  /// Tasks solved on every trial with a median time within each bound.
  public var solvedWithin: [String: [String: Int]]
  /// The median of the tasks' speedups.
  public var medianSpeedup: Double
  /// The signal that interrupted the evaluation, `nil` when it finished.
  public var interrupted: String?
}

extension Fuzzer {
  /// The upper bounds (seconds) of "solved within", for the summary.
  public static let evaluationBounds: [Double] = [0.1, 1, 10, 60]

  /// A task: an engine and the properties that should catch it.
  public typealias EvaluationTask = (name: String, engine: Engine, caughtBy: [String])

  /// The tasks of `fuzz evaluate`: every mutant (or each `--mutant`), or
  /// with `builtEngine` the engine this binary was built with, once per
  /// `--property`.
  public func evaluationTasks(builtEngine: Bool) throws -> [EvaluationTask] {
    if builtEngine { return [("built", .real, settings.properties)] }
    return try mutantsToHunt().map { ($0.name, $0.engine, $0.caughtBy) }
  }

  /// `fuzz evaluate`: each task under both strategies, `trials` trials of
  /// at most `trialSeconds` each, with distinct seeds.
  ///
  /// - Parameters:
  ///   - tasks: the tasks.
  ///   - trials: trials per task and strategy.
  ///   - trialSeconds: the time limit of one trial.
  ///   - onTask: told each task's result as it is known.
  public func evaluate(
    _ tasks: [EvaluationTask], trials: Int, trialSeconds: Double,
    onTask: (TaskResult) -> Void
  ) -> EvaluationReport {
    var results: [TaskResult] = []
    for task in tasks {
      let properties = InvariantSuite.properties(for: task.engine)
      for name in task.caughtBy
      where settings.properties.isEmpty || settings.properties.contains(name) {
        guard let property = properties.first(where: { $0.name == name }) else { continue }
        if StopSignal.requested { break }
        let biased = self.trials(property, count: trials, seconds: trialSeconds, edgeBias: true)
        let uniform = self.trials(property, count: trials, seconds: trialSeconds, edgeBias: false)
        // A task cut short by a signal would count as missed; leave it out.
        if StopSignal.requested { break }
        let test = MannWhitneyU(
          biased.trials.map { Double($0.tests) }, uniform.trials.map { Double($0.tests) })
        let result = TaskResult(
          mutant: task.name, property: name, biased: biased, uniform: uniform,
          pValue: test?.pValue,
          speedup: uniform.medianTests / Swift.max(1, biased.medianTests))
        results.append(result)
        onTask(result)
      }
    }
    var solved: [String: [String: Int]] = [:]
    for (strategy, pick) in [
      ("biased", { (task: TaskResult) in task.biased }),
      ("uniform", { (task: TaskResult) in task.uniform }),
    ] {
      var counts: [String: Int] = [:]
      for bound in Self.evaluationBounds {
        counts[Self.boundKey(bound)] =
          results.filter { pick($0).foundEveryTrial && pick($0).medianSeconds <= bound }.count
      }
      solved[strategy] = counts
    }
    var report = EvaluationReport(
      trials: trials, trialSeconds: trialSeconds, tasks: results, solvedWithin: solved,
      medianSpeedup: results.map(\.speedup).median() ?? 0)
    report.interrupted = StopSignal.received.map(FuzzRun.signalName)
    return report
  }

  /// `0.1s`, `1.0s`: a bound's key in the summary.
  public static func boundKey(_ bound: Double) -> String {
    String(format: "%.1fs", bound)
  }

  /// One strategy's trials on one property: each a run to the first
  /// failure or the time limit, without shrinking.
  func trials(_ property: Property, count: Int, seconds: Double, edgeBias: Bool) -> StrategyResult {
    var results: [Trial] = []
    for trial in 0..<count {
      let seed = SeedDerivation.caseSeed(
        runSeed: settings.seed, property: "evaluate", index: UInt64(trial))
      var run = FuzzRun(
        properties: [property], seed: seed, budget: .secondsEach(seconds), shrinking: .none)
      run.edgeBias = edgeBias
      guard let report = run.generate().first else { continue }
      results.append(
        Trial(
          seed: seed, found: report.failure != nil,
          tests: report.statistics.cases + report.statistics.discarded, seconds: report.seconds))
    }
    return StrategyResult(strategy: edgeBias ? "biased" : "uniform", trials: results)
  }
}
