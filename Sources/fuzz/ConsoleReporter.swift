import Foundation
import PropertyFuzzing
import SafeAreaFuzzing

/// What `fuzz` prints of a run: the engine's events as the lines a person
/// (or a script looking for `replay:`) reads.
struct ConsoleReporter: FuzzReporter {
  let console: Console
  /// The program's name under `--implementation`, for the final line's
  /// counts of what each property judged.
  var implementationName: String? = nil
  /// Whether the run replays named files (`fuzz replay`), whose every
  /// case is told, rather than a run's corpus, whose failures are.
  var replayingFiles = false

  func notice(_ text: String, detail: Bool) {
    detail ? console.detail(text) : console.say(text)
  }

  func runStarting(_ plan: FuzzRun.Plan) {
    console.detail(
      "fuzz: seed \(plan.seed), \(plan.properties.count) properties, "
        + (plan.slice == .all ? "" : "shard \(plan.slice), ")
        + (plan.jobs > 1 ? "\(plan.jobs) jobs, " : "")
        + plan.budget.words)
  }

  func corpusFileSkipped(_ problem: String) {
    console.error("corpus file \(problem); skipped")
  }

  func caseReplayed(_ replayed: ReplayedCase) {
    let path = replayed.path
    let named = "\(path) (\(replayed.saved.property))"
    let (heading, indent) =
      replayingFiles ? ("FAIL \(named)", "  ") : ("  FAIL corpus \(path)", "       ")
    switch replayed.outcome {
    case .held:
      console.say("ok   \(named): \(replayed.evaluation.description)")
    case .notJudged(let reason):
      console.say(
        replayingFiles ? "NOT JUDGED \(named): \(reason)" : "  NOT JUDGED corpus \(path): \(reason)"
      )
    case .internalError(let problem):
      console.say("  INTERNAL ERROR corpus \(path): \(problem)")
    case .failed(let line):
      console.say("\(heading): \(replayed.evaluation.description)")
      for message in replayed.evaluation.result.failures { console.say(indent + message) }
      console.say(indent + "replay: \(line)")
      say(replayed.pictures, indent: indent)
    }
  }

  func corpusReplayed(_ summary: CorpusSummary) {
    console.detail(
      "  corpus: \(summary.count) cases replayed, \(summary.failed) failed"
        + (summary.notJudged > 0 ? ", \(summary.notJudged) not judged" : ""))
  }

  func progress(_ progress: FuzzRun.Progress) {
    console.progress(
      "[\(progress.index + 1)/\(progress.total)] \(progress.property): \(progress.cases) cases, "
        + "\(formatted(progress.seconds > 0 ? Double(progress.cases) / progress.seconds : 0)) "
        + "cases/s, \(formatted(progress.seconds, decimals: 1)) s")
  }

  func generationFinished() { console.clearProgress() }

  /// Prints a property's verdict, cases, rate and labels (unless quiet).
  func propertyFinished(_ report: PropertyReport) {
    guard !console.quiet else { return }
    let labels = report.statistics.shares.map {
      "\($0.label) \(formatted($0.share * 100, decimals: 1))%"
    }
    console.say(
      "  \(report.outcome.word) \(report.name): \(report.statistics.cases) cases, "
        + "\(formatted(report.casesPerSecond)) cases/s"
        + (report.statistics.discarded > 0 ? ", \(report.statistics.discarded) discarded" : ""))
    if !labels.isEmpty { console.say("         " + labels.joined(separator: ", ")) }
    if let notJudged = report.notJudged {
      console.say(
        "         not judged at case \(notJudged.caseIndex.map(String.init) ?? "-"): "
          + notJudged.reason)
    }
  }

  func caseEvaluated(_ evaluated: EvaluatedCase) {
    let where_ = "\(evaluated.property) seed \(evaluated.seed) case \(evaluated.index)"
    if let reason = evaluated.evaluation.result.notJudged {
      console.say("NOT JUDGED \(where_): \(reason)")
    } else if evaluated.evaluation.isFailure {
      console.say("FAIL \(where_)")
    } else {
      console.say("ok   \(where_): \(evaluated.evaluation.description)")
    }
  }

  func failureFound(_ finding: FailureFinding) {
    let failure = finding.failure
    if let problem = failure.replayProblem {
      console.say(
        "  INTERNAL ERROR of the harness in \(failure.property) (seed \(failure.seed), "
          + "case \(failure.caseIndex)): \(problem)")
      console.say(
        "    no counterexample is reported and nothing was kept; this is a fault of the "
          + "fuzzer, not of the code under test")
      return
    }
    console.say(
      "  counterexample for \(failure.property) (seed \(failure.seed), case \(failure.caseIndex)):")
    console.say("    original: \(failure.original)")
    for message in failure.originalMessages.prefix(3) { console.say("      \(message)") }
    console.say(
      "    shrunk (\(failure.shrinkSteps) steps, \(failure.shrinkCandidates ?? 0) candidates): "
        + failure.shrunk)
    for message in failure.messages.prefix(5) { console.say("      \(message)") }
    switch finding.kept {
    case .written(let path): console.say("    saved: \(path)")
    case .lost(let error): console.error(error)
    case nil: break
    }
    for line in finding.replayLines { console.say("    replay: \(line)") }
    say(finding.pictures, indent: "    ")
    say(finding.placement, indent: "    ")
  }

