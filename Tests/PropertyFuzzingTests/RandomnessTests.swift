import PropertyFuzzing
import Testing

@Suite("Seeded randomness")
struct RandomnessTests {
  @Test func splitMixMatchesTheReferenceOutputs() {
    var generator = SplitMix64(seed: 0)
    // The first outputs of Vigna's splitmix64.c from a zero state.
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func xoshiroMatchesTheReferenceOutputs() {
    // xoshiro256starstar.c with the state {1, 2, 3, 4}.
    var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
    #expect(generator.next() == 11520)
    #expect(generator.next() == 0)
    #expect(generator.next() == 1_509_978_240)
    #expect(generator.next() == 1_215_971_899_390_074_240)
  }

  @Test func seedOneIsPinned() {
    // Golden: if this changes, every recorded seed means different cases.
    var generator = Xoshiro256StarStar(seed: 1)
    let first = (0..<3).map { _ in generator.next() }
    var again = Xoshiro256StarStar(seed: 1)
    #expect((0..<3).map { _ in again.next() } == first)
    #expect(first == Self.seedOneGolden)
  }

  static let seedOneGolden: [UInt64] = [
    0xB3F2_AF6D_0FC7_10C5, 0x853B_5596_4736_4CEA, 0x92F8_9756_082A_4514,
  ]

  @Test(arguments: [1, 2, 3, 7, 10, 1000, UInt64.max / 3 + 1])
  func boundedDrawsStayBelowTheBound(bound: UInt64) {
    var generator = Xoshiro256StarStar(seed: 42)
    for _ in 0..<1000 {
      #expect(generator.next(below: bound) < bound)
    }
  }

  @Test func caseSeedsDependOnPropertyAndIndexOnly() {
    let a = SeedDerivation.caseSeed(runSeed: 1, property: "clip.wellFormed", index: 5)
    #expect(a == SeedDerivation.caseSeed(runSeed: 1, property: "clip.wellFormed", index: 5))
    #expect(a != SeedDerivation.caseSeed(runSeed: 1, property: "clip.wellFormed", index: 6))
    #expect(a != SeedDerivation.caseSeed(runSeed: 2, property: "clip.wellFormed", index: 5))
    #expect(a != SeedDerivation.caseSeed(runSeed: 1, property: "clip.symmetric", index: 5))
    #expect(SeedDerivation.stableHash("") == 0xCBF2_9CE4_8422_2325)
  }
}
