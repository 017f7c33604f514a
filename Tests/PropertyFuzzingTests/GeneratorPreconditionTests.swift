import PropertyFuzzing
import Testing

/// A generator that could never draw a value is refused when it is made,
/// not when a case first draws from it: a suite with an empty list of
/// choices stops at once, before any case runs. (Exit tests: each runs in
/// a child process.)
@Suite("Generators refused when made")
struct GeneratorPreconditionTests {
  @Test func oneOfNothing() async {
    await #expect(processExitsWith: .failure) { _ = Gen<Int>.oneOf([]) }
  }

  @Test func frequencyWithoutAPositiveWeight() async {
    await #expect(processExitsWith: .failure) {
      _ = Gen<Int>.frequency([(0, .always(1)), (-2, .always(2))])
    }
  }

  @Test func elementOfNothing() async {
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
