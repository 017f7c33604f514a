import PropertyFuzzing

extension PropertyOutcome {
  /// The word a property's line starts with (`ok  `, `FAIL`, ...), the
  /// same in a run and a merge.
  var word: String {
    switch self {
    case .held: "ok  "
    case .failed: "FAIL"
    case .notJudged: "NOT JUDGED"
    case .internalError: "INTERNAL ERROR"
    }
  }
}
