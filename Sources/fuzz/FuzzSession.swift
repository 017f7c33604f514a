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

    let replay = try replayCorpus(properties)
    var reports: [PropertyReport] = []
    var failed = !replay.failures.isEmpty
    for (offset, property) in properties.enumerated() {
      let report = runOne(property, index: offset, of: properties.count)
      reports.append(report)
      if let failure = report.failure {
        failed = true
        try reportFailure(failure, property: property)
      }
    }
    let seconds = start.duration(to: clock.now).seconds
    var runReport = RunReport(
      seed: options.seed, variant: variant, started: ISO8601DateFormatter().string(from: started),
      seconds: seconds, corpusReplayed: replay.count, properties: reports)
    runReport.shard = options.slice == .all ? nil : options.slice.description
    runReport.jobs = options.jobs
    let data = try runReport.jsonData()
    let reportPath = try writeReport(data)
    if options.json { console.emitJSON(data) }
    let verdict = failed ? "FAILED" : "passed"
    console.say(
      "fuzz: \(verdict): \(runReport.totalCases) cases over \(properties.count) properties "
        + "in \(formatted(seconds, decimals: 1)) s (seed \(options.seed)); report \(reportPath)")
    return failed ? .failure : .success
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
  func replayCorpus(_ properties: [Property]) throws -> (count: Int, failures: [String]) {
    guard let directory = options.corpus else { return (0, []) }
    let cases: [(path: String, case: CorpusCase)]
    do {
      cases = try CorpusStore(directory: directory).readAll()
    } catch {
      throw InputError("corpus file \(error)")
    }
    let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var failures: [String] = []
    var count = 0
    for (path, saved) in cases {
      guard let property = byName[saved.property] else { continue }
      count += 1
      let evaluation = property.evaluate(choices: saved.choices)
      if evaluation.isFailure {
        failures.append(path)
        console.say("  FAIL corpus \(path): \(evaluation.description)")
        for message in evaluation.result.failures { console.say("       \(message)") }
        console.say("       replay: swift run fuzz --replay \(path)" + variantFlag)
      }
    }
    if count > 0 {
      console.detail("  corpus: \(count) cases replayed, \(failures.count) failed")
    }
    return (count, failures)
  }

  var variantFlag: String { options.implementationFlag ?? variant.map { " --mutant \($0)" } ?? "" }

  func reportFailure(_ failure: FailureReport, property: Property) throws {
    console.say(
      "  counterexample for \(failure.property) (seed \(failure.seed), case \(failure.caseIndex)):")
    console.say("    original: \(failure.original)")
    for message in failure.originalMessages.prefix(3) { console.say("      \(message)") }
    console.say(
      "    shrunk (\(failure.shrinkSteps) steps, \(formatted(failure.shrinkSeconds, decimals: 2)) s): \(failure.shrunk)"
    )
    for message in failure.messages.prefix(5) { console.say("      \(message)") }
    let saved = CorpusCase(failure: failure, variant: variant)
    if let directory = options.corpus, variant == nil || options.recordCorpus {
      let path = try CorpusStore(directory: directory).write(saved)
      console.say("    saved: \(path)")
      console.say("    replay: swift run fuzz --replay \(path)" + variantFlag)
    } else {
      console.say(
        "    replay: swift run fuzz --seed \(failure.seed) --property \(failure.property)"
          + variantFlag)
    }
    options.files(console).writeAttachments(
      failure.attachments, property: failure.property, caseHash: saved.shortHash, indent: "    ")
  }

  func writeReport(_ data: Data) throws -> String {
    let shard = options.slice == .all ? "" : "-shard\(options.slice.index)of\(options.slice.count)"
    let name =
      (variant.map { "mutant-\($0)" } ?? "fuzz")
      + "-\(OutputFiles.timestamp)-seed\(options.seed)\(shard).json"
    return try options.files(console).writeReport(data, named: name)
  }
}
