import Foundation

// Policy: the engine runs the phases and decides every verdict; what is
// said about them is a reporter's. A tool's console is one reporter, the
// JSON summary another, and a mode that only wants the numbers (a mutant
// hunt, a trial of the generators' evaluation) passes none. Every method
// has an empty default, so a reporter says only what it cares about.

/// Hears what a ``FuzzRun`` does, as it does it.
public protocol FuzzReporter: Sendable {
  /// Something a mode says about its setup (a judge starting, a property
  /// left out); `detail` for what a quiet console leaves out.
  func notice(_ text: String, detail: Bool)
  /// A run is about to replay its corpus and generate cases.
  func runStarting(_ plan: FuzzRun.Plan)
  /// A saved case that cannot be used, skipped (`path: what is wrong`).
  func corpusFileSkipped(_ problem: String)
  /// A saved case was replayed: by a run before its fresh cases, or by a
  /// replay of files.
  func caseReplayed(_ replayed: ReplayedCase)
  /// A run's corpus phase ended.
  func corpusReplayed(_ summary: CorpusSummary)
  /// Cases of the generate phase so far (from any thread, one call at a
  /// time).
  func progress(_ progress: FuzzRun.Progress)
  /// The generate phase ended (a progress line may be cleared).
  func generationFinished()
  /// A property's verdict, its failure confirmed.
  func propertyFinished(_ report: PropertyReport)
  /// A failure, shrunk, confirmed, kept and drawn; or a counterexample
  /// that did not replay (an internal error of the harness).
  func failureFound(_ finding: FailureFinding)
  /// One case of `case` evaluated: it held, or was not judged (a failing
  /// case is a ``failureFound(_:)``).
  func caseEvaluated(_ evaluated: EvaluatedCase)
  /// The run is over: its report written, its verdict reached.
  func runFinished(_ result: RunResult)
}

extension FuzzReporter {
  /// Says nothing unless the reporter does.
  public func notice(_ text: String, detail: Bool) {}
  /// Says nothing unless the reporter does.
  public func runStarting(_ plan: FuzzRun.Plan) {}
  /// Says nothing unless the reporter does.
  public func corpusFileSkipped(_ problem: String) {}
  /// Says nothing unless the reporter does.
  public func caseReplayed(_ replayed: ReplayedCase) {}
  /// Says nothing unless the reporter does.
  public func corpusReplayed(_ summary: CorpusSummary) {}
  /// Says nothing unless the reporter does.
  public func progress(_ progress: FuzzRun.Progress) {}
  /// Says nothing unless the reporter does.
  public func generationFinished() {}
  /// Says nothing unless the reporter does.
  public func propertyFinished(_ report: PropertyReport) {}
  /// Says nothing unless the reporter does.
  public func failureFound(_ finding: FailureFinding) {}
  /// Says nothing unless the reporter does.
  public func caseEvaluated(_ evaluated: EvaluatedCase) {}
  /// Says nothing unless the reporter does.
  public func runFinished(_ result: RunResult) {}
}

/// A reporter that says nothing: the numbers are in the result.
public struct SilentReporter: FuzzReporter {
  /// Creates one.
  public init() {}
}

/// Several reporters, each told everything in turn (the console, then the
/// JSON summary).
public struct Reporters: FuzzReporter {
  /// The reporters, in the order they are told.
  public var all: [any FuzzReporter]

  /// Creates a group.
  public init(_ all: [any FuzzReporter]) { self.all = all }

