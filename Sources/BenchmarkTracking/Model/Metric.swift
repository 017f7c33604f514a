/// What a comparison judges. Lower is better for every metric.
public enum Metric: String, Hashable, Sendable, CaseIterable {
  /// Wall-clock nanoseconds per iteration (`real_time`).
  case realTime = "real_time"
  /// CPU nanoseconds per iteration (`cpu_time`).
  case cpuTime = "cpu_time"
  /// Instructions per iteration: the `instructions` counter the callgrind
  /// mode writes, or `INSTRUCTIONS` from a libpfm-enabled build. Stable on a
  /// noisy machine, blind to cache and memory effects.
  case instructions

  /// Counter names read for ``instructions``, in order of preference.
  public static let instructionCounterNames = ["instructions", "INSTRUCTIONS"]

  /// The unit shown beside values of this metric.
  public var unit: String {
    switch self {
    case .realTime, .cpuTime: return "ns"
    case .instructions: return "instr"
    }
  }
}
