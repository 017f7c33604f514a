/// Counts of cases and of the labels they carried.
public struct CaseStatistics: Hashable, Sendable, Codable {
  /// Cases that ran to a verdict.
  public var cases = 0
  /// Cases discarded by a precondition.
  public var discarded = 0
  /// How many cases carried each label.
  public var labels: [String: Int] = [:]

  /// Empty statistics.
  public init() {}

  /// Counts one case.
  public mutating func record(_ result: CheckResult) {
    // One home for the counting rules (a discarded case counts apart, a
    // label carried twice by one case counts once): the case loop's tally.
    var tally = CaseTally()
    var result = result
    tally.record(&result)
    tally.fold(into: &self)
  }

  /// Forgets every count but keeps the storage, so statistics reused block
  /// after block allocate only for labels they have not seen before.
  public mutating func removeAll() {
    cases = 0
    discarded = 0
    labels.removeAll(keepingCapacity: true)
  }

  /// Adds another run's counts (a job's or a shard's).
  public mutating func merge(_ other: CaseStatistics) {
    cases += other.cases
    discarded += other.discarded
    labels.merge(other.labels, uniquingKeysWith: +)
  }

  /// The share of cases carrying each label, from 0 to 1, by label.
  public var shares: [(label: String, share: Double)] {
    labels.keys.sorted().map { label in
      (label, cases == 0 ? 0 : Double(labels[label, default: 0]) / Double(cases))
    }
  }
}
