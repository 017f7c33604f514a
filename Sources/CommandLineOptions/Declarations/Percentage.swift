/// A percentage, written `5` or `5%`: what thresholds and scores are given
/// as, though the code works with fractions.
///
/// It keeps the fraction it was made from, so a default declared from a
/// library's fraction (`Percentage(fraction: 0.05)`) reads back as exactly
/// that fraction, while help shows `5`.
public struct Percentage: OptionValue, Comparable, Hashable {
  /// The value in percent (`5` for 5%).
  public let percent: Double
  /// The value as a fraction (`0.05` for 5%).
  public let fraction: Double

  /// A percentage given in percent.
  public init(_ percent: Double) {
    self.percent = percent
    fraction = percent / 100
  }

  /// A percentage given as a fraction.
  public init(fraction: Double) {
    self.fraction = fraction
    percent = fraction * 100
  }

  /// A finite number, with or without a trailing `%`.
  public init?(argument: String) {
    let digits = argument.hasSuffix("%") ? String(argument.dropLast()) : argument
    guard let value = Double(argument: digits) else { return nil }
    self.init(value)
  }

  /// `a percentage`.
  public static var kind: String { "a percentage" }

  /// The number of percent, without a `%` (`5`, `2.5`).
  public var argumentText: String { numberText(percent) }

  /// Ordered by their value.
  public static func < (lhs: Percentage, rhs: Percentage) -> Bool { lhs.percent < rhs.percent }

  /// Equal when their values in percent are.
  public static func == (lhs: Percentage, rhs: Percentage) -> Bool { lhs.percent == rhs.percent }

  /// Hashes the value in percent.
  public func hash(into hasher: inout Hasher) { hasher.combine(percent) }
}