  /// Tells every reporter in turn.
  public func notice(_ text: String, detail: Bool) {
    for r in all { r.notice(text, detail: detail) }
  }
  /// Tells every reporter in turn.
  public func runStarting(_ plan: FuzzRun.Plan) { for r in all { r.runStarting(plan) } }
  /// Tells every reporter in turn.
  public func corpusFileSkipped(_ problem: String) { for r in all { r.corpusFileSkipped(problem) } }
  /// Tells every reporter in turn.
  public func caseReplayed(_ replayed: ReplayedCase) { for r in all { r.caseReplayed(replayed) } }
  /// Tells every reporter in turn.
  public func corpusReplayed(_ summary: CorpusSummary) {
    for r in all { r.corpusReplayed(summary) }
  }
  /// Tells every reporter in turn.
  public func progress(_ progress: FuzzRun.Progress) { for r in all { r.progress(progress) } }
  /// Tells every reporter in turn.
  public func generationFinished() { for r in all { r.generationFinished() } }
  /// Tells every reporter in turn.
  public func propertyFinished(_ report: PropertyReport) {
    for r in all { r.propertyFinished(report) }
  }
  /// Tells every reporter in turn.
  public func failureFound(_ finding: FailureFinding) { for r in all { r.failureFound(finding) } }
  /// Tells every reporter in turn.
  public func caseEvaluated(_ evaluated: EvaluatedCase) {
    for r in all { r.caseEvaluated(evaluated) }
  }
  /// Tells every reporter in turn.
  public func runFinished(_ result: RunResult) { for r in all { r.runFinished(result) } }
}

/// A saved case, replayed.
public struct ReplayedCase: Sendable {
  /// How a replayed case ended.
  public enum Outcome: Sendable {
    /// It held.
    case held
    /// It failed, and its replay line failed too when run.
    case failed(replay: String)
    /// Its judge could not judge it.
    case notJudged(String)
    /// It failed here, but its replay line did not (a fault of the
    /// harness).
    case internalError(String)
  }

  /// Where it was read from.
  public var path: String
  /// The case.
  public var saved: CorpusCase
  /// Its evaluation (the value described, what broke).
  public var evaluation: Evaluation
  /// How it ended.
  public var outcome: Outcome
  /// The pictures of a failure, written under the output folder.
  public var pictures: [OutputFolder.Written]
}

/// What a run's corpus phase found.
public struct CorpusSummary: Sendable, Hashable {
  /// Cases replayed.
  public var count = 0
  /// Cases that failed again (confirmed).
  public var failed = 0
  /// Cases whose judge could not judge them.
  public var notJudged = 0
  /// Cases that failed but whose replay line did not.
  public var internalErrors = 0
  /// Bad files, skipped.
  public var badFiles = 0
}

/// What a confirmed failure left: where it is kept, the lines that replay
/// it, its pictures.
public struct FailureFinding: Sendable {
  /// The shrunk failure; with ``FailureReport/replayProblem`` set, an
  /// internal error of the harness (nothing kept, nothing to replay).
  public var failure: FailureReport
  /// Where the shrunk case is kept in the corpus, or why it is lost;
  /// `nil` when the run keeps nothing.
  public var kept: OutputFolder.Written?
  /// The commands that replay it: the kept file's first, then the case's.
  public var replayLines: [String] = []
  /// Its pictures.
  public var pictures: [OutputFolder.Written] = []
  /// The same failure looked for elsewhere (a catalog device), when the
  /// property knows where to look.
  public var placement: PlacementResult?

  /// Whether this is a fault of the harness rather than a finding.
  public var isInternalError: Bool { failure.replayProblem != nil }
}

/// One case of `case`, evaluated.
public struct EvaluatedCase: Sendable {
  /// The property.
  public var property: String
  /// The seed.
  public var seed: UInt64
  /// The case index.
  public var index: UInt64
  /// Its evaluation (the value is always described).
  public var evaluation: Evaluation
}

/// How a run ended.
public struct RunResult: Sendable {
  /// The run's report, as written.
  public var report: RunReport
  /// The report's JSON.
  public var reportData: Data?
  /// Where the report was written, or why it is lost.
  public var reportFile: OutputFolder.Written?
  /// The run's verdict, the most serious finding first.
  public var verdict: RunVerdict
  /// What the corpus phase found.
  public var corpus: CorpusSummary
  /// Counterexamples that did not replay, the corpus phase's included.
  public var internalErrors: Int
  /// Every command that replays a failure, in the order found.
  public var replayLines: [String]
  /// The signal that stopped the run, or `nil`.
  public var interrupted: Int32?
  /// How many failures are seen on a place the properties know (a
  /// catalog device), and how many need values no such place has.
  public var placements: (placed: Int, unplaced: Int) = (0, 0)

  /// The report's path, when it was written.
  public var reportPath: String? {
    if case .written(let path) = reportFile { return path }
    return nil
  }
}
