/// How a run shrinks its failures: each property's own limit
/// (``Property/shrinkLimit``), or the run's.
public struct ShrinkPolicy: Sendable, Hashable {
  /// The candidates every property may try, or `nil` for each property's
  /// own number.
  public var candidates: Int?
  /// A wall-clock cap on each shrink (`--shrink-time`), or `nil`: none,
  /// so a shrink ends in the same place on every machine.
  public var time: Duration?

  /// Creates a policy.
  public init(candidates: Int? = nil, time: Duration? = nil) {
    self.candidates = candidates.map { Swift.max(0, $0) }
    self.time = time
  }

  /// Each property's own limit, uncapped: the default.
  public static let standard = ShrinkPolicy()

  /// No shrinking: a failure is reported as it was found.
  public static let none = ShrinkPolicy(candidates: 0)

  /// The limit one property's failures get.
  public func limit(for property: Property) -> ShrinkLimit {
    ShrinkLimit(
      candidates: candidates ?? property.shrinkLimit.candidates,
      time: time ?? property.shrinkLimit.time)
  }
}
