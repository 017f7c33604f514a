// Policy: a run's verdict is its most serious finding, in one order for
// every kind of run (a fresh run, a merge of shards, a replay): a failure of
// the code under test first, then a fault of the harness (a counterexample
// that did not replay), then a property whose judge could not judge; a run
// stopped by a signal says so before any of them. A tool maps the verdict
// to its exit status; it never re-ranks.

/// What a run concluded, the most serious finding first.
public enum RunVerdict: Sendable, Hashable {
  /// A property failed: a confirmed counterexample.
  case failed
  /// The harness's own fault: a counterexample that did not fail again.
  case internalError
  /// A property's judge or setup failed; nothing was found about the code.
  case notJudged
  /// Every property that ran held.
  case passed

  /// The verdict of a run with these counts.
  ///
  /// - Parameters:
  ///   - failed: properties (or corpus cases) that failed.
  ///   - internalErrors: counterexamples that did not replay.
  ///   - notJudged: properties not judged.
  public init(failed: Int, internalErrors: Int, notJudged: Int) {
    if failed > 0 {
      self = .failed
    } else if internalErrors > 0 {
      self = .internalError
    } else if notJudged > 0 {
      self = .notJudged
    } else {
      self = .passed
    }
  }

  /// The verdict of a report (a run's or a merge's), counting `extra`
  /// internal errors found outside its properties (the corpus phase).
  ///
  /// - Parameters:
  ///   - report: the run's report.
  ///   - internalErrors: internal errors beyond the report's own.
  public init(_ report: RunReport, internalErrors: Int = 0) {
    self.init(
      failed: report.count(.failed),
      internalErrors: report.count(.internalError) + internalErrors,
      notJudged: report.count(.notJudged))
  }

  /// The verdict in a final line's words: `FAILED`, `INTERNAL ERROR`,
  /// `NOT JUDGED`, `passed`.
  public var word: String {
    switch self {
    case .failed: "FAILED"
    case .internalError: "INTERNAL ERROR"
    case .notJudged: "NOT JUDGED"
    case .passed: "passed"
    }
  }
}
