import Foundation

/// Why a benchmark got its verdict, in words a person and a script can use.
public enum VerdictReason: Hashable, Sendable, CustomStringConvertible {
  /// Significant, beyond the threshold, the noise, and separated.
  case changed(change: Double, adjustedPValue: Double, cliffsDelta: Double)
  /// Instruction counts moved beyond the threshold and their range.
  case changedCounts(change: Double, range: Double)
  /// Within the threshold, with data that could have shown a larger move.
  case withinThreshold(change: Double, threshold: Double)
  /// A side has fewer repetitions than the rule needs.
  case tooFewRepetitions(baseline: Int, contender: Int, needed: Int)
  /// The smallest p-value these repetition counts allow is above what the
  /// correction demands of this benchmark.
  case cannotReachSignificance(minimumPValue: Double, requiredPValue: Double, needed: Int?)
  /// The move, or a threshold-sized one, is within the runs' own spread.
  case tooNoisy(spread: Double, change: Double)
  /// Beyond the threshold and the noise but not significant.
  case notSignificant(change: Double, adjustedPValue: Double, alpha: Double)
  /// Significant and large, but the repetitions interleave.
  case overlapping(change: Double, cliffsDelta: Double, minimum: Double)
  /// The whole run moved: the median change over `benchmarks` benchmarks is
  /// `runShift`, beyond the threshold, so wall time cannot tell the code
  /// from the machine's load (see RunComparison+MachineShift.swift).
  case machineShift(change: Double, runShift: Double, benchmarks: Int)

  /// A stable identifier for scripts (`too_noisy`, `cannot_reach_significance`...).
  public var code: String {
    switch self {
    case .changed: "changed"
    case .changedCounts: "changed_counts"
    case .withinThreshold: "within_threshold"
    case .tooFewRepetitions: "too_few_repetitions"
    case .cannotReachSignificance: "cannot_reach_significance"
    case .tooNoisy: "too_noisy"
    case .notSignificant: "not_significant"
    case .overlapping: "overlapping"
    case .machineShift: "machine_shift"
    }
  }

  /// The repetitions a side that would remove the reason, when more
  /// repetitions can.
  public var repetitionsNeeded: Int? {
    switch self {
    case .tooFewRepetitions(_, _, let needed): needed
    case .cannotReachSignificance(_, _, let needed): needed
    default: nil
    }
  }

  private static func probability(_ value: Double) -> String { String(format: "%.2g", value) }
  private static func fraction(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

  /// One sentence.
  public var description: String {
    let percent = ValueFormatting.change
    switch self {
    case .changed(let change, let p, let delta):
      return "\(percent(change)), p(adj) \(Self.probability(p)), Cliff's delta "
        + String(format: "%.2f", delta)
    case .changedCounts(let change, let range):
      return "\(percent(change)) beyond the counts' range \(Self.fraction(range))"
    case .withinThreshold(let change, let threshold):
      return "\(percent(change)) within the threshold \(Self.fraction(threshold))"
    case .tooFewRepetitions(let baseline, let contender, let needed):
      return "too few repetitions (\(baseline) vs \(contender)); need \(needed) a side"
    case .cannotReachSignificance(let floor, let required, let needed):
      let advice = needed.map { "; need \($0) repetitions a side" } ?? ""
      return "cannot reach significance: smallest possible p \(Self.probability(floor))"
        + " > \(Self.probability(required)) required\(advice)"
    case .tooNoisy(let spread, let change):
      return "too noisy: spread (IQR/median) \(Self.fraction(spread)),"
        + " change \(percent(change))"
    case .notSignificant(let change, let p, let alpha):
      return "\(percent(change)) but not significant (p(adj) \(Self.probability(p))"
        + " > \(alpha))"
    case .overlapping(let change, let delta, let minimum):
      return "\(percent(change)) but the repetitions overlap (Cliff's delta "
        + String(format: "%.2f", delta) + ", need \(String(format: "%.2f", minimum)))"
    case .machineShift(let change, let shift, let count):
      return "\(percent(change)), but the whole run moved \(percent(shift)) (median of \(count)"
        + " benchmarks): the runs saw different machine load; compare instruction counts"
        + " or rerun both"
    }
  }
}
