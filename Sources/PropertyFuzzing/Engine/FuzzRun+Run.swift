import Foundation

extension FuzzRun {
  /// The whole run: the corpus replayed, every property's fresh cases,
  /// each failure shrunk, confirmed, placed, kept and drawn, and the
  /// report written, all told to `reporter` as it happens.
  ///
  /// - Parameter reporter: hears every phase.
  /// - Returns: the report, the verdict and the replay lines.
  public func run(reporting reporter: some FuzzReporter) -> RunResult {
    let started = Date()
    let clock = ContinuousClock()
    let start = clock.now
    reporter.runStarting(
      Plan(
        seed: seed, properties: properties.map(\.name), budget: budget, slice: slice, jobs: jobs))
    let loaded = corpus.load()
    for problem in loaded.problems { reporter.corpusFileSkipped(problem) }
    var replay = reuse(loaded.cases, reporter: reporter)
    replay.summary.badFiles = loaded.problems.count
    var reports: [PropertyReport] = []
    if !(stopsAtFirstFailure && replay.summary.failed > 0) {
      reports = generate { progress in reporter.progress(progress) }
    }
    reporter.generationFinished()
    var replayLines = replay.replayLines
    var internalErrors = replay.summary.internalErrors
    var placements: (placed: Int, unplaced: Int) = (0, 0)
    for offset in reports.indices {
      // What the replay phase found belongs to the property's verdict.
      reports[offset].corpusFailures = replay.failures[reports[offset].name]
      if reports[offset].notJudged == nil,
        let reason = replay.notJudgedReasons[reports[offset].name]
      {
        reports[offset].notJudged = NotJudgedReport(caseIndex: nil, reason: reason)
      }
      // Confirmed before the verdict is told, so a failure that does not
      // replay is never shown as failed first.
      var finding: FailureFinding?
      if let failure = reports[offset].failure {
        let found = settle(failure)
        reports[offset].failure = found.failure
        finding = found
      }
      reporter.propertyFinished(reports[offset])
      guard let finding else { continue }
      reporter.failureFound(finding)
      replayLines += finding.replayLines
      if finding.isInternalError { internalErrors += 1 }
      switch finding.placement {
      case .placed: placements.placed += 1
      case .unplaced: placements.unplaced += 1
      case nil: break
      }
    }
    let interrupted = StopSignal.received
    var report = RunReport(
      format: reportFormat, seed: seed, variant: variant,
      started: ISO8601DateFormatter().string(from: started),
      seconds: start.duration(to: clock.now).seconds, corpusReplayed: replay.summary.count,
      properties: reports)
    report.shard = slice == .all ? nil : slice.description
    report.jobs = jobs
    report.record(budget)
    report.interrupted = interrupted.map(Self.signalName)
    report.leftOut = leftOut
    report.judged = judged
    var result = RunResult(
      report: report, verdict: RunVerdict(report, internalErrors: replay.summary.internalErrors),
      corpus: replay.summary, internalErrors: internalErrors, replayLines: replayLines,
      interrupted: interrupted, placements: placements)
    write(&result)
    reporter.runFinished(result)
    return result
  }

  /// Encodes the report and writes it under the output folder.
  func write(_ result: inout RunResult) {
    do {
      result.reportData = try result.report.jsonData()
    } catch {
      result.reportFile = .lost("the report is lost: \(error)")
      return
    }
    if let output, let data = result.reportData {
      result.reportFile = output.writeReport(data, stem: reportStem)
    }
  }

  /// `SIGINT`, `SIGTERM`, a crash's `SIGILL` ..., or `signal N`.
  public static func signalName(_ number: Int32) -> String {
    switch number {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGSEGV: "SIGSEGV"
    case SIGKILL: "SIGKILL"
    default: "signal \(number)"
    }
  }
}
