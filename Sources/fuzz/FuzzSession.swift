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
    Suite.prepare(selected: propertyNames, console: console)
    let properties = Suite.properties(for: engine).filter {
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
    for (offset, part) in runAll(properties).enumerated() {
      let property = properties[offset]
      let report = part.report
      say(report)
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
    #if DEBUG
      // `swift run` builds without optimisation, and SwiftPM offers no
      // setting to change that for one target; say what the time buys.
      if options.cases == nil {
        console.detail(
          "fuzz: this is an unoptimised build; `swift run -c release fuzz` runs the same "
            + "cases over ten times as fast (README, Performance)")
      }
    #endif
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

  /// Runs every property: with `--cases`, that many each; with a time
  /// budget, in two halves (`BudgetSplit`): the first split equally, the
  /// second first to the properties short of `BudgetSplit.minimumCases` at
  /// their measured rate, each continuing where its first part stopped.
  func runAll(_ properties: [Property]) -> [(report: PropertyReport, next: UInt64)] {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .microseconds(Int64(options.seconds * 1e6)))
    let count = Swift.max(1, properties.count)
    var parts: [(report: PropertyReport, next: UInt64)] = []
    for (offset, property) in properties.enumerated() {
      if StopSignal.requested { break }
      let budget =
        options.cases.map { Budget.cases($0) }
        ?? .time(.microseconds(Int64(options.seconds / 2 / Double(count) * 1e6)))
      parts.append(runPart(property, budget: budget, from: 0, index: offset, of: count))
    }
    guard options.cases == nil else { return parts }
    for offset in parts.indices {
      if StopSignal.requested { break }
      // Re-planned before each property from the time really left.
      let shortfalls = parts[offset...].map { part in
        part.report.failure == nil
          // Counted in passing cases: a discarded case costs time and
          // counts toward no minimum.
          ? BudgetSplit.shortfall(
            cases: part.report.statistics.cases, seconds: part.report.seconds) : 0
      }
      let shares = BudgetSplit.shares(
        shortfalls: shortfalls, total: clock.now.duration(to: end).seconds)
      guard parts[offset].report.failure == nil, let share = shares.first, share > 0,
        let need = shortfalls.first
      else {
        continue
      }
      // A property given exactly its shortfall (the time does not cover
      // every shortfall) stops at the minimum, or runs half as long again
      // when its rate turns out slower; the next plan sees the time it
      // really took. One given more has time to spare: it runs its share.
      // A case limit is a global case index; the part continues at slice
      // position `next`, and discards take positions too, so the limit is
      // as many positions on as `missing` cases took so far.
      let ran = parts[offset].report.statistics.cases
      let missing = BudgetSplit.minimumCases - ran
      let budget: Budget
      if share <= need, missing > 0 {
        let positions = Double(missing) * Double(parts[offset].next) / Double(Swift.max(1, ran))
        let limit = options.slice.caseIndex(
          parts[offset].next &+ UInt64(Swift.min(positions.rounded(.up), 1e15)))
        budget = .casesOrTime(Int(clamping: limit), .microseconds(Int64(share * 1.5 * 1e6)))
      } else {
        budget = .time(.microseconds(Int64(share * 1e6)))
      }
      let more = runPart(
        properties[offset], budget: budget, from: parts[offset].next, index: offset, of: count)
      var merged = parts[offset].report
      merged.statistics.merge(more.report.statistics)
      if let more = more.report.ran { merged.ran?.append(contentsOf: more) }
      merged.seconds += more.report.seconds
      merged.failure = more.report.failure
      parts[offset] = (merged, more.next)
    }
    return parts
  }

  /// Runs one part of a property's cases, showing progress.
  func runPart(
    _ property: Property, budget: Budget, from first: UInt64, index: Int, of count: Int
  ) -> (report: PropertyReport, next: UInt64) {
    let runner = PropertyRunner(
      property: property, seed: options.seed,
      shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000)))
    let clock = ContinuousClock()
    let start = clock.now
    let part = runner.run(
      budget: budget, slice: options.slice, jobs: options.jobs, from: first
    ) { cases in
      let elapsed = start.duration(to: clock.now).seconds
      console.progress(
        "[\(index + 1)/\(count)] \(property.name): \(cases) cases, "
          + "\(formatted(elapsed > 0 ? Double(cases) / elapsed : 0)) cases/s, \(formatted(elapsed, decimals: 1)) s"
      )
    }
    console.clearProgress()
    return part
  }

  /// Prints a property's verdict, cases, rate and labels (unless quiet).
  func say(_ report: PropertyReport) {
    guard !options.quiet else { return }
    let labels = report.statistics.shares.map {
      "\($0.label) \(formatted($0.share * 100, decimals: 1))%"
    }
    console.say(
      "  \(report.passed ? "ok  " : "FAIL") \(report.name): \(report.statistics.cases) cases, "
        + "\(formatted(report.casesPerSecond)) cases/s"
        + (report.statistics.discarded > 0 ? ", \(report.statistics.discarded) discarded" : ""))
    if !labels.isEmpty { console.say("         " + labels.joined(separator: ", ")) }
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
    options.files(console).writeReport(data, stem: options.reportStem(variant: variant))
  }
}
