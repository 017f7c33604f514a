// Policy: the noise of one side of a comparison is its interquartile range
// over its median (quartiles interpolated linearly, numpy's default). The
// IQR ignores one wild repetition in five, which the standard deviation
// does not; dividing by the median makes it a fraction comparable with the
// relative change and the threshold.

extension Collection where Element == Double {
  /// The `fraction` quantile (0...1) by linear interpolation between the
  /// sorted values; `nil` for an empty collection.
  public func quantile(_ fraction: Double) -> Double? {
    guard !isEmpty else { return nil }
    let sorted = self.sorted()
    let position = Swift.min(1, Swift.max(0, fraction)) * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] + weight * (sorted[upper] - sorted[lower])
  }

  /// The interquartile range over the median; `nil` when empty or when the
  /// median is not positive.
  public func relativeSpread() -> Double? {
    guard let lower = quantile(0.25), let upper = quantile(0.75), let middle = median(),
      middle > 0
    else { return nil }
    return (upper - lower) / middle
  }

  /// The full range (largest minus smallest) over the median; `nil` when
  /// empty or when the median is not positive.
  public func relativeRange() -> Double? {
    guard let low = self.min(), let high = self.max(), let middle = median(), middle > 0 else {
      return nil
    }
    return (high - low) / middle
  }
}
