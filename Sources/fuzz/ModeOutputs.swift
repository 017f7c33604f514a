import Foundation
import PropertyFuzzing
import SafeAreaFuzzing

// What `fuzz mutants`, `fuzz evaluate` and `fuzz merge` print of what the
// library's `Fuzzer` found.

extension Fuzz {
  /// `fuzz mutants`: every mutant must be caught.
  static func huntMutants(fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    let mutants = try fuzzer.mutantsToHunt()
    let names = try Suite.select(properties: fuzzer.settings.properties)
    let clock = ContinuousClock()
    let start = clock.now
    var outcomes: [MutantOutcome] = []
    for mutant in mutants {
      if StopSignal.requested { break }
      let outcome = fuzzer.hunt(mutant, among: names)
      // A hunt cut short by a signal says nothing about the mutant.
      if StopSignal.requested, outcome.caughtBy == nil { break }
      outcomes.append(outcome)
      if let problem = outcome.internalError {
        console.say(
          "  INTERNAL ERROR \(mutant.name): \(outcome.caughtBy ?? "a property") failed, but "
            + "\(problem); the catch is not counted")
      } else if let property = outcome.caughtBy {
        console.say(
          "  caught   \(mutant.name) by \(property)"
            + (outcome.caughtByCorpus ? " (corpus case)" : " after \(outcome.cases) cases")
            + ", \(formatted(outcome.seconds * 1000, decimals: 1)) ms")
        if let example = outcome.counterexample { console.detail("           \(example)") }
        if let device = outcome.device {
          console.detail("           on \(device): \(outcome.deviceCase ?? "")")
        } else if let lacks = outcome.noDevice {
          console.detail("           no catalog device: \(lacks)")
        }
        if let path = outcome.kept { console.detail("           saved \(path)") }
      } else {
        console.say("  SURVIVED \(mutant.name): \(mutant.summary) (\(outcome.cases) cases)")
      }
    }
    let survivors = outcomes.filter { $0.caughtBy == nil }
    let unconfirmed = outcomes.filter { $0.internalError != nil }
    let seconds = start.duration(to: clock.now).seconds
    let interrupted = StopSignal.received
    var report = MutantsReport(seed: fuzzer.settings.seed, seconds: seconds, mutants: outcomes)
    report.interrupted = interrupted.map(FuzzRun.signalName)
    let data = try report.jsonData()
    let path = written(
      fuzzer.settings.output.writeReport(data, stem: "mutants-seed\(fuzzer.settings.seed)"),
      console: console)
    if console.json { console.emitJSON(data) }
    console.say(
      "fuzz --mutants: "
        + (interrupted.map {
          "INTERRUPTED by \(FuzzRun.signalName($0)) after \(outcomes.count) of \(mutants.count) "
            + "mutants; "
        } ?? "")
        + "\(outcomes.count - survivors.count - unconfirmed.count) of \(outcomes.count) "
        + "mutants caught"
        + (unconfirmed.isEmpty
          ? " " : ", \(unconfirmed.count) INTERNAL ERRORS (a catch that did not replay) ")
        + "in \(formatted(seconds, decimals: 1)) s (seed \(fuzzer.settings.seed))"
        + "; report \(path ?? "LOST (see above)")")
    if let interrupted { return .interrupted(by: interrupted) }
    if !survivors.isEmpty { return .failure }
    if !unconfirmed.isEmpty { return .internalError }
    return path == nil ? .usage : .success
  }