  /// Which case of the shrink a placement moved, as the line opens.
  static func words(for source: PlacedCase) -> String {
    switch source {
    case .shrunk: ""
    case .shrinkStep(let step, let steps):
      "the case shrinking kept at step \(step) of \(steps) (the shrunk one is on no device) "
    case .original: "the original case (shrinking left the devices behind) "
    }
  }

  /// Prints where else the failure shows: a catalog device, with its own
  /// line and pictures, or what no device has.
  func say(_ placement: PlacementResult?, indent: String) {
    switch placement {
    case .placed(let placement):
      console.say(
        indent
          + Self.words(for: placement.source)
          + "reproduces on \(placement.place)"
          + (placement.evaluation.result.isFault
            ? " (the program faulted, so no other device screen was tried)"
            : placement.failing > 1
              ? " (and \(placement.failing - 1) more of \(placement.tried) device screens)" : "")
          + ": \(placement.evaluation.description)")
      for message in placement.evaluation.result.failures.prefix(3) {
        console.say(indent + "  \(message)")
      }
      if let problem = placement.replayProblem {
        console.say(indent + "  INTERNAL ERROR of the harness: \(problem)")
      } else if !placement.replayLine.isEmpty {
        console.say(indent + "  replay on the device: \(placement.replayLine)")
      }
      say(placement.pictures, indent: indent + "  ")
    case .unplaced(let lacks, let tried):
      console.say(
        indent + "no catalog device reproduces it"
          + (tried > 0 ? " (\(tried) device screens tried)" : "") + ": \(lacks)")
    case nil:
      break
    }
  }

  /// Prints the pictures written, and the errors of those lost.
  func say(_ pictures: [OutputFolder.Written], indent: String) {
    for picture in pictures {
      switch picture {
      case .written(let path): console.say(indent + "picture: \(path)")
      case .lost(let error): console.error(error)
      }
    }
  }

  func runFinished(_ result: RunResult) {
    let report = result.report
    if case .lost(let error) = result.reportFile { console.error(error) }
    if console.json, let data = result.reportData { console.emitJSON(data) }
    #if DEBUG
      // `swift run` builds without optimisation, and SwiftPM offers no
      // setting to change that for one target; say what the time buys.
      if report.timeBudget != nil {
        console.detail(
          "fuzz: this is an unoptimised build; `swift run -c release fuzz` runs the same "
            + "cases over ten times as fast (README, Performance)")
      }
    #endif
    let verdict: String
    if let interrupted = result.interrupted {
      verdict =
        "INTERRUPTED by \(FuzzRun.signalName(interrupted))"
        + (report.count(.failed) > 0 ? ", FAILED" : "")
    } else if result.verdict == .passed, result.corpus.badFiles > 0 {
      verdict = "passed, but bad corpus files"
    } else {
      verdict = result.verdict.word
    }
    let leftOut = (report.leftOut ?? []).compactMap { $0.split(separator: ":").first }
    let ran = report.properties.count
    let placed = result.placements
    console.say(
      "fuzz: \(verdict): \(report.totalCases) cases; \(report.count(.held)) of \(ran) properties "
        + "held, \(report.count(.failed)) failed, \(report.count(.notJudged)) not judged"
        + (result.internalErrors > 0 ? ", \(result.internalErrors) internal errors" : "")
        + (leftOut.isEmpty
          ? "" : ", \(leftOut.count) left out (\(leftOut.joined(separator: ", ")))")
        + (placed.placed + placed.unplaced > 0
          ? "; \(placed.placed) on a catalog device, \(placed.unplaced) need values no device has"
          : "")
        + (implementationName == nil ? "" : "; " + judgedCounts(report.judged ?? []))
        + " in \(formatted(report.seconds, decimals: 1)) s (seed \(report.seed))"
        + (result.corpus.badFiles > 0 ? "; \(result.corpus.badFiles) bad corpus files skipped" : "")
        + "; report \(result.reportPath ?? "LOST (see above)")")
    // The replay lines again, last, where a script or a person finds them.
    for line in result.replayLines { console.say("fuzz: replay: \(line)") }
  }

  /// `12 judged the implementation, 0 the engine, 30 skipped`.
  func judgedCounts(_ judged: [RunReport.Judged]) -> String {
    let count = { (word: String) in judged.filter { $0.judged == word }.count }
    return "\(count("implementation")) judged the implementation, \(count("engine")) the engine, "
      + "\(count("skipped")) skipped"
  }
}
