import PropertyFuzzing
import Testing

/// Integers near boundaries: one draw in three (under edge bias) takes a
/// boundary or one either side of it, those in range, in order: each
/// boundary, one below, one above. A replayed choice picks each in turn,
/// so the list is read exactly.
@Suite("Integers: values near boundaries")
struct NearBoundaryValuesTests {
  /// The values near the boundaries, read by replaying the near branch's
  /// choice (0 of 3) and each pick in turn.
  static func near(_ draw: (inout ChoiceSequence) -> Int) -> [Int] {
    var probe = ChoiceSequence.replaying([0, .max])
    _ = draw(&probe)
    let count = Int(probe.recorded[1]) + 1
    return (0..<count).map { pick in
      var choices = ChoiceSequence.replaying([0, UInt64(pick)])
      return draw(&choices)
    }
  }

  static let two: [(ClosedRange<Int>, Int, Int, [Int])] = [
    (0...100, 10, 20, [10, 9, 11, 20, 19, 21]),
    (10...20, 10, 20, [10, 11, 20, 19]),
    (10...20, 11, 19, [11, 10, 12, 19, 18, 20]),
    (10...20, 9, 21, [10, 20]),
    (-5...5, 3, 4, [3, 2, 4, 4, 3, 5]),
  ]

  @Test(arguments: two)
  func nearTwoBoundaries(range: ClosedRange<Int>, first: Int, second: Int, expected: [Int]) {
    #expect(Self.near { $0.int(in: range, near: first, second) } == expected)
  }

  @Test func nearFourBoundaries() {
    let values = Self.near { $0.int(in: 0...100, near: 1, 30, 60, 90) }
    #expect(values == [1, 0, 2, 30, 29, 31, 60, 59, 61, 90, 89, 91])
    let inside = Self.near { $0.int(in: 10...20, near: 10, 11, 19, 20) }
    #expect(inside == [10, 11, 11, 10, 12, 19, 18, 20, 20, 19])
  }

  /// The near branch is choice 0 of 3; else the draw is an ordinary
  /// edge-biased one (here its edge branch, and the middle of 5...5).
  @Test func oneDrawInThreeIsNear() {
    var choices = ChoiceSequence.replaying([.max, .max, .max])
    #expect(choices.int(in: 5...5, near: 5, 100) == 5)
    #expect(choices.recorded == [2, 3, 0])
  }

  /// With no value near a boundary in range, no near choice is drawn.
  @Test func noCandidateNoNearDraw() {
    var choices = ChoiceSequence.replaying([0, 0, 0])
    #expect(choices.int(in: 0...5, near: 100, 200) == 0)
    #expect(choices.recorded == [0, 0])
  }

  /// Without edge bias, only the plain draw.
  @Test func noEdgeBiasNoNearDraw() {
    var choices = ChoiceSequence.replaying([4], edgeBias: false)
    #expect(choices.int(in: 0...100, near: 10, 20) == 4)
    #expect(choices.recorded == [4])
  }

  /// `Gen.int(in:near:)`: the near branch is choice 0 of 3 as well.
  @Test func theGeneratorsNearBranch() {
    let gen = Gen<Int>.int(in: 0...10, near: [5])
    var near = ChoiceSequence.replaying([0, 2])
    #expect(gen.generate(&near) == 6)
    var other = ChoiceSequence.replaying([.max, .max, .max])
    // Not near: the edge branch of 0...10 (0, 1, 10, 9, 5), its last.
    #expect(gen.generate(&other) == 5)
    #expect(other.recorded == [2, 3, 4])
  }
}
