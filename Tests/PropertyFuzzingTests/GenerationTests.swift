import PropertyFuzzing
import Testing

@Suite("Generators and choices")
struct GenerationTests {
  @Test func theSameSeedGivesTheSameValues() {
    let gen = Gen<Int>.int(in: -1000...1000).array(count: 0...20)
    var a = ChoiceSequence.random(seed: 9)
    var b = ChoiceSequence.random(seed: 9)
    #expect(gen.generate(&a) == gen.generate(&b))
  }

  @Test func replayingRecordedChoicesRegeneratesTheValue() {
    let gen = Gen<Double>.double(in: -10...10, specials: true).zip(.int(in: .min ... .max))
    for seed in 0..<200 as Range<UInt64> {
      var fresh = ChoiceSequence.random(seed: seed)
      let value = gen.generate(&fresh)
      var replay = ChoiceSequence.replaying(fresh.recorded)
      let again = gen.generate(&replay)
      #expect(value.0.bitPattern == again.0.bitPattern)
      #expect(value.1 == again.1)
    }
  }

  @Test func zeroChoicesGiveTheSimplestValues() {
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<Int>.int(in: -5...5).generate(&zeros) == 0)
    #expect(Gen<Int>.int(in: 0...9).array(count: 0...5).generate(&zeros) == [])
    #expect(Gen<Bool>.bool.generate(&zeros) == false)
    #expect(zeros.weightedBool(1, in: 8) == false)
  }

  @Test func integerEdgesAreDrawnOften() {
    let gen = Gen<Int>.int(in: .min ... .max)
    var hits = 0
    for seed in 0..<1000 as Range<UInt64> {
      var choices = ChoiceSequence.random(seed: seed)
      let value = gen.generate(&choices)
      if [0, 1, -1, .min, .max, .min + 1, .max - 1].contains(value) { hits += 1 }
    }
    // One draw in four is an edge; a uniform draw essentially never is.
    #expect(hits > 150 && hits < 350)
  }

  @Test func doubleSpecialsIncludeNaNAndInfinities() {
    let gen = Gen<Double>.double(in: 0...100, specials: true)
    var sawNaN = false
    var sawInfinity = false
    var inRange = 0
    for seed in 0..<2000 as Range<UInt64> {
      var choices = ChoiceSequence.random(seed: seed)
      let value = gen.generate(&choices)
      if value.isNaN { sawNaN = true }
      if value.isInfinite { sawInfinity = true }
      if (0...100).contains(value) { inRange += 1 }
    }
    #expect(sawNaN)
    #expect(sawInfinity)
    #expect(inRange > 1600)
  }

  @Test func outOfBoundReplayedChoicesAreClamped() {
    var choices = ChoiceSequence.replaying([17])
    #expect(choices.draw(below: 5) == 4)
    #expect(choices.draw(below: 5) == 0)
    #expect(choices.recorded == [4, 0])
  }

  @Test func integersShrinkTowardZero() {
    #expect(Gen<Int>.fromOffsetForTesting(0, in: .min ... .max) == 0)
    #expect(Gen<Int>.fromOffsetForTesting(1, in: .min ... .max) == -1)
    #expect(Gen<Int>.fromOffsetForTesting(2, in: .min ... .max) == 1)
    #expect(Gen<Int>.fromOffsetForTesting(.max, in: .min ... .max) == .min)
    #expect(Gen<Int>.fromOffsetForTesting(.max - 1, in: .min ... .max) == .max)
    #expect(Gen<Int>.fromOffsetForTesting(5, in: -2...10) == 3)
    #expect(Gen<Int>.fromOffsetForTesting(0, in: -10 ... -3) == -3)
    // Every offset of a small asymmetric range maps into it, one to one.
    let values = (0..<13).map { Gen<Int>.fromOffsetForTesting(UInt64($0), in: -2...10) }
    #expect(Set(values) == Set(-2...10))
  }

  @Test func runawayGeneratorsStopAtTheLimit() {
    var choices = ChoiceSequence(source: .random(seed: 1), limit: 10)
    for _ in 0..<20 { _ = choices.draw(below: 100) }
    #expect(choices.overran)
    #expect(choices.recorded.suffix(10).allSatisfy { $0 == 0 })
  }

  /// Each branch gets its weight's share of seeded draws (4,000 draws: a
  /// share off by one weight in the total, 1/3 instead of 1/4, is 20
  /// standard deviations away), and a replayed choice picks by the weights'
  /// running sums.
  @Test func frequencyGivesEachBranchItsWeight() {
    let gen = Gen<Int>.frequency([(1, .always(0)), (2, .always(1)), (1, .always(2))])
    var choices = ChoiceSequence.random(seed: 9)
    var counts = [0, 0, 0]
    for _ in 0..<4000 { counts[gen.generate(&choices)] += 1 }
    #expect((900...1100).contains(counts[0]), "\(counts)")
    #expect((1850...2150).contains(counts[1]), "\(counts)")
    #expect((900...1100).contains(counts[2]), "\(counts)")
    for (choice, expected) in [(0, 0), (1, 1), (2, 1), (3, 2)] {
      var replay = ChoiceSequence.replaying([UInt64(choice)])
      #expect(gen.generate(&replay) == expected, "choice \(choice)")
    }
  }

  /// Near boundaries: a third of the draws go to the candidates (each
  /// boundary, one below, one above, when in range: here 7 of them, about
  /// 140 draws each of 3,000), the rest spread over the range (about 20 a
  /// value), so a candidate shifted by one shows.
  @Test func intNearBoundariesFavoursExactlyTheCandidates() {
    let gen = Gen<Int>.int(in: 0...100, near: [0, 50, 100])
    var choices = ChoiceSequence.random(seed: 4)
    var counts = [Int](repeating: 0, count: 101)
    for _ in 0..<3000 { counts[gen.generate(&choices)] += 1 }
    for candidate in [0, 1, 49, 50, 51, 99, 100] {
      #expect(counts[candidate] > 90, "\(candidate): \(counts[candidate])")
    }
    for other in [2, 48, 52, 98] {
      #expect(counts[other] < 60, "\(other): \(counts[other])")
    }
  }

  /// A restarted sequence is a fresh one: the same record and draws as a
  /// new sequence of that seed, whatever it did before (overran its limit,
  /// replayed a prefix), with the whole limit again.
  @Test func restartIsAFreshSequence() {
    func draws(_ sequence: inout ChoiceSequence, _ count: Int) -> [UInt64] {
      (0..<count).map { _ in sequence.draw(below: 1000) }
    }
    var fresh = ChoiceSequence(source: .random(seed: 7), limit: 10)
    let expected = draws(&fresh, 10)

    var overrun = ChoiceSequence(source: .random(seed: 1), limit: 10)
    _ = draws(&overrun, 25)
    #expect(overrun.overran)
    overrun.restart(seed: 7)
    #expect(overrun.recorded.isEmpty)
    #expect(draws(&overrun, 10) == expected)
    #expect(overrun.recorded == fresh.recorded)
    #expect(!overrun.overran, "the limit starts again")

    var replay = ChoiceSequence(
      prefix: [5, 5, 5], source: .random(seed: 2), limit: 10)
    _ = draws(&replay, 2)
    replay.restart(seed: 7)
    #expect(draws(&replay, 10) == expected, "the old prefix is not replayed")
  }

  /// Edge bias on a range's integers: the ends, one inside each end, and
  /// the middle are drawn far more often than an ordinary value. Each
  /// value from its own seed (one sequence would reach its limit of
  /// choices two thirds of the way): about 514 draws an edge, 214 an
  /// ordinary value, so 1.6 times the most frequent of six ordinary values
  /// (about 375) is six standard deviations below an edge's count.
  @Test func intEdgesAreTheEndsOneInsideAndTheMiddle() {
    let gen = Gen<Int>.int(in: 10...30)
    var counts = [Int: Int]()
    for seed in 0..<6000 as Range<UInt64> {
      var choices = ChoiceSequence.random(seed: seed)
      counts[gen.generate(&choices), default: 0] += 1
    }
    let ordinary = [12, 13, 17, 23, 27, 28].map { counts[$0] ?? 0 }.max() ?? 0
    for edge in [10, 11, 20, 29, 30] {
      #expect(
        Double(counts[edge] ?? 0) > 1.6 * Double(ordinary),
        "\(edge): \(counts[edge] ?? 0), ordinary \(ordinary)")
    }
  }

  /// Whole values and their halves and thirds, each fraction reached.
  @Test func doublesReachHalvesAndBothThirds() {
    let gen = Gen<Double>.double(in: 0...50)
    var choices = ChoiceSequence.random(seed: 3)
    var fractions = Set<Double>()
    for _ in 0..<4000 {
      let value = gen.generate(&choices)
      let fraction = value - value.rounded(.down)
      for known in [0, 0.5, 1.0 / 3, 2.0 / 3] where abs(fraction - known) < 1e-9 {
        fractions.insert(known)
      }
    }
    #expect(fractions == [0, 0.5, 1.0 / 3, 2.0 / 3])
  }

  @Test func frequencyAndOneOfPreferTheFirstWhenShrunk() {
    var zeros = ChoiceSequence.replaying([])
    let gen = Gen<String>.frequency([(1, .always("a")), (9, .always("b"))])
    #expect(gen.generate(&zeros) == "a")
    #expect(Gen<String>.oneOf([.always("x"), .always("y")]).generate(&zeros) == "x")
    #expect(Gen<Int>.element(of: [3, 4]).generate(&zeros) == 3)
  }
}
