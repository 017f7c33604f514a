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

  @Test func seedOneIsPinned() {
    // Golden: if this changes, every recorded seed means different cases
    // (the corpus keeps choices, not seeds, and is unaffected).
    var stream = CaseStream(seed: 1)
    let first = (0..<3).map { _ in stream.next() }
    var again = CaseStream(seed: 1)
    #expect((0..<3).map { _ in again.next() } == first)
    #expect(first == Self.seedOneGolden)
  }

  static let seedOneGolden: [UInt64] = [
    0xCDEF_1695_E1F8_ED2C, 0x61D6_D24B_1C9A_AD40, 0x8CF8_80C2_2EEB_FADF,
  ]

  @Test(arguments: [1, 2, 3, 7, 10, 1000, UInt64.max / 3 + 1])
  func boundedDrawsStayBelowTheBound(bound: UInt64) {
    var stream = CaseStream(seed: 42)
    for _ in 0..<1000 {
      #expect(stream.next(below: bound) < bound)
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
