/// Whether an entry is one repetition's measurement or a statistic over
/// repetitions (Google Benchmark's `run_type`).
public enum RunType: String, Hashable, Sendable {
  /// One repetition (`"iteration"`). Files older than the `run_type` field
  /// hold only these, so a missing field reads as this.
  case iteration
  /// A statistic over repetitions (`"aggregate"`: mean, median, stddev, cv).
  case aggregate
}
