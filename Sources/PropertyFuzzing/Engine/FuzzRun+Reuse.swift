extension FuzzRun {
  /// What replaying saved cases found.
  package struct Reuse {
    package var summary = CorpusSummary()
    package var replayLines: [String] = []
    /// The saved cases that failed again, by property.
    package var failures: [String: [String]] = [:]
    /// Why a saved case could not be judged, by property (the first).
    package var notJudgedReasons: [String: String] = [:]
  }

  /// The reuse phase: replays the saved cases of this run's properties,
  /// in the order given, before any fresh case (the cases that once
  /// failed are the likeliest to fail again); cases of other properties
  /// are passed over, and a stop request ends the phase early. A failing
  /// case's replay line is run before it is told.
  package func reuse(
    _ cases: [(path: String, case: CorpusCase)], reporter: some FuzzReporter
  ) -> Reuse {
    let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var found = Reuse()
    for (path, saved) in cases {
      guard let property = byName[saved.property] else { continue }
      if StopSignal.requested { break }
      if stopsAtFirstFailure, found.summary.failed > 0 { break }
      let replayed = replay(
        saved, at: path, of: property, describingPasses: false, confirming: true)
      found.summary.count += 1
      switch replayed.outcome {
      case .held: continue
      case .notJudged(let reason):
        found.summary.notJudged += 1
        if found.notJudgedReasons[saved.property] == nil {
          found.notJudgedReasons[saved.property] = "corpus file \(path): \(reason)"
        }
      case .internalError:
        found.summary.internalErrors += 1
      case .failed(let line):
        found.summary.failed += 1
        found.failures[saved.property, default: []].append(path)
        found.replayLines.append(line)
      }
      reporter.caseReplayed(replayed)
    }
    if found.summary.count > 0 { reporter.corpusReplayed(found.summary) }
    return found
  }

  /// Replays one saved case: evaluated from its choices, a failure
  /// confirmed by its replay line (when `confirming`) and drawn.
  func replay(
    _ saved: CorpusCase, at path: String, of property: Property, describingPasses: Bool,
    confirming: Bool
  ) -> ReplayedCase {
    CrashContext.enter(property: property.cName, file: path)
    let evaluation = property.evaluate(
      choices: saved.choices, edgeBias: edgeBias, describingPasses: describingPasses)
    CrashContext.leave()
    var replayed = ReplayedCase(
      path: path, saved: saved, evaluation: evaluation, outcome: .held, pictures: [])
    if let reason = evaluation.result.notJudged {
      replayed.outcome = .notJudged(reason)
      return replayed
    }
    guard evaluation.isFailure else { return replayed }
    if confirming, let problem = replaying?.confirm(.file(path)) {
      replayed.outcome = .internalError("it failed here, but \(problem)")
      return replayed
    }
    replayed.outcome = .failed(replay: replaying?.line(for: .file(path)) ?? "")
    replayed.pictures =
      output?.writeAttachments(
        evaluation.result.attachments, property: saved.property, caseHash: saved.shortHash) ?? []
    return replayed
  }

  /// A replay of saved case files (`fuzz replay FILE...`): each read,
  /// checked and evaluated, its value described whatever the outcome; a
  /// bad file is reported and skipped.
  ///
  /// - Parameters:
  ///   - paths: the files.
  ///   - known: why a case cannot be replayed here (it names a property or
  ///     a variant the tool does not know, or its judge is missing), or
  ///     `nil`.
  ///   - reporter: hears each file's outcome.
  /// - Returns: what the files gave.
  public func replay(
    files paths: [String], unusable: (CorpusCase) -> Unusable?, reporter: some FuzzReporter
  ) -> FileReplay {
    var result = FileReplay()
    let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for path in paths {
      if StopSignal.requested { break }
      let saved: CorpusCase
      do {
        saved = try CorpusStore.read(path: path)
      } catch {
        reporter.corpusFileSkipped(error.description)
        result.badFiles += 1
        continue
      }
      if let unusable = unusable(saved) {
        switch unusable {
        case .bad(let problem):
          reporter.corpusFileSkipped("\(path): \(problem)")
          result.badFiles += 1
        case .notJudged(let reason):
          var unjudged = CheckResult()
          unjudged.cannotJudge(reason)
          let evaluation = Evaluation(description: "", result: unjudged, choices: saved.choices)
          reporter.caseReplayed(
            ReplayedCase(
              path: path, saved: saved, evaluation: evaluation, outcome: .notJudged(reason),
              pictures: []))
          result.notJudged += 1
        }
        continue
      }
      guard let property = byName[saved.property] else {
        reporter.corpusFileSkipped(
          "\(path): names an unknown property '\(saved.property)' (see --list)")
        result.badFiles += 1
        continue
      }
      // This is the replay line a run confirmed; it is not run again.
      let replayed = replay(
        saved, at: path, of: property, describingPasses: true, confirming: false)
      switch replayed.outcome {
      case .held, .internalError: break
      case .notJudged: result.notJudged += 1
      case .failed(let line): result.replayLines.append(line)
      }
      reporter.caseReplayed(replayed)
    }
    result.interrupted = StopSignal.received
    return result
  }

  /// Why a saved case cannot be replayed here.
  public enum Unusable: Sendable {
    /// The file is bad here (it names a property or a variant the tool
    /// does not know).
    case bad(String)
    /// Its property cannot be judged here (its judge is missing).
    case notJudged(String)
  }

  /// What a replay of files gave.
  public struct FileReplay: Sendable {
    /// The lines of the cases that failed.
    public var replayLines: [String] = []
    /// Cases not judged.
    public var notJudged = 0
    /// Bad files, skipped.
    public var badFiles = 0
    /// The signal that stopped the replay, or `nil`.
    public var interrupted: Int32?
  }
}
