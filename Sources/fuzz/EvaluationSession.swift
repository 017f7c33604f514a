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
struct Trial: Codable {
  var seed: UInt64
  var found: Bool
  var tests: Int
  var seconds: Double
}

/// One strategy's trials on one task.
struct StrategyResult: Codable {
  var strategy: String
  var trials: [Trial]
  var foundEveryTrial: Bool { trials.allSatisfy(\.found) }
  var medianTests: Double { trials.map { Double($0.tests) }.median() ?? 0 }
  var medianSeconds: Double { trials.map(\.seconds).median() ?? 0 }

  private enum CodingKeys: String, CodingKey {
    case strategy, trials, foundEveryTrial, medianTests, medianSeconds
  }

  init(strategy: String, trials: [Trial]) {
    self.strategy = strategy
    self.trials = trials
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    strategy = try container.decode(String.self, forKey: .strategy)
    trials = try container.decode([Trial].self, forKey: .trials)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(trials, forKey: .trials)
    try container.encode(foundEveryTrial, forKey: .foundEveryTrial)
    try container.encode(medianTests, forKey: .medianTests)
    try container.encode(medianSeconds, forKey: .medianSeconds)
  }
}

/// A (mutant, invariant) task under both strategies.
struct TaskResult: Codable {
  var mutant: String
  var property: String
  var biased: StrategyResult
  var uniform: StrategyResult
  /// Two-sided Mann-Whitney U p-value of tests to failure, biased against
  /// uniform.
  var pValue: Double?
  /// Uniform median tests over biased median tests.
  var speedup: Double
}

/// The evaluation report.
struct EvaluationReport: Codable {
  var format = "safe-area-fuzz-evaluation/1"
  var trials: Int
  var trialSeconds: Double
  var tasks: [TaskResult]
  /// Tasks solved on every trial with a median time within each bound.
  var solvedWithin: [String: [String: Int]]
  var medianSpeedup: Double
  /// The signal that interrupted the evaluation, `nil` when it finished.
  var interrupted: String?
}

/// `fuzz --evaluate`.
struct EvaluationSession {
  let options: FuzzOptions
  let console: Console
  static let bounds: [Double] = [0.1, 1, 10, 60]

  func run() throws -> ExitStatus {
    // A task is an engine and the properties that should catch it.
    let engines: [(name: String, engine: Engine, caughtBy: [String])] =
      options.builtEngine
      ? [("built", .real, options.properties)]
      : (options.mutants.isEmpty ? Mutant.all : try Fuzz.selectMutants(options.mutants)).map {
        ($0.name, $0.engine, $0.caughtBy)
      }
    var tasks: [TaskResult] = []
    console.say(
      "fuzz --evaluate: \(options.trials) trials per task and strategy, "
        + "\(formatted(options.trialSeconds, decimals: 1)) s per trial")
    console.say(
      pad("task", 52) + pad("biased tests", 14) + pad("uniform tests", 15) + pad("speedup", 9)
        + "p")
    for mutant in engines {
      let properties = InvariantSuite.properties(for: mutant.engine)
      for name in mutant.caughtBy
      where options.properties.isEmpty || options.properties.contains(name) {
        guard let property = properties.first(where: { $0.name == name }) else { continue }
        if StopSignal.requested { break }
        let biased = trials(property, edgeBias: true)
        let uniform = trials(property, edgeBias: false)
        // A task cut short by a signal would count as missed; leave it out.
        if StopSignal.requested { break }
        let test = MannWhitneyU(
          biased.trials.map { Double($0.tests) }, uniform.trials.map { Double($0.tests) })
        let speedup = uniform.medianTests / Swift.max(1, biased.medianTests)
        let task = TaskResult(
          mutant: mutant.name, property: name, biased: biased, uniform: uniform,
          pValue: test?.pValue, speedup: speedup)
        tasks.append(task)
        console.say(
          pad("\(mutant.name) / \(name)", 52)
            + pad(describe(biased, tests: true), 14) + pad(describe(uniform, tests: true), 15)
            + pad(formatted(speedup, decimals: 1) + "x", 9)
            + (test.map { formatted($0.pValue, decimals: 4) } ?? "-"))
      }
    }
    var solved: [String: [String: Int]] = [:]
    for (strategy, pick) in [
      ("biased", { (task: TaskResult) in task.biased }),
      ("uniform", { (task: TaskResult) in task.uniform }),
    ] {
      var counts: [String: Int] = [:]
      for bound in Self.bounds {
        counts[formatted(bound, decimals: 1) + "s"] =
          tasks.filter {
            pick($0).foundEveryTrial && pick($0).medianSeconds <= bound
          }.count
      }
      solved[strategy] = counts
    }
    let medianSpeedup = tasks.map(\.speedup).median() ?? 0
    var report = EvaluationReport(
      trials: options.trials, trialSeconds: options.trialSeconds, tasks: tasks,
      solvedWithin: solved, medianSpeedup: medianSpeedup)
    let interrupted = StopSignal.received
    report.interrupted = interrupted.map(signalName)
    for strategy in ["biased", "uniform"] {
      let counts = Self.bounds.map { bound in
        let key = formatted(bound, decimals: 1) + "s"
        return "\(key): \(solved[strategy]?[key] ?? 0)"
      }
      console.say("solved of \(tasks.count) (\(strategy)): " + counts.joined(separator: ", "))
    }
    let allFound = tasks.allSatisfy { $0.biased.foundEveryTrial }
    console.say(
      "median speedup (uniform tests / biased tests): \(formatted(medianSpeedup, decimals: 1))x; "
        + (allFound
          ? "every task found on every trial" : "SOME TASKS MISSED by the biased strategy"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(report)
    let path = options.files(console).writeReport(data, stem: "evaluation-seed\(options.seed)")
    if options.json { console.emitJSON(data) }
    if let interrupted {
      console.say(
        "fuzz --evaluate: INTERRUPTED by \(signalName(interrupted)) after \(tasks.count) tasks")
    }
    console.say("report \(path ?? "LOST (see above)")")
    if let interrupted { return .interrupted(by: interrupted) }
    if !allFound { return .failure }
    return path == nil ? .usage : .success
  }

  func trials(_ property: Property, edgeBias: Bool) -> StrategyResult {
    var results: [Trial] = []
    for trial in 0..<options.trials {
      let seed = SeedDerivation.caseSeed(
        runSeed: options.seed, property: "evaluate", index: UInt64(trial))
      let report = PropertyRunner(
        property: property, seed: seed, shrinkTimeLimit: .zero, edgeBias: edgeBias
      ).run(budget: .time(.milliseconds(Int64(options.trialSeconds * 1000))))
      results.append(
        Trial(
          seed: seed, found: report.failure != nil,
          tests: report.statistics.cases + report.statistics.discarded, seconds: report.seconds))
    }
    return StrategyResult(strategy: edgeBias ? "biased" : "uniform", trials: results)
  }

  func describe(_ result: StrategyResult, tests: Bool) -> String {
    let missed = result.trials.filter { !$0.found }.count
    return formatted(result.medianTests) + (missed > 0 ? " (\(missed) missed)" : "")
  }

  func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}
