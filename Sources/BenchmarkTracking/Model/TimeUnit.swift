/// The unit Google Benchmark reports a benchmark's times in.
public enum TimeUnit: String, Hashable, Sendable, CaseIterable {
  /// Nanoseconds.
  case nanoseconds = "ns"
  /// Microseconds.
  case microseconds = "us"
  /// Milliseconds.
  case milliseconds = "ms"
  /// Seconds.
  case seconds = "s"

  /// How many nanoseconds one of this unit is; times are compared in
  /// nanoseconds so a run that changed `time_unit` still compares.
  public var nanoseconds: Double {
    switch self {
    case .nanoseconds: return 1
    case .microseconds: return 1e3
    case .milliseconds: return 1e6
    case .seconds: return 1e9
    }
  }
}
