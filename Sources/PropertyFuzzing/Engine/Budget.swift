/// How much fuzzing one property gets.
public enum Budget: Hashable, Sendable {
  /// Exactly this many cases (deterministic in count as well as content).
  case cases(Int)
  /// As many cases as fit in this much time (the cases themselves are still
  /// determined by the seed and their index; only how many run varies).
  case time(Duration)
  /// Whichever of the two runs out first.
  case casesOrTime(Int, Duration)

  var caseLimit: Int? {
    switch self {
    case .cases(let count), .casesOrTime(let count, _): return Swift.max(0, count)
    case .time: return nil
    }
  }

  var timeLimit: Duration? {
    switch self {
    case .time(let limit), .casesOrTime(_, let limit): return limit
    case .cases: return nil
    }
  }
}
