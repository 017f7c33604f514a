import PropertyFuzzing
import Testing

/// `next(below:)` against an independent reference: wyrand from the seed
/// (the case stream), and Lemire's rejection written the plain way
/// (reject every product whose low half is below 2^64 mod bound),
/// computed in Python. The bounds are chosen so that rejections are
/// frequent (just over 2^63: about one draw in two is rejected; 8 and 8
/// rejections in these 12 draws), where a rejection skipped or a wrong
/// threshold changes the values.
@Suite("Uniform draws below a bound")
struct UniformBelowTests {
  @Test func theStreamOfSeed7() {
    var stream = CaseStream(seed: 7)
    #expect(
      (0..<3).map { _ in stream.next() } == [
        16_292_765_481_176_799_425, 15_778_304_849_968_482_104, 7_116_806_604_310_374_488,
      ])
  }

  @Test(
    arguments: [
      (
        7, (1 << 63) + 1,
        [
          7_889_152_424_984_241_052, 2_267_031_623_877_409_643, 6_957_593_661_396_384_008,
          5_009_744_670_115_518_846, 714_820_870_698_746_779, 3_495_921_531_564_278_012,
          682_217_451_604_436_526, 3_349_051_692_182_116_872, 9_160_887_769_184_152_492,
          3_631_856_323_307_139_002, 3_193_765_757_716_686_892, 475_850_505_458_504_634,
        ]
      ),
      (
        7, 3 << 62,
        [
          12_219_574_110_882_599_568, 3_400_547_435_816_114_465, 1_072_231_306_048_120_169,
          5_243_882_297_346_417_018, 12_223_825_878_408_108_711, 12_584_567_035_659_582_597,
          1_023_326_177_406_654_789, 5_023_577_538_273_175_308, 5_447_784_484_960_708_503,
          4_790_648_636_575_030_338, 4_610_313_656_785_262_386, 713_775_758_187_756_951,
        ]
      ),
      (
        11, .max,
        [
          5_465_023_315_925_113_794, 12_654_441_312_904_799_435, 17_715_893_968_676_123_168,
          11_078_359_461_192_077_669, 7_182_865_008_873_551_847, 13_327_766_355_248_613_890,
          7_304_411_741_183_495_547, 16_905_688_199_224_308_441, 13_302_066_023_818_725_799,
          16_351_766_705_161_372_700, 3_353_067_946_469_022_886, 5_723_645_938_827_668_764,
        ]
      ),
    ] as [(UInt64, UInt64, [UInt64])])
  func matchesTheReference(seed: UInt64, bound: UInt64, expected: [UInt64]) {
    var stream = CaseStream(seed: seed)
    #expect((0..<12).map { _ in stream.next(below: bound) } == expected)
  }

  /// A draw of the case loop's unrecorded sequence (inlined, its rejection
  /// out of line) gives the stream's own bounded values, and a recorded
  /// sequence of the same seed records them.
  @Test(arguments: [UInt64(1) << 63 + 1, 3 << 62, 0, 6, 1])
  func everyPathDrawsTheSameValues(bound: UInt64) {
    var stream = CaseStream(seed: 5)
    let expected = (0..<40).map { _ in stream.next(below: bound) }
    var recorded = ChoiceSequence.random(seed: 5)
    #expect((0..<40).map { _ in recorded.draw(below: bound) } == expected)
    #expect(recorded.recorded == expected)
  }

  /// An integer's two choices from one word (its edge choice from the top
  /// two bits, the value or edge pick from the other 62): in 0...2 every
  /// value is an edge value too, so each is a third of the draws (10,000
  /// of 30,000, a standard deviation of 82) whichever branch drew it, and
  /// a full-range draw (a fresh word for the value) is as often negative
  /// as not.
  @Test func anIntegersPairOfChoicesIsUniform() {
    var counts = [0, 0, 0]
    var negative = 0
    for seed in 0..<30_000 as Range<UInt64> {
      var choices = ChoiceSequence.random(seed: seed)
      counts[choices.int(in: 0...2)] += 1
      if choices.int(in: .min ... .max) < 0 { negative += 1 }
    }
    for count in counts { #expect(abs(count - 10_000) < 400, "\(counts)") }
    // Three of the seven edge values (-1, .min, .min + 1) are negative,
    // and half the plain ones: 14,464 expected, a deviation of 87.
    #expect(abs(negative - 14_464) < 500, "\(negative)")
  }
}
