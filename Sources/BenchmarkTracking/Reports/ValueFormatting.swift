import Foundation

/// Number formatting shared by the reports.
public enum ValueFormatting {
  /// A metric value with a readable unit: times scaled from ns to us, ms, s;
  /// instruction counts scaled with k, M, G. Four significant digits.
  public static func value(_ value: Double, metric: Metric) -> String {
    guard value.isFinite else { return "\(value)" }
    let steps: [(Double, String)]
    switch metric {
    case .realTime, .cpuTime: steps = [(1e9, "s"), (1e6, "ms"), (1e3, "us"), (1, "ns")]
    case .instructions:
      steps = [(1e9, "G instr"), (1e6, "M instr"), (1e3, "k instr"), (1, "instr")]
    }
    let magnitude = abs(value)
    let (scale, unit) = steps.first { magnitude >= $0.0 } ?? steps[steps.count - 1]
    return String(format: "%.4g %@", value / scale, unit)
  }

  /// A relative change as a signed percentage, e.g. `+12.3%`.
  public static func change(_ change: Double?) -> String {
    guard let change, change.isFinite else { return "n/a" }
    return String(format: "%+.1f%%", change * 100)
  }

  /// A fraction as an unsigned percentage, e.g. `5%` for 0.05.
  public static func percent(_ fraction: Double) -> String {
    String(format: "%g%%", fraction * 100)
  }

  /// A p-value with four decimals, `n/a` when absent.
  public static func pValue(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    return String(format: "%.4f", value)
  }
}
