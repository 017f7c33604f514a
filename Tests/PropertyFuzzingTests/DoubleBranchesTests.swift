import PropertyFuzzing
import Testing

/// The branches of a double draw, each read exactly from replayed
/// choices: specials one draw in eight (when asked), then eight kinds:
/// whole values and their halves and thirds (0 to 3), the range's edges
/// and simple values (4 and 5), a uniform real (6 and 7); without edge
/// bias, only the uniform real.
@Suite("Doubles: the branches of a draw")
struct DoubleBranchesTests {
  static func draw(
    _ range: ClosedRange<Double>, specials: Bool = false, _ choices: [UInt64],
    edgeBias: Bool = true
  ) -> (value: Double, recorded: [UInt64]) {
    var sequence = ChoiceSequence.replaying(choices, edgeBias: edgeBias)
    let value = Gen<Double>.double(in: range, specials: specials).generate(&sequence)
    return (value, sequence.recorded)
  }

  /// The edges of a range: 0, 1, the bounds, the middle and 0.5, those in
  /// range, repeats kept.
  static func edges(of range: ClosedRange<Double>) -> [Double] {
    let count = Int(draw(range, [4, .max]).recorded[1]) + 1
    return (0..<count).map { draw(range, [4, UInt64($0)]).value }
  }

  @Test(arguments: [
    (0.0...10, [0.0, 1, 0, 10, 5, 0.5]),
    (2...6, [2, 6, 4]),
    (-4 ... -2, [-4, -2, -3]),
    (0.25...0.75, [0.25, 0.75, 0.5, 0.5]),
    (1...1, [1, 1, 1, 1]),
  ])
  func edgeValues(range: ClosedRange<Double>, expected: [Double]) {
    #expect(Self.edges(of: range) == expected)
  }

  /// Kind 0 to 3: a whole value of the range, plus 0, a half or a third;
  /// a fraction past the upper bound falls back to the whole value.
  @Test func wholeValuesAndFractions() {
    #expect(Self.draw(0...2.5, [0, 2, 1]).value == 2.5)
    #expect(Self.draw(0...2.4, [0, 2, 1]).value == 2)
    #expect(Self.draw(0...10, [3, 7, 2]).value == 7 + 1.0 / 3)
    #expect(Self.draw(0...10, [.max, .max, .max]).recorded == [7, 1 << 53 - 1])
    // A single whole value still takes the whole branch: a whole value and
    // a fraction are drawn.
    let single = Self.draw(2...2, [0, 0, 1])
    #expect(single.value == 2)
    #expect(single.recorded == [0, 0, 1])
  }

  /// More than 10^15 whole values: a uniform real instead; at exactly
  /// 10^15, still one.
  @Test(arguments: [-1e15...0, 0...1e15, 0...2e15])
  func tooManyWholeValuesGiveAUniformReal(range: ClosedRange<Double>) {
    #expect(Self.draw(range, [0, .max]).recorded == [0, 1 << 53 - 1])
  }

  @Test func justUnder1e15WholeValuesAreWhole() {
    #expect(Self.draw(0...(1e15 - 1), [0, .max]).recorded == [0, 999_999_999_999_999, 0])
  }

  /// Kind 3 is whole, kind 6 and 7 uniform.
  @Test func theKindsSplitAtFourAndSix() {
    #expect(Self.draw(0...10, [3, 4, 0]).value == 4)
    #expect(Self.draw(2...6, [6, 1 << 52]).value == 4)
    #expect(Self.draw(2...6, [6, 0]).value == 2)
    let top = Self.draw(0...1, [7, .max])
    #expect(top.value == (1.0).nextDown)
    #expect(top.recorded == [7, 1 << 53 - 1])
  }

  /// Without edge bias: a uniform real over the range, from its lower
  /// bound to one unit of 2^-53 of the range under its upper.
  @Test func withoutEdgeBiasAUniformReal() {
    #expect(Self.draw(2...6, [0], edgeBias: false).value == 2)
    #expect(Self.draw(2...6, [1 << 52], edgeBias: false).value == 4)
    #expect(Self.draw(-8 ... -4, [1 << 51], edgeBias: false).value == -7)
    let top = Self.draw(0...1, [.max], edgeBias: false)
    #expect(top.value == (1.0).nextDown)
    #expect(top.recorded == [1 << 53 - 1])
  }

  /// Specials, one draw in eight: the fixed pool, then just outside the
  /// range (one ulp, then one whole, past each bound).
  @Test func specialsAndJustOutside() {
    #expect(Self.draw(2...6, specials: true, [7, 0]).value.isNaN)
    let outside = (11..<15).map { Self.draw(2...6, specials: true, [7, UInt64($0)]).value }
    #expect(outside == [(2.0).nextDown, (6.0).nextUp, 1, 7])
    #expect(Self.draw(2...6, specials: true, [.max, .max]).recorded == [7, 14])
    // Choice 6 of 8 is no special: kind 0, whole value 2.
    #expect(Self.draw(2...6, specials: true, [6, 0, 0, 0]).value == 2)
  }
}
