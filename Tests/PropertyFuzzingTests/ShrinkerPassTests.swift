import PropertyFuzzing
import Testing

/// Each pass of the shrinker on a predicate over raw choices, where the
/// simplest failure is known exactly, and the work it takes is counted, so
/// a pass that is skipped, or one that never stops improving, shows.
@Suite("Shrinker passes")
struct ShrinkerPassTests {
  /// Shortlex: a shorter sequence is simpler whatever its values; of two
  /// as long, the lexicographically smaller one.
  @Test(
    arguments: [
      ([1], [0, 0], true), ([0, 0], [1], false), ([0, 5], [1, 0], true), ([1, 0], [0, 5], false),
      ([3], [3], false), ([], [0], true),
    ] as [([UInt64], [UInt64], Bool)])
  func shortlexOrder(a: [UInt64], b: [UInt64], simpler: Bool) {
    #expect(Shrinker.isSimpler(a, than: b) == simpler)
  }

  /// Fails when there are three choices or more summing to at least 10.
  /// The simplest such sequence is [0, 0, 10]: deletion finds the length,
  /// zeroing and the branch pass (lower one, raise the next; here the last
  /// pair) move the sum to the end, the binary search brings it down to 10.
  @Test(
    arguments: [
      [5, 9, 7, 3, 8], [9, 9, 9], [0, 0, 0, 0, 0, 40], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ] as [[UInt64]])
  func simplestFailureOfASum(start: [UInt64]) {
    var calls = 0
    let (shrunk, steps) = Shrinker.shrink(
      start, failing: start, within: .standard
    ) { candidate -> (choices: [UInt64], failure: [UInt64])? in
      calls += 1
      let sum = candidate.reduce(0 as UInt64) { $0 &+ Swift.min($1, 1 << 40) }
      return candidate.count >= 3 && sum >= 10 ? (candidate, candidate) : nil
    }.pair
    #expect(shrunk == [0, 0, 10])
    #expect(steps > 0)
    // A few hundred calls do it; thousands mean a pass kept going without
    // a kept simplification (the loop ends only when nothing improves).
    #expect(calls < 2_000, "\(calls) calls")
  }
}
