import PropertyFuzzing
import Testing

/// The edge branch of an integer draw lists zero, one, minus one, the
/// bounds, one inside each bound and the middle: those in range, each
/// once, in that order. A replayed choice picks each in turn (choices past
/// the last are clamped to it), so the list is read exactly, range by
/// range, the extremes of `Int` included.
@Suite("Integers: the edge values of a range")
struct IntegerEdgeValuesTests {
  /// The edge values of `range`, read by replaying the edge branch's
  /// choice (3 of 4) and each pick in turn.
  static func edges(of range: ClosedRange<Int>) -> [Int] {
    var probe = ChoiceSequence.replaying([3, .max])
    _ = probe.int(in: range)
    let count = Int(probe.recorded[1]) + 1
    return (0..<count).map { pick in
      var choices = ChoiceSequence.replaying([3, UInt64(pick)])
      return choices.int(in: range)
    }
  }

  static let cases: [(ClosedRange<Int>, [Int])] = [
    (.min ... .max, [0, 1, -1, .min, .max, .min + 1, .max - 1]),
    (5...5, [5]),
    (0...0, [0]),
    (1...1, [1]),
    (-1 ... -1, [-1]),
    (-1...1, [0, 1, -1]),
    (10...20, [10, 20, 11, 19, 15]),
    (-20 ... -10, [-20, -10, -19, -11, -15]),
    (2...3, [2, 3]),
    (2...4, [2, 4, 3]),
    (-2...2, [0, 1, -1, -2, 2]),
    (1...5, [1, 5, 2, 4]),
    (2...5, [2, 5, 3, 4]),
    (0...5, [0, 1, 5, 4, 2]),
    (-5 ... -1, [-1, -5, -4, -2]),
    (-1...5, [0, 1, -1, 5, 4, 2]),
    (-2...5, [0, 1, -1, -2, 5, 4]),
    (-5...1, [0, 1, -1, -5, -4, -2]),
    (-5...2, [0, 1, -1, -5, 2, -4]),
    (.max ... .max, [.max]),
    (.min ... .min, [.min]),
    (.max - 1 ... .max, [.max - 1, .max]),
    (.min ... .min + 1, [.min, .min + 1]),
  ]

  @Test(arguments: cases)
  func edgeValues(range: ClosedRange<Int>, expected: [Int]) {
    #expect(Self.edges(of: range) == expected)
  }

  /// `Gen.int` draws the same edges from the same choices.
  @Test(arguments: cases)
  func theGeneratorDrawsTheSame(range: ClosedRange<Int>, expected: [Int]) {
    for (pick, value) in expected.enumerated() {
      var choices = ChoiceSequence.replaying([3, UInt64(pick)])
      #expect(Gen<Int>.int(in: range).generate(&choices) == value)
    }
  }

  /// The edge branch is one draw in four (the last of choices 0 to 3),
  /// and none without edge bias.
  @Test func oneDrawInFourIsAnEdge() {
    var choices = ChoiceSequence.replaying([.max, .max])
    #expect(choices.int(in: 10...20) == 15)
    #expect(choices.recorded == [3, 4])
    var plain = ChoiceSequence.replaying([3, 0])
    #expect(plain.int(in: 10...20, edgeBias: false) == 13)
    var uniform = ChoiceSequence.replaying([3, 0], edgeBias: false)
    #expect(uniform.int(in: 10...20) == 13)
  }

  /// The plain branch's offsets near the ends of the signs: ranges that
  /// hold zero zigzag from it, ranges that do not start at the end nearer
  /// to it.
  @Test(arguments: [
    (-1...5, [0, -1, 1, 2, 3, 4, 5]),
    (-5...1, [0, -1, 1, -2, -3, -4, -5]),
    (0...3, [0, 1, 2, 3]),
    (-3...0, [0, -1, -2, -3]),
    (1...3, [1, 2, 3]),
    (-3 ... -1, [-1, -2, -3]),
    (-2...2, [0, -1, 1, -2, 2]),
  ])
  func plainOffsets(range: ClosedRange<Int>, expected: [Int]) {
    let values = (0..<expected.count).map { Gen<Int>.fromOffsetForTesting(UInt64($0), in: range) }
    #expect(values == expected)
  }

  /// A zero choice, the simplest, gives the value nearest zero.
  @Test(arguments: [
    (-5...5, 0), (3...9, 3), (-9 ... -3, -3), (.min ... .max, 0), (.max ... .max, .max),
  ])
  func zerosGiveTheValueNearestZero(range: ClosedRange<Int>, expected: Int) {
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<Int>.int(in: range).generate(&zeros) == expected)
  }

  /// Any 64-bit value, the largest included.
  @Test func uint64CoversTheWholeRange() {
    var largest = ChoiceSequence.replaying([.max])
    #expect(Gen<UInt64>.uint64.generate(&largest) == .max)
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<UInt64>.uint64.generate(&zeros) == 0)
  }

  /// A fair coin: choice 1 of 2 is true.
  @Test func boolIsChoiceOneOfTwo() {
    var one = ChoiceSequence.replaying([1])
    #expect(Gen<Bool>.bool.generate(&one))
    var largest = ChoiceSequence.replaying([.max])
    #expect(Gen<Bool>.bool.generate(&largest))
    #expect(largest.recorded == [1])
  }
}
