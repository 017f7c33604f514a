extension Collection where Element == Double {
  /// The median: the middle value, or the mean of the two middle values of
  /// an even count; `nil` for an empty collection.
  ///
  /// NaN sorts as unordered, so callers drop non-finite samples first (as
  /// ``BenchmarkRun/samples(of:)`` does).
  public func median() -> Double? {
    guard !isEmpty else { return nil }
    let sorted = self.sorted()
    let middle = sorted.count / 2
    if sorted.count % 2 == 1 { return sorted[middle] }
    return sorted[middle - 1] / 2 + sorted[middle] / 2
  }
}
