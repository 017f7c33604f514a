import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// One fuzzing run over a set of properties against one engine.
struct FuzzSession {
  let options: FuzzOptions
  let console: Console
  let engine: Engine
  /// The mutant's name, or `nil` for the real engine.
  let variant: String?
  let propertyNames: [String]

  func run() throws -> ExitStatus {
    let started = Date()
    let clock = ContinuousClock()
    let start = clock.now
    let properties = InvariantSuite.properties(for: engine).filter {
      propertyNames.contains($0.name)
    }
    console.detail(
      "fuzz: seed \(options.seed), \(properties.count) properties, "
        + (options.slice == .all ? "" : "shard \(options.slice), ")
        + (options.jobs > 1 ? "\(options.jobs) jobs, " : "")
        + (options.cases.map { "\($0) cases each" }
          ?? "\(formatted(options.seconds, decimals: 1)) s budget"))

    let corpus = LoadedCorpus(directory: options.corpus, console: console)
    let replay = replayCorpus(corpus, properties)
    var reports: [PropertyReport] = []
    var replayLines = replay.replayLines
    for (offset, property) in properties.enumerated() {
      if StopSignal.requested { break }
      let report = runOne(property, index: offset, of: properties.count)
      reports.append(report)
      if let failure = report.failure {
        replayLines += reportFailure(failure, property: property)
      }
    }
    let interrupted = StopSignal.received
    let seconds = start.duration(to: clock.now).seconds
    var runReport = RunReport(
      seed: options.seed, variant: variant, started: ISO8601DateFormatter().string(from: started),
      seconds: seconds, corpusReplayed: replay.count, properties: reports)
    runReport.shard = options.slice == .all ? nil : options.slice.description
    runReport.jobs = options.jobs
    runReport.caseBudget = options.cases
    runReport.timeBudget = options.cases == nil ? options.seconds : nil
    runReport.interrupted = interrupted.map(signalName)
    let data = try runReport.jsonData()
    let reportPath = writeReport(data)
    if options.json { console.emitJSON(data) }
    let failed = !replayLines.isEmpty
    let verdict =
      interrupted.map { "INTERRUPTED by \(signalName($0))" + (failed ? ", FAILED" : "") }
      ?? (failed ? "FAILED" : corpus.badFiles > 0 ? "passed, but bad corpus files" : "passed")
    console.say(
      "fuzz: \(verdict): \(runReport.totalCases) cases over \(reports.count) of "
        + "\(properties.count) properties in \(formatted(seconds, decimals: 1)) s "
        + "(seed \(options.seed))"
        + (corpus.badFiles > 0 ? "; \(corpus.badFiles) bad corpus files skipped" : "")
        + "; report \(reportPath ?? "LOST (see above)")")
    // The replay lines again, last, where a script or a person finds them.
    for line in replayLines { console.say("fuzz: replay: \(line)") }
    if let interrupted { return .interrupted(by: interrupted) }
    if failed { return .failure }
    return corpus.badFiles > 0 || reportPath == nil ? .usage : .success
  }

  /// The budget of one property: the case count if given, else an equal
  /// share of the time.
  func budget(count: Int) -> Budget {
    if let cases = options.cases { return .cases(cases) }
    return .time(.milliseconds(Int64(options.seconds * 1000 / Double(Swift.max(1, count)))))
  }

  func runOne(_ property: Property, index: Int, of count: Int) -> PropertyReport {
    let runner = PropertyRunner(
      property: property, seed: options.seed,
      shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000)))
    let clock = ContinuousClock()
    let start = clock.now
    let report = runner.run(budget: budget(count: count), slice: options.slice, jobs: options.jobs)
    {
      cases in
      let elapsed = start.duration(to: clock.now).seconds
      console.progress(
        "[\(index + 1)/\(count)] \(property.name): \(cases) cases, "
          + "\(formatted(elapsed > 0 ? Double(cases) / elapsed : 0)) cases/s, \(formatted(elapsed, decimals: 1)) s"
      )
    }
    console.clearProgress()
    if !options.quiet {
      let labels = report.statistics.shares.map {
        "\($0.label) \(formatted($0.share * 100, decimals: 1))%"
      }
      console.say(
        "  \(report.passed ? "ok  " : "FAIL") \(property.name): \(report.statistics.cases) cases, "
          + "\(formatted(report.casesPerSecond)) cases/s"
          + (report.statistics.discarded > 0 ? ", \(report.statistics.discarded) discarded" : ""))
      if !labels.isEmpty { console.say("         " + labels.joined(separator: ", ")) }
    }
    return report
  }

  /// Replays every corpus case of the selected properties first: the cases
  /// that once failed are the likeliest to fail again.
  ///
  /// - Returns: how many cases ran and the replay line of each failure.
  func replayCorpus(_ corpus: LoadedCorpus, _ properties: [Property]) -> (
    count: Int, replayLines: [String]
  ) {
    let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var replayLines: [String] = []
    var count = 0
    for (path, saved) in corpus.cases {
      guard let property = byName[saved.property] else { continue }
      if StopSignal.requested { break }
      count += 1
      CrashContext.enter(property: property.cName, file: path)
      let evaluation = property.evaluate(choices: saved.choices, describingPasses: false)
      CrashContext.leave()
      if evaluation.isFailure {
        let line = ReplayLine.forFile(
          path, variant: variant, implementation: options.implementation)
        replayLines.append(line)
        console.say("  FAIL corpus \(path): \(evaluation.description)")
        for message in evaluation.result.failures { console.say("       \(message)") }
        console.say("       replay: \(line)")
        options.files(console).writeAttachments(
          evaluation.result.attachments, property: property.name, caseHash: saved.shortHash,
          indent: "       ")
      }
    }
    if count > 0 {
      console.detail("  corpus: \(count) cases replayed, \(replayLines.count) failed")
    }
    return (count, replayLines)
  }

  /// Prints a shrunk failure, saves it to the corpus (the real engine's
  /// always, a mutant's with `--record-corpus`) and writes its pictures; a
  /// file that cannot be written is reported and the rest goes on.
  ///
  /// - Returns: the lines that replay it.
  @discardableResult
  func reportFailure(_ failure: FailureReport, property: Property) -> [String] {
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
    if let directory = options.corpus, variant == nil || options.recordCorpus {
      do {
        let path = try CorpusStore(directory: directory).write(saved)
        console.say("    saved: \(path)")
        lines.append(
          ReplayLine.forFile(path, variant: variant, implementation: options.implementation))
      } catch {
        console.error("the corpus case is lost: \(error)")
      }
    }
    lines.append(
      ReplayLine.forCase(
        seed: failure.seed, property: failure.property, caseIndex: failure.caseIndex,
        variant: variant, implementation: options.implementation))
    for line in lines { console.say("    replay: \(line)") }
    options.files(console).writeAttachments(
      failure.attachments, property: failure.property, caseHash: saved.shortHash, indent: "    ")
    return lines
  }

  /// Writes the run's report (`fuzz-seed1-shard0of2-<unique>.json`).
  func writeReport(_ data: Data) -> String? {
    let shard = options.slice == .all ? "" : "-shard\(options.slice.index)of\(options.slice.count)"
    let stem = (variant.map { "mutant-\($0)" } ?? "fuzz") + "-seed\(options.seed)\(shard)"
    return options.files(console).writeReport(data, stem: stem)
  }
}
