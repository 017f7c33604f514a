import PropertyFuzzing
import Testing

/// `next(below:)` against an independent reference: xoshiro256** seeded
/// by SplitMix64, and Lemire's rejection written the plain way (reject
/// every product whose low half is below 2^64 mod bound), computed in
/// Python. The bounds are chosen so that rejections are frequent (just
/// over 2^63: about one draw in two is rejected; 13 and 6 rejections in
/// these 12 draws), where a rejection skipped or a wrong threshold
/// changes the values.
@Suite("Uniform draws below a bound")
struct UniformBelowTests {
  @Test func theStreamOfSeed7() {
    var generator = Xoshiro256StarStar(seed: 7)
    #expect(
      (0..<3).map { _ in generator.next() } == [
        12_923_355_070_828_475_994, 5_142_052_590_334_782_674, 15_488_392_906_492_639_638,
      ])
  }

  @Test(
    arguments: [
      (
        7, (1 << 63) + 1,
        [
          6_461_677_535_414_237_997, 7_744_196_453_246_319_819, 9_049_029_322_324_588_832,
          9_139_072_988_219_048_332, 1_400_256_439_129_669_809, 6_750_200_521_807_187_948,
          2_367_621_049_898_315_487, 1_443_456_880_271_936_157, 1_233_180_231_008_125_398,
          1_581_129_764_374_607_292, 6_007_701_357_827_324_246, 6_913_927_766_047_711_413,
        ]
      ),
      (
        7, 3 << 62,
        [
          9_692_516_303_121_356_995, 3_856_539_442_751_087_005, 11_616_294_679_869_479_728,
          12_074_878_111_676_180_790, 2_100_384_658_694_504_714, 7_489_852_155_027_228_977,
          12_990_643_570_143_143_772, 12_186_621_427_395_943_313, 6_245_417_102_835_143_947,
          7_759_795_121_471_849_912, 3_551_431_574_847_473_231, 6_450_708_816_560_655_670,
        ]
      ),
      (
        11, .max,
        [
          4_118_682_332_196_087_774, 1_609_190_652_402_573_440, 4_524_261_822_856_303_788,
          8_186_203_469_158_895_159, 1_572_621_373_277_208_149, 5_657_094_326_528_388_494,
          9_452_724_415_294_732_986, 18_368_547_967_376_848_664, 11_658_377_801_471_194_584,
          4_226_375_597_405_381_510, 1_170_811_111_865_358_818, 6_249_991_440_498_483_003,
        ]
      ),
    ] as [(UInt64, UInt64, [UInt64])])
  func matchesTheReference(seed: UInt64, bound: UInt64, expected: [UInt64]) {
    var generator = Xoshiro256StarStar(seed: seed)
    #expect((0..<12).map { _ in generator.next(below: bound) } == expected)
  }
}
