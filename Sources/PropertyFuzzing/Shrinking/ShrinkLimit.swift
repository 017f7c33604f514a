// Policy: shrinking is bounded by a number of candidates, not by seconds,
// so the same failure shrinks to the same counterexample on every machine,
// under any load, in a debug or a release build (a replay line and the run
// that printed it agree). A wall-clock cap is still there for a user who
// asks for one (`--shrink-time`), at the price of that guarantee.

/// How much shrinking one failure may do.
public struct ShrinkLimit: Sendable, Hashable {
  /// The most candidates tried: each is one evaluation of the property
  /// (one child process run for a crash).
  public var candidates: Int
  /// A wall-clock cap on top, or `nil` (the default): with one, how far a
  /// shrink gets depends on the machine.
  public var time: Duration?

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - candidates: at least 0 (a negative count is 0: no shrinking).
  ///   - time: an optional wall-clock cap.
  public init(candidates: Int, time: Duration? = nil) {
    self.candidates = Swift.max(0, candidates)
    self.time = time
  }

  /// No shrinking at all: the original case is the counterexample.
  public static let zero = ShrinkLimit(candidates: 0)

  /// The default: enough for the shrinker to reach its fixed point on
  /// every committed corpus case's property (a few hundred candidates for
  /// most), with room for long choice sequences; a property whose judge is
  /// slow declares less (``Property/withShrinkLimit(_:)``).
  public static let standard = ShrinkLimit(candidates: 4_000)

  /// The limit with `time` as its wall-clock cap.
  public func capped(at time: Duration?) -> ShrinkLimit {
    ShrinkLimit(candidates: candidates, time: time)
  }
}

/// The count of candidates a shrink has tried against its limit, and the
/// optional deadline.
struct ShrinkBudget {
  let limit: ShrinkLimit
  let deadline: ContinuousClock.Instant?
  private(set) var tried = 0

  init(_ limit: ShrinkLimit) {
    self.limit = limit
    deadline = limit.time.map { ContinuousClock.now.advanced(by: $0) }
  }

  /// Whether no more candidates may be tried.
  var isSpent: Bool {
    if tried >= limit.candidates { return true }
    if let deadline, ContinuousClock.now >= deadline { return true }
    return false
  }

  /// Counts one candidate; `false` when the budget was already spent.
  mutating func take() -> Bool {
    guard !isSpent else { return false }
    tried += 1
    return true
  }
}
