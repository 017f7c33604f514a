import Foundation

/// Number formatting shared by the reports.
public enum ValueFormatting {
  /// A metric value with a readable unit: times scaled from ns to us, ms, s;
  /// instruction counts scaled with k, M, G. Four significant digits.
  public static func value(_ value: Double, metric: Metric) -> String {
    guard value.isFinite else { return "\(value)" }
    let (scale, unit) = scale(of: value, metric: metric)
    return String(format: "%.4g %@", value / scale, unit)
  }

  /// The divisor and unit a value is written in: the largest step not
  /// above its magnitude.
  static func scale(of value: Double, metric: Metric) -> (Double, String) {
    let steps: [(Double, String)]
    switch metric {
    case .realTime, .cpuTime: steps = [(1e9, "s"), (1e6, "ms"), (1e3, "us"), (1, "ns")]
    default:
      steps = [(1e9, "G "), (1e6, "M "), (1e3, "k "), (1, "")].map { ($0.0, $0.1 + metric.unit) }
    }
    let magnitude = abs(value)
    return steps.first { magnitude >= $0.0 } ?? steps[steps.count - 1]
  }

  /// The two ends of a chart's value axis as bare numbers in one scale,
  /// and that scale's unit, to be written once: the scale is the larger
  /// end's, so the ends never read in different units, and there are as
  /// many decimals as the span between the ends needs for two significant
  /// digits (more when the ends would still print alike), so `3.70` over
  /// `3.02` reads as the 20% it is.
  public static func axis(
    low: Double, high: Double, metric: Metric
  ) -> (low: String, high: String, unit: String) {
    let (scale, unit) = scale(of: max(abs(low), abs(high)), metric: metric)
    let span = abs(high - low) / scale
    var decimals = span > 0 && span.isFinite ? max(0, Int((-log10(span)).rounded(.up)) + 1) : 1
    func text(_ value: Double) -> String {
      value.isFinite ? String(format: "%.\(min(decimals, 9))f", value / scale) : "\(value)"
    }
    while decimals < 9, low != high, text(low) == text(high) { decimals += 1 }
    return (text(low), text(high), unit)
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
