/// Cliff's delta: how often a contender value exceeds a baseline value,
/// minus how often it falls below, over all pairs.
///
/// +1 means every contender repetition is slower than every baseline one
/// (the distributions separate), 0 means they interleave evenly. Unlike a
/// p-value it does not grow with the number of repetitions, so it says how
/// cleanly two runs differ rather than how sure the test is.
///
/// - Parameters:
///   - baseline: the baseline's samples.
///   - contender: the contender's samples.
/// - Returns: a value in -1...1, or `nil` when a side is empty.
public func cliffsDelta(baseline: [Double], contender: [Double]) -> Double? {
  guard !baseline.isEmpty, !contender.isEmpty else { return nil }
  var balance = 0
  for next in contender {
    for base in baseline {
      if next > base { balance += 1 } else if next < base { balance -= 1 }
    }
  }
  return Double(balance) / (Double(baseline.count) * Double(contender.count))
}
