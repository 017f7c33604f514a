import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// One fuzzing run over a set of properties against one engine: the tool's
/// side of a ``FuzzRun`` (the corpus, what is printed, the exit status).
struct FuzzSession {
  /// The format of `fuzz`'s run reports (unchanged since the first, so
  /// every report and merge reads alike).
  static let reportFormat = "safe-area-fuzz/1"

  let options: FuzzOptions
  let console: Console
  let engine: Engine
  /// The mutant's name, or `nil` for the real engine.
  let variant: String?
  let propertyNames: [String]
  /// The program under `--implementation`, by its handshake's name: its
  /// failures are kept under `Corpus/judged/implementation-<name>/`.
  var implementationName: String? = nil
  /// The selected properties that do not run against the program under
  /// `--implementation`, with the reason (``ImplementationSession``).
  var skipped: [(name: String, reason: String)] = []

  func run() throws -> ExitStatus {
    let started = Date()
    let clock = ContinuousClock()
    let start = clock.now
    let unavailable = Suite.prepare(selected: propertyNames, console: console)
    for (name, reason) in unavailable where options.properties.contains(name) {
      console.error("\(name) cannot run here (not judged): \(reason)")
      return .notJudged
    }
    for (name, reason) in unavailable {
      console.say("fuzz: \(name) left out: \(reason)")
    }
    let leftOut = unavailable.map(\.name)
    let properties = Suite.properties(for: engine).filter {
      propertyNames.contains($0.name) && !leftOut.contains($0.name)
    }
    let budget = options.budget
    console.detail(
      "fuzz: seed \(options.seed), \(properties.count) properties, "
        + (options.slice == .all ? "" : "shard \(options.slice), ")
        + (options.jobs > 1 ? "\(options.jobs) jobs, " : "")
        + budget.words)

    let run = FuzzRun(
      properties: properties, seed: options.seed, budget: budget, slice: options.slice,
      jobs: options.jobs, shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000)))
    let corpus = LoadedCorpus(stores: corpusStores(properties), console: console)
    let replay = replayCorpus(corpus, by: run)
    var replayLines = replay.replayLines
    var internalErrors = replay.internalErrors
    let count = properties.count
    var reports = run.run { [console] progress in
      console.progress(
        "[\(progress.index + 1)/\(count)] \(progress.property): \(progress.cases) cases, "
          + "\(formatted(progress.seconds > 0 ? Double(progress.cases) / progress.seconds : 0)) "
          + "cases/s, \(formatted(progress.seconds, decimals: 1)) s")
    }
    console.clearProgress()
    for offset in reports.indices {
      // What the replay phase found belongs to the property's verdict.
      reports[offset].corpusFailures = replay.failures[reports[offset].name]
      if reports[offset].notJudged == nil,
        let reason = replay.notJudgedReasons[reports[offset].name]
      {
        reports[offset].notJudged = NotJudgedReport(caseIndex: nil, reason: reason)
      }
      // Confirmed before the verdict line, so a failure that does not
      // replay is never shown as FAIL first.
      if var failure = reports[offset].failure {
        confirm(&failure)
        reports[offset].failure = failure
      }
      say(reports[offset])
      guard let failure = reports[offset].failure else { continue }
      replayLines += reportFailure(failure)
      if failure.replayProblem != nil { internalErrors += 1 }
    }
    let interrupted = StopSignal.received
    let seconds = start.duration(to: clock.now).seconds
    var runReport = RunReport(
      format: FuzzSession.reportFormat, seed: options.seed, variant: variant,
      started: ISO8601DateFormatter().string(from: started),
      seconds: seconds, corpusReplayed: replay.count, properties: reports)
    runReport.shard = options.slice == .all ? nil : options.slice.description
    runReport.jobs = options.jobs
    runReport.record(budget)
    runReport.interrupted = interrupted.map(signalName)
    runReport.leftOut = unavailable.isEmpty ? nil : unavailable.map { "\($0.name): \($0.reason)" }
    runReport.judged = judged(properties, leftOut: unavailable)
    let data = try runReport.jsonData()
    let reportPath = writeReport(data)
    if options.json { console.emitJSON(data) }
    let failed = runReport.count(.failed)
    #if DEBUG
      // `swift run` builds without optimisation, and SwiftPM offers no
      // setting to change that for one target; say what the time buys.
      if case .seconds = budget {
        console.detail(
          "fuzz: this is an unoptimised build; `swift run -c release fuzz` runs the same "
            + "cases over ten times as fast (README, Performance)")
      }
    #endif
    let found = RunVerdict(runReport, internalErrors: replay.internalErrors)
    let verdict: String
    if let interrupted {
      verdict = "INTERRUPTED by \(signalName(interrupted))" + (failed > 0 ? ", FAILED" : "")
    } else if found == .passed, corpus.badFiles > 0 {
      verdict = "passed, but bad corpus files"
    } else {
      verdict = found.word
    }
    let held = runReport.count(.held)
    console.say(
      "fuzz: \(verdict): \(runReport.totalCases) cases; \(held) of \(properties.count) properties "
        + "held, \(runReport.count(.failed)) failed, \(runReport.count(.notJudged)) not judged"
        + (internalErrors > 0 ? ", \(internalErrors) internal errors" : "")
        + (leftOut.isEmpty
          ? "" : ", \(leftOut.count) left out (\(leftOut.joined(separator: ", ")))")
        + (implementationName == nil ? "" : "; " + judgedCounts(runReport.judged ?? []))
        + " in \(formatted(seconds, decimals: 1)) s (seed \(options.seed))"
        + (corpus.badFiles > 0 ? "; \(corpus.badFiles) bad corpus files skipped" : "")
        + "; report \(reportPath ?? "LOST (see above)")")
    // The replay lines again, last, where a script or a person finds them.
    for line in replayLines { console.say("fuzz: replay: \(line)") }
    if let interrupted { return .interrupted(by: interrupted) }
    guard found == .passed else { return ExitStatus(found) }
    return corpus.badFiles > 0 || reportPath == nil ? .usage : .success
  }

  /// What each selected property judged: the program under
  /// `--implementation` or the engine, or skipped with the reason.
  func judged(
    _ properties: [Property], leftOut: [(name: String, reason: String)]
  ) -> [RunReport.Judged] {
    let ran = properties.map {
      RunReport.Judged(
        property: $0.name, judged: implementationName == nil ? "engine" : "implementation")
    }
    return ran
      + (skipped + leftOut).map {
        RunReport.Judged(property: $0.name, judged: "skipped", reason: $0.reason)
      }
  }

  /// `12 judged the implementation, 0 the engine, 30 skipped`.
  func judgedCounts(_ judged: [RunReport.Judged]) -> String {
    let count = { (word: String) in judged.filter { $0.judged == word }.count }
    return "\(count("implementation")) judged the implementation, \(count("engine")) the engine, "
      + "\(count("skipped")) skipped"
  }

  /// The corpus a run replays: the engine's cases, and the cases of every
  /// judge the selected properties have here (a program under
  /// `--implementation` is the judge of every property).
  func corpusStores(_ properties: [Property]) -> [CorpusStore] {
    guard let directory = options.corpus else { return [] }
    let base = CorpusStore(directory: directory)
    let judges = Set(properties.compactMap { store(for: $0.name)?.directory })
    return [base]
      + judges.sorted().filter { $0 != base.directory }.map {
        CorpusStore(directory: $0)
      }
  }

  /// Where a property's failures are kept: the engine's corpus, or the
  /// folder of the judge it needs (`nil` with `--no-corpus`).
  func store(for property: String) -> CorpusStore? {
    guard let directory = options.corpus else { return nil }
    let base = CorpusStore(directory: directory)
    if options.implementation != nil {
      return base.judged(by: "implementation-" + (implementationName ?? "unnamed"))
    }
    return Suite.judge(of: property).map { base.judged(by: $0) } ?? base
  }

  /// Prints a property's verdict, cases, rate and labels (unless quiet).
  func say(_ report: PropertyReport) {
    guard !options.quiet else { return }
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

  /// What replaying the corpus found.
  struct CorpusReplay {
    var count = 0
    var failed = 0
    var notJudged = 0
    var internalErrors = 0
    var replayLines: [String] = []
    /// The saved cases that failed again, by property.
    var failures: [String: [String]] = [:]
    /// Why a saved case could not be judged, by property (the first).
    var notJudgedReasons: [String: String] = [:]
  }

  /// Replays every corpus case of the selected properties first: the cases
  /// that once failed are the likeliest to fail again. A failing case's
  /// replay line is run before it is printed (``ReplayCheck``).
  func replayCorpus(_ corpus: LoadedCorpus, by run: FuzzRun) -> CorpusReplay {
    var found = CorpusReplay()
    for replayed in run.replay(corpus.cases) {
      let (path, saved, evaluation) = (replayed.path, replayed.saved, replayed.evaluation)
      found.count += 1
      if let reason = evaluation.result.notJudged {
        found.notJudged += 1
        if found.notJudgedReasons[saved.property] == nil {
          found.notJudgedReasons[saved.property] = "corpus file \(path): \(reason)"
        }
        console.say("  NOT JUDGED corpus \(path): \(reason)")
        continue
      }
      guard evaluation.isFailure else { continue }
      let arguments = ReplayLine.fileArguments(
        path, variant: variant, implementation: options.implementation,
        callTimeout: options.callTimeoutGiven)
      let line = ReplayLine.render(arguments)
      if let problem = ReplayCheck.confirm(arguments, writesNothing: false) {
        found.internalErrors += 1
        console.say("  INTERNAL ERROR corpus \(path): it failed here, but \(problem)")
        continue
      }
      found.failed += 1
      found.failures[saved.property, default: []].append(path)
      found.replayLines.append(line)
      Self.sayFailure(
        of: saved, at: path, evaluation, replay: line, heading: "  FAIL corpus \(path)",
        indent: "       ", options: options, console: console)
    }
    if found.count > 0 {
      console.detail(
        "  corpus: \(found.count) cases replayed, \(found.failed) failed"
          + (found.notJudged > 0 ? ", \(found.notJudged) not judged" : ""))
    }
    return found
  }

  /// Prints a saved case that failed: its heading and value, what broke,
  /// the line that replays it, and its pictures (a run's corpus phase and
  /// `fuzz replay` alike).
  static func sayFailure(
    of saved: CorpusCase, at path: String, _ evaluation: Evaluation, replay line: String,
    heading: String, indent: String, options: FuzzOptions, console: Console
  ) {
    console.say("\(heading): \(evaluation.description)")
    for message in evaluation.result.failures { console.say(indent + message) }
    console.say(indent + "replay: \(line)")
    options.files(console).writeAttachments(
      evaluation.result.attachments, property: saved.property, caseHash: saved.shortHash,
      indent: indent)
  }

  /// Confirms a shrunk failure by running the replay line it would print
  /// (``ReplayCheck``): one that does not fail sets
  /// ``FailureReport/replayProblem``, an internal error of the harness.
  func confirm(_ failure: inout FailureReport) {
    guard failure.replayProblem == nil else { return }
    failure.replayProblem = ReplayCheck.confirm(
      ReplayLine.caseArguments(
        seed: failure.seed, property: failure.property, caseIndex: failure.caseIndex,
        variant: variant, implementation: options.implementation,
        callTimeout: options.callTimeoutGiven))
  }

  /// Prints a confirmed failure, saves it to the corpus (the real engine's
  /// always, a mutant's with `--record-corpus`; a judged property's or a
  /// program's apart, see ``store(for:)``) and writes its pictures; a file
  /// that cannot be written is reported and the rest goes on.
  ///
  /// A failure whose shrunk case did not replay in process, or whose
  /// replay line did not fail when run (``confirm(_:)``), is reported as an
  /// internal error of the harness instead: no counterexample is printed
  /// and nothing is kept.
  ///
  /// - Returns: the lines that replay it (none for an internal error).
  @discardableResult
  func reportFailure(_ failure: FailureReport) -> [String] {
    let caseLine = ReplayLine.forCase(
      seed: failure.seed, property: failure.property, caseIndex: failure.caseIndex,
      variant: variant, implementation: options.implementation,
      callTimeout: options.callTimeoutGiven)
    if let problem = failure.replayProblem {
      console.say(
        "  INTERNAL ERROR of the harness in \(failure.property) (seed \(failure.seed), "
          + "case \(failure.caseIndex)): \(problem)")
      console.say(
        "    no counterexample is reported and nothing was kept; this is a fault of the "
          + "fuzzer, not of the code under test")
      return []
    }
    console.say(
      "  counterexample for \(failure.property) (seed \(failure.seed), case \(failure.caseIndex)):")
    console.say("    original: \(failure.original)")
    for message in failure.originalMessages.prefix(3) { console.say("      \(message)") }
    console.say(
      "    shrunk (\(failure.shrinkSteps) steps, \(formatted(failure.shrinkSeconds, decimals: 2)) s): \(failure.shrunk)"
    )
    for message in failure.messages.prefix(5) { console.say("      \(message)") }
    let saved = CorpusCase(failure: failure, variant: variant)
    var lines: [String] = []
    if let store = store(for: failure.property), variant == nil || options.recordCorpus {
      do {
        let path = try store.write(saved)
        console.say("    saved: \(path)")
        lines.append(
          ReplayLine.forFile(
            path, variant: variant, implementation: options.implementation,
            callTimeout: options.callTimeoutGiven))
      } catch {
        console.error("the corpus case is lost: \(error)")
      }
    }
    lines.append(caseLine)
    for line in lines { console.say("    replay: \(line)") }
    options.files(console).writeAttachments(
      failure.attachments, property: failure.property, caseHash: saved.shortHash, indent: "    ")
    return lines
  }

  /// Writes the run's report (`fuzz-seed1-shard0of2-<unique>.json`).
  func writeReport(_ data: Data) -> String? {
    options.files(console).writeReport(data, stem: options.reportStem(variant: variant))
  }
}