  /// `fuzz evaluate`: how fast each mutant is found, edge-biased against
  /// uniform.
  static func evaluate(_ options: EvaluateCommand, fuzzer: Fuzzer, console: Console) throws
    -> ExitStatus
  {
    let tasks = try fuzzer.evaluationTasks(builtEngine: options.builtEngine)
    console.say(
      "fuzz --evaluate: \(options.trials) trials per task and strategy, "
        + "\(formatted(options.trialSeconds, decimals: 1)) s per trial")
    console.say(
      pad("task", 52) + pad("biased tests", 14) + pad("uniform tests", 15) + pad("speedup", 9)
        + "p")
    let report = fuzzer.evaluate(tasks, trials: options.trials, trialSeconds: options.trialSeconds)
    { task in
      console.say(
        pad("\(task.mutant) / \(task.property)", 52)
          + pad(describe(task.biased), 14) + pad(describe(task.uniform), 15)
          + pad(formatted(task.speedup, decimals: 1) + "x", 9)
          + (task.pValue.map { formatted($0, decimals: 4) } ?? "-"))
    }
    for strategy in ["biased", "uniform"] {
      let counts = Fuzzer.evaluationBounds.map { bound in
        let key = Fuzzer.boundKey(bound)
        return "\(key): \(report.solvedWithin[strategy]?[key] ?? 0)"
      }
      console.say(
        "solved of \(report.tasks.count) (\(strategy)): " + counts.joined(separator: ", "))
    }
    let allFound = report.tasks.allSatisfy { $0.biased.foundEveryTrial }
    console.say(
      "median speedup (uniform tests / biased tests): "
        + "\(formatted(report.medianSpeedup, decimals: 1))x; "
        + (allFound
          ? "every task found on every trial" : "SOME TASKS MISSED by the biased strategy"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(report)
    let path = written(
      fuzzer.settings.output.writeReport(data, stem: "evaluation-seed\(fuzzer.settings.seed)"),
      console: console)
    if console.json { console.emitJSON(data) }
    if let interrupted = StopSignal.received {
      console.say(
        "fuzz --evaluate: INTERRUPTED by \(FuzzRun.signalName(interrupted)) after "
          + "\(report.tasks.count) tasks")
    }
    console.say("report \(path ?? "LOST (see above)")")
    if let interrupted = StopSignal.received { return .interrupted(by: interrupted) }
    if !allFound { return .failure }
    return path == nil ? .usage : .success
  }

  /// `fuzz merge`: one report from a campaign's shards.
  static func merge(_ files: [String], fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    let merged: MergedCampaign
    do {
      merged = try fuzzer.merge(files)
    } catch let refusal as MergeRefusal {
      switch refusal {
      case .badFiles(let lines):
        // Every bad file is named, not only the first.
        for line in lines { console.error(line) }
      case .incomplete(let error, let reruns, let failures):
        console.error("cannot merge: \(error)")
        for command in reruns { console.error("  rerun it alone: " + command) }
        for failure in failures { console.error("  " + failure) }
      }
      return .usage
    }
    for note in merged.notes { console.error(note) }
    let path = written(merged.reportFile, console: console)
    if console.json { console.emitJSON(merged.reportData) }
    var replayLines: [String] = []
    for property in merged.report.properties {
      console.say("  \(property.outcome.word) \(property.name): \(property.statistics.cases) cases")
      if let reason = property.notJudged?.reason { console.say("       not judged: \(reason)") }
      if let problem = property.failure?.replayProblem {
        console.say("       a shard's counterexample did not replay: \(problem)")
      }
      if let failure = property.failure, let found = merged.failures[property.name] {
        replayLines.append(found.line)
        console.say("       case \(failure.caseIndex): \(failure.shrunk)")
        console.say("       replay: \(found.line)")
        for picture in found.pictures {
          switch picture {
          case .written(let path): console.say("       picture: \(path)")
          case .lost(let error): console.error(error)
          }
        }
      }
    }
    let report = merged.report
    console.say(
      "fuzz --merge: \(files.count) reports, \(report.totalCases) cases, "
        + merged.verdict.word + "; \(report.count(.held)) held, "
        + "\(report.count(.failed)) failed, \(report.count(.notJudged)) not judged; "
        + "report \(path ?? "LOST (see above)")")
    for line in replayLines { console.say("fuzz: replay: \(line)") }
    guard merged.verdict == .passed else { return ExitStatus(merged.verdict) }
    return path == nil ? .usage : .success
  }

  /// The path of a file written, or `nil` after printing why it is lost.
  static func written(_ file: OutputFolder.Written, console: Console) -> String? {
    switch file {
    case .written(let path): return path
    case .lost(let error):
      console.error(error)
      return nil
    }
  }

  static func describe(_ result: StrategyResult) -> String {
    let missed = result.trials.filter { !$0.found }.count
    return formatted(result.medianTests) + (missed > 0 ? " (\(missed) missed)" : "")
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}
