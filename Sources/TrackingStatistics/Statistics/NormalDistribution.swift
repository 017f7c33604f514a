import Foundation

/// The standard normal distribution's tails.
public enum NormalDistribution {
  /// P(Z > z) for a standard normal Z, computed as erfc(z/√2)/2 so that far
  /// tails keep their relative precision (scipy's `ndtr(-z)`).
  public static func survival(_ z: Double) -> Double {
    0.5 * erfc(z / 2.0.squareRoot())
  }
}
