import PropertyFuzzing
import Testing

/// A generator that could never draw a value is refused when it is made,
/// not when a case first draws from it: a suite with an empty list of
/// choices stops at once, before any case runs. (Exit tests: the refusal
/// runs in a child process. Each test first makes a generator that is
/// accepted, so that the check itself runs in the test's own process too,
/// where a coverage-guided choice of tests sees it.)
@Suite("Generators refused when made")
struct GeneratorPreconditionTests {
  @Test func oneOfTakesOneOrMoreAndRefusesNone() async {
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<Int>.oneOf([.always(4)]).generate(&zeros) == 4)
    await #expect(processExitsWith: .failure) { _ = Gen<Int>.oneOf([]) }
  }

  @Test func frequencyNeedsAPositiveWeight() async {
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<Int>.frequency([(0, .always(1)), (1, .always(2))]).generate(&zeros) == 2)
    await #expect(processExitsWith: .failure) {
      _ = Gen<Int>.frequency([(0, .always(1)), (-2, .always(2))])
    }
  }

  @Test func elementOfTakesOneOrMoreAndRefusesNone() async {
    var zeros = ChoiceSequence.replaying([])
    #expect(Gen<Int>.element(of: [7]).generate(&zeros) == 7)
    await #expect(processExitsWith: .failure) { _ = Gen<Int>.element(of: []) }
  }

  /// Zero and negative weights are left out; the rest keep their running
  /// sums.
  @Test func nonPositiveWeightsAreLeftOut() {
    let gen = Gen<Int>.frequency([
      (0, .always(0)), (2, .always(1)), (-1, .always(2)), (1, .always(3)),
    ])
    let picks = (0..<4).map { choice in
      var replay = ChoiceSequence.replaying([UInt64(choice)])
      return gen.generate(&replay)
    }
    #expect(picks == [1, 1, 3, 3])
  }
}
