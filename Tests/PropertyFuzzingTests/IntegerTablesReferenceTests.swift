import PropertyFuzzing
import Testing

/// The edge and near-boundary tables against their rules written the
/// plain way (every candidate in order, kept when in range and not seen),
/// over ranges of every shape the tables settle by a shortcut (wide on one
/// side of zero, reaching past -2 and 2) and the ones they do not (small,
/// touching -1...1, at the limits of `Int`), each read back by replaying
/// the branch's choices.
@Suite("Integers: the tables against their rules")
struct IntegerTablesReferenceTests {
  /// The edge values by the rule: 0, 1, -1, the bounds, one inside each
  /// bound, the middle; those in range, each once.
  static func referenceEdges(_ range: ClosedRange<Int>) -> [Int] {
    let lower = range.lowerBound
    let upper = range.upperBound
    let candidates = [
      0, 1, -1, lower, upper, lower < .max ? lower + 1 : lower,
      upper > .min ? upper - 1 : upper, lower / 2 + upper / 2,
    ]
    var kept: [Int] = []
    for value in candidates where range.contains(value) && !kept.contains(value) {
      kept.append(value)
    }
    return kept
  }

  /// The values near the boundaries by the rule: each boundary, one
  /// below, one above (wrapping at the limits), those in range, repeats
  /// kept.
  static func referenceNear(_ range: ClosedRange<Int>, _ boundaries: [Int]) -> [Int] {
    boundaries.flatMap { [$0, $0 &- 1, $0 &+ 1] }.filter(range.contains)
  }

  /// The near values as the sequence reads them (empty when it draws no
  /// near choice).
  static func near(_ range: ClosedRange<Int>, _ b: [Int]) -> [Int] {
    func draw(_ choices: inout ChoiceSequence) -> Int {
      b.count == 2
        ? choices.int(in: range, near: b[0], b[1])
        : choices.int(in: range, near: b[0], b[1], b[2], b[3])
    }
    // The largest first choice is 2 if it is the near choice (of 3), 3
    // if the draw went straight to the edge choice (of 4).
    var gate = ChoiceSequence.replaying([.max])
    _ = draw(&gate)
    guard gate.recorded[0] == 2 else { return [] }
    return NearBoundaryValuesTests.near(draw)
  }

  /// Ranges of every shape: a fixed list of awkward ones, then seeded
  /// random ones with small, large and limit bounds.
  static func ranges() -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = [
      .min ... .max, -3...3, -3...2, -2...3, 2...8, 2...7, -8 ... -2, -7 ... -2, -3 ... -3,
      3...3, -1...1, 0...6, 1...7, .min ... -2, 2 ... .max, .min ... .min + 6, .max - 6 ... .max,
      -20...9, -2...2, -4...100, -100...4, 0...8, 1...8, 0...7, 0...300, 1...3000, 0 ... .max,
      1 ... .max,
    ]
    var generator = SplitMix64(seed: 17)
    let pool = [
      Int.min, Int.min + 1, -1000, -9, -4, -3, -2, -1, 0, 1, 2, 3, 4, 9, 1000, .max - 1, .max,
    ]
    for _ in 0..<400 {
      func pick() -> Int {
        generator.next() % 3 == 0
          ? Int(truncatingIfNeeded: generator.next())
          : pool[Int(generator.next() % UInt64(pool.count))]
      }
      let a = pick()
      let b = pick()
      ranges.append(Swift.min(a, b)...Swift.max(a, b))
    }
    return ranges
  }

  @Test func edgeTablesFollowTheRule() {
    for range in Self.ranges() {
      #expect(
        IntegerEdgeValuesTests.edges(of: range) == Self.referenceEdges(range), "\(range)")
    }
  }

  @Test func nearTablesFollowTheRule() {
    var generator = SplitMix64(seed: 23)
    for range in Self.ranges() {
      // Boundaries at the bounds, just outside, inside, and at the limits.
      let lower = range.lowerBound
      let upper = range.upperBound
      let pool = [lower, upper, lower &- 1, upper &+ 1, 0, 1, lower / 2 + upper / 2, .min, .max]
      for count in [2, 4] {
        let boundaries = (0..<count).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
        #expect(
          Self.near(range, boundaries) == Self.referenceNear(range, boundaries),
          "\(range) near \(boundaries)")
      }
    }
  }
}
