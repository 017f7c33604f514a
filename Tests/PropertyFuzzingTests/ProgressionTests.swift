import Foundation
import PropertyFuzzing
import Testing

/// Progressions of case indices at their boundaries: the step of one
/// index or none, the last index of an empty one, what joins the last
/// progression and what does not, descriptions, and decoding that
/// refuses exactly the progressions that pass the largest case index.
@Suite("Case coverage at its boundaries")
struct ProgressionTests {
  typealias Progression = CaseCoverage.Progression

  @Test(
    arguments: [
      (7, 0, 1), (7, 1, 1), (0, 2, 1), (3, 2, 3), (1, 5, 1),
    ] as [(UInt64, UInt64, UInt64)])
  func aStepIsAtLeastOneAndOneForASingleIndex(step: UInt64, count: UInt64, expected: UInt64) {
    #expect(Progression(first: 4, step: step, count: count).step == expected)
  }

  @Test func theLastIndex() {
    #expect(Progression(first: 5, step: 3, count: 0).last == 5)
    #expect(Progression(first: 5, step: 3, count: 1).last == 5)
    #expect(Progression(first: 5, step: 3, count: 4).last == 14)
  }

  @Test func descriptions() {
    #expect(Progression(first: 0, step: 1, count: 10).description == "0 to 9 (10 cases)")
    #expect(
      Progression(first: 1, step: 2, count: 3).description == "1 to 5 (3 cases, every 2th)")
    #expect(Progression(first: 4, step: 1, count: 1).description == "4")
    #expect(Progression(first: 4, step: 1, count: 0).description == "none")
  }

  @Test func anEmptyProgressionAddsNothing() {
    var coverage = CaseCoverage()
    coverage.record(5)
    coverage.append(Progression(first: 7, step: 2, count: 0))
    #expect(coverage.progressions == [Progression(first: 5, step: 1, count: 1)])
  }

  /// The same index twice is two progressions, not a run of two.
  @Test func aRepeatedIndexDoesNotJoin() {
    var coverage = CaseCoverage()
    coverage.record(5)
    coverage.record(5)
    #expect(coverage.progressions.count == 2)
    #expect(!coverage.progressions[0].contains(6))
  }

  /// A single index joins a progression that continues from it at its
  /// own step; one that does not continue it stays apart.
  @Test func aSingleIndexJoinsAProgressionThatContinuesIt() {
    var joined = CaseCoverage()
    joined.record(5)
    joined.append(Progression(first: 7, step: 2, count: 3))
    #expect(joined.progressions == [Progression(first: 5, step: 2, count: 4)])
    var apart = CaseCoverage()
    apart.record(5)
    apart.append(Progression(first: 8, step: 2, count: 3))
    #expect(apart.progressions.count == 2)
  }

  /// The largest index, then index 0: two progressions, not a run that
  /// wraps around.
  @Test func noRunWrapsAroundTheLargestIndex() {
    var coverage = CaseCoverage()
    coverage.record(.max)
    coverage.record(0)
    #expect(coverage.progressions.count == 2)
    coverage.append(Progression(first: 1, step: 1, count: 3))
    #expect(coverage.progressions.count == 2)
    #expect(coverage.progressions.last == Progression(first: 0, step: 1, count: 4))
  }

  static func decode(_ triples: [[UInt64]]) throws -> CaseCoverage {
    try JSONDecoder().decode(CaseCoverage.self, from: JSONEncoder().encode(triples))
  }

  /// Progressions that end at the largest index or before decode.
  @Test(
    arguments: [
      [5, 3, 0], [.max - 3, 3, 2], [.max, 1, 1], [.max, 7, 0], [0, .max, 2],
      [0, 2, UInt64.max / 2 + 1],
    ] as [[UInt64]])
  func progressionsWithinTheIndicesDecode(triple: [UInt64]) throws {
    let coverage = try Self.decode([triple])
    #expect(
      coverage.progressions == [Progression(first: triple[0], step: triple[1], count: triple[2])])
  }

  /// Progressions past the largest index are refused.
  @Test(
    arguments: [
      [.max - 2, 3, 2], [.max, 1, 2], [1, .max, 2], [0, 2, UInt64.max / 2 + 2], [2, 1, .max],
    ] as [[UInt64]])
  func progressionsPastTheIndicesAreRefused(triple: [UInt64]) {
    #expect(throws: DecodingError.self) { try Self.decode([triple]) }
  }
}
