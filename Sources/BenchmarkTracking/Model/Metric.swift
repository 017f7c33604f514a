// Policy: each metric states which way is better, in one exhaustive switch,
// so a metric where more is better (a rate) cannot be added without saying
// so, and the verdicts' direction is read from it, never assumed.

/// What a comparison judges. Lower is better for every metric today.
public enum Metric: String, Hashable, Sendable, CaseIterable {
  /// Wall-clock nanoseconds per iteration (`real_time`).
  case realTime = "real_time"
  /// CPU nanoseconds per iteration (`cpu_time`).
  case cpuTime = "cpu_time"
  /// Instructions per iteration: the `instructions` counter the callgrind
  /// mode writes, or `INSTRUCTIONS` from a libpfm-enabled build. Stable on a
  /// noisy machine, blind to cache and memory effects.
  case instructions
  /// Estimated cycles per iteration from the simulated-cost mode's cache
  /// and branch simulation (see `SimulatedCost`): sees memory traffic,
  /// access order and branch behaviour as well as instructions.
  case estimatedCycles = "estimated_cycles"
  /// Cycles per iteration by the pipeline model (see `PipelineCost`):
  /// the simulated-cost mode's code costed by llvm-mca, plus its read
  /// misses and mispredictions; written with `bench-instructions
  /// --simulate --pipeline`. Orders changes as real time does where one
  /// instruction is not one cycle (vector code, dependency chains).
  case pipelineCycles = "pipeline_cycles"
  /// First-level cache misses (instruction and data, reads and writes) per
  /// iteration, simulated.
  case l1Misses = "l1_misses"
  /// Last-level cache misses (accesses that go to memory) per iteration,
  /// simulated.
  case llMisses = "ll_misses"
  /// Mispredicted conditional and indirect branches per iteration,
  /// simulated.
  case branchMispredictions = "branch_mispredictions"

  /// Counter names read for ``instructions``, in order of preference.
  public static let instructionCounterNames = ["instructions", "INSTRUCTIONS"]

  /// The metrics the simulated-cost mode adds to a run (pipeline cycles
  /// with `--pipeline`).
  public static let simulated: [Metric] = [
    .estimatedCycles, .pipelineCycles, .l1Misses, .llMisses, .branchMispredictions,
  ]

  /// Every metric's name, in declaration order, as a sentence lists them
  /// ("a, b or c"): what `--metric` accepts, derived so a new metric is
  /// named in the help the moment it is declared.
  public static var namesInProse: String {
    let names = allCases.map(\.rawValue)
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// Whether the metric is a count from a simulation (instructions or a
  /// simulated cost) rather than a time: exact, judged by medians without
  /// a significance test, and not a paired-timing metric.
  public var isCounted: Bool { self != .realTime && self != .cpuTime }

  /// Whether a smaller value is better: a rise is then a regression and a
  /// fall an improvement.
  public var smallerIsBetter: Bool {
    switch self {
    case .realTime: return true
    case .cpuTime: return true
    case .instructions: return true
    case .estimatedCycles: return true
    case .pipelineCycles: return true
    case .l1Misses: return true
    case .llMisses: return true
    case .branchMispredictions: return true
    }
  }

  /// Whether a measured value of zero is a real observation (no misses)
  /// rather than a failed measurement.
  public var mayBeZero: Bool {
    self == .l1Misses || self == .llMisses || self == .branchMispredictions
  }

  /// The counter names an entry is read from, in order of preference
  /// (empty for the times, which are not counters).
  public var counterNames: [String] {
    switch self {
    case .realTime, .cpuTime: return []
    case .instructions: return Self.instructionCounterNames
    default: return [rawValue]
    }
  }

  /// The unit shown beside values of this metric.
  public var unit: String {
    switch self {
    case .realTime, .cpuTime: return "ns"
    case .instructions: return "instr"
    case .estimatedCycles, .pipelineCycles: return "cycles"
    case .l1Misses, .llMisses: return "misses"
    case .branchMispredictions: return "mispredicts"
    }
  }
}
