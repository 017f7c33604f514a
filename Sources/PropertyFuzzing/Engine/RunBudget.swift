// Policy: a run's default budget is a number of cases, not a number of
// seconds. Each property runs its own quota (`Property.quota`), so the same
// seed checks the same cases on any machine, under any load and with any
// number of jobs; a time budget stays for campaigns and nightly runs, where
// how much fits matters more than which cases, and applies only when asked
// for. This enum is the one budget policy of every mode: a run, a mutant
// hunt, a trial of the generators' evaluation and a merge's recount all
// turn it into each property's ``Budget`` in `FuzzRun.firstPart(of:)`.

/// How much fuzzing each property of a run gets.
public enum RunBudget: Sendable, Hashable {
  /// Each property its own quota of cases (``Property/quota``): the
  /// default, the same cases everywhere.
  case quotas
  /// The same number of cases for every property.
  case cases(Int)
  /// A total time in seconds, shared among the properties in two halves
  /// (``BudgetSplit``); how many cases fit depends on the machine.
  case seconds(Double)
  /// The same time for every property, in seconds (a trial of the
  /// generators' evaluation: cases until a failure or the time is up).
  case secondsEach(Double)

  /// The budget in words, for a run's first line.
  public var words: String {
    switch self {
    case .quotas: "each property its quota of cases"
    case .cases(let count): "\(count) cases each"
    case .seconds(let seconds): "\(seconds) s budget"
    case .secondsEach(let seconds): "\(seconds) s each"
    }
  }

  /// The cases each property runs, or `nil` for a time budget.
  public func cases(for property: Property) -> Int? {
    switch self {
    case .quotas: property.quota
    case .cases(let count): count
    case .seconds, .secondsEach: nil
    }
  }
}
