import PropertyFuzzing
import Testing

/// Each step of the shrinker, on predicates that only one step can
/// satisfy: a chunk of 8, 4 or 2 choices deleted at once (and at the very
/// start), a chunk zeroed at once (at an odd start, at the very end), the
/// first choice searched down. A step that is skipped, or that tries the
/// wrong chunk, leaves the case unshrunk. And the number of simplifications
/// kept, and of candidates tried, is exact.
@Suite("Shrinker: each step")
struct ShrinkerStepTests {
  /// Shrinks `start` against a predicate that fails exactly on the given
  /// sequences (`start` among them).
  static func shrink(_ start: [UInt64], failingOn failing: Set<[UInt64]>) -> (
    shrunk: [UInt64], steps: Int, tried: [[UInt64]]
  ) {
    var tried: [[UInt64]] = []
    let (shrunk, steps) = Shrinker.shrink(
      start, failing: start, within: .standard
    ) { candidate -> (choices: [UInt64], failure: [UInt64])? in
      tried.append(candidate)
      return failing.contains(candidate) ? (candidate, candidate) : nil
    }.pair
    return (shrunk, steps, tried)
  }

  static func ones(_ count: Int) -> [UInt64] { [UInt64](repeating: 1, count: count) }

  /// Only deleting the first `size` choices at once leaves a failure.
  @Test(arguments: [8, 4, 2])
  func deletesAChunkAtOnce(size: Int) {
    let start = Self.ones(size) + [5]
    #expect(Self.shrink(start, failingOn: [start, [5]]).shrunk == [5])
  }

  /// Only zeroing the whole sequence at once leaves a failure.
  @Test(arguments: [8, 4, 2, 1])
  func zeroesAChunkAtOnce(size: Int) {
    let start = Self.ones(size)
    let zeros = [UInt64](repeating: 0, count: size)
    #expect(Self.shrink(start, failingOn: [start, zeros]).shrunk == zeros)
  }

  /// A chunk of two zeroed at an odd start, ending at the last choice.
  @Test func zeroesAChunkAtAnOddStart() {
    #expect(Self.shrink([0, 1, 1], failingOn: [[0, 1, 1], [0, 0, 0]]).shrunk == [0, 0, 0])
  }

  /// The binary search starts at the first choice and reaches the least
  /// failing value (3 here): 2 fails to fail, 4 and 3 are kept.
  @Test func searchesTheFirstChoiceDown() {
    let result = Self.shrink([5], failingOn: [[5], [4], [3]])
    #expect(result.shrunk == [3])
    #expect(result.steps == 2)
  }

  /// The branch step: a choice lowered to zero with the next raised to
  /// the largest, where nothing else fails.
  @Test func lowersABranchAndRaisesItsPayload() {
    let result = Self.shrink([1, 2], failingOn: [[1, 2], [0, .max]])
    #expect(result.shrunk == [0, .max])
    #expect(result.steps == 1)
  }

  /// Nothing simpler fails: one round of every step, each candidate tried
  /// once, nothing kept. [2, 1]: deletions (both, the last, the first),
  /// zeroing (both, the first, the last), the branch (the first to 0, the
  /// second to the largest), and the binary search (2 to 1, 1 to 0; 2 to
  /// 0 was the zeroing's).
  @Test func oneRoundWhenNothingShrinks() {
    let result = Self.shrink([2, 1], failingOn: [[2, 1]])
    #expect(result.shrunk == [2, 1])
    #expect(result.steps == 0)
    #expect(
      result.tried == [[], [2], [1], [0, 0], [0, 1], [2, 0], [0, .max], [1, 1], [2, 0]])
  }

  /// Each kept candidate is one step: [3] by deleting, [1] by searching;
  /// a round that kept one is followed by another that keeps none.
  @Test func stepsCountWhatWasKept() {
    let result = Self.shrink([3, 3], failingOn: [[3, 3], [3], [2], [1]])
    #expect(result.shrunk == [1])
    #expect(result.steps == 2)
  }

  /// A round whose only gain is the binary search's is followed by
  /// another: [9, 7] is searched down to [1, 7], after which deleting the 7
  /// leaves a failure, [1].
  @Test func aSearchThatGainsEarnsAnotherRound() {
    let (shrunk, _) = Shrinker.shrink(
      [9, 7], failing: [9, 7] as [UInt64], within: .standard
    ) { candidate -> (choices: [UInt64], failure: [UInt64])? in
      let fails =
        candidate.count == 1
        ? (1...3).contains(candidate[0])
        : candidate.count == 2 && candidate[0] >= 1 && candidate[1] == 7
      return fails ? (candidate, candidate) : nil
    }.pair
    #expect(shrunk == [1])
  }

  /// A kept candidate may draw fewer choices than it was given (a
  /// generator that stopped early): the search on a choice past its end
  /// stops there. Here the second choice is drawn only while it is 4;
  /// lowered to 1...3 the case still fails, drawing the first alone.
  @Test func aShorterDrawEndsTheSearch() {
    let (shrunk, steps) = Shrinker.shrink(
      [4, 4], failing: [4, 4] as [UInt64], within: .standard
    ) { candidate -> (choices: [UInt64], failure: [UInt64])? in
      guard candidate.count >= 2, candidate[0] >= 1 else { return nil }
      let drawn: [UInt64]
      switch candidate[1] {
      case 4: drawn = Array(candidate.prefix(2))
      case 1..<4: drawn = [candidate[0]]
      default: return nil
      }
      return (drawn, drawn)
    }.pair
    // [2, 4] and [1, 4] by searching the first, then [1] by the second.
    #expect(shrunk == [1])
    #expect(steps == 3)
  }

  /// A property's shrinker: a second of shrinking by default; its shrunk
  /// case still fails and is no larger than the original.
  @Test func aShrunkCaseStillFailsAndIsNoLarger() {
    let property = Property(
      "ints.small", summary: "ints stay below 1000", generator: Gen<Int>.int(in: 0...100_000),
      check: { value, result in result.expect(value < 1000, "\(value) is not below 1000") })
    let shrinker = Shrinker(property: property)
    #expect(shrinker.limit == .standard)
    var failures = 0
    for seed in 0..<40 as Range<UInt64> {
      var choices = ChoiceSequence.random(seed: seed)
      let evaluation = property.evaluate(&choices)
      guard evaluation.isFailure else { continue }
      failures += 1
      let (shrunk, _) = shrinker.shrink(evaluation).pair
      #expect(shrunk.isFailure)
      #expect(!Shrinker.isSimpler(evaluation.choices, than: shrunk.choices))
      #expect(shrunk.description == "1000")
    }
    #expect(failures > 10)
  }
}
