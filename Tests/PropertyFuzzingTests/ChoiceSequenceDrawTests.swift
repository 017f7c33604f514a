import PropertyFuzzing
import Testing

/// The choice sequence's own draws and settings: the limit, the strategy
/// a sequence is made with, inclusive draws up to `UInt64.max`, and
/// weighted Booleans at the edges of their chances.
@Suite("Choice sequences: draws and settings")
struct ChoiceSequenceDrawTests {
  @Test func theDefaultLimitIs8192() {
    #expect(ChoiceSequence(source: .zeros).limit == 8192)
    #expect(ChoiceSequence.replaying([]).limit == 8192)
    #expect(ChoiceSequence.random(seed: 1).limit == 8192)
  }

  @Test(arguments: [true, false])
  func theStrategyIsKept(edgeBias: Bool) {
    #expect(ChoiceSequence.random(seed: 1, edgeBias: edgeBias).edgeBias == edgeBias)
    #expect(ChoiceSequence.replaying([], edgeBias: edgeBias).edgeBias == edgeBias)
  }

  /// The limit-th draw is past the limit even while a prefix lasts.
  @Test func theLimitCutsAPrefixShort() {
    var choices = ChoiceSequence(prefix: [5, 5, 5], source: .zeros, limit: 2)
    #expect([choices.draw(below: 9), choices.draw(below: 9)] == [5, 5])
    #expect(!choices.overran)
    #expect(choices.draw(below: 9) == 0)
    #expect(choices.overran)
  }

  @Test func drawThroughIncludesItsBound() {
    var choices = ChoiceSequence.replaying([.max, 9, .max, 0])
    #expect(choices.draw(through: .max) == .max)
    #expect(choices.draw(through: 5) == 5)
    #expect(choices.draw(through: 5) == 5)
    #expect(choices.draw(through: 0) == 0)
    #expect(choices.recorded == [.max, 5, 5, 0])
  }

  /// `numerator` in `denominator`: the largest choices are the true ones;
  /// a chance of 1 in 1 (or in 0, read as 1) is always true, 0 in 0
  /// never.
  @Test func weightedBoolAtTheEdges() {
    var choices = ChoiceSequence.replaying([0, 0, .max, 0, 6, 7])
    let answers = [
      choices.weightedBool(1, in: 1), choices.weightedBool(1, in: 0),
      choices.weightedBool(0, in: 0), choices.weightedBool(0, in: 3),
      choices.weightedBool(1, in: 8), choices.weightedBool(1, in: 8),
    ]
    #expect(answers == [true, true, false, false, false, true])
    #expect(choices.recorded == [0, 0, 0, 0, 6, 7])
  }
}
