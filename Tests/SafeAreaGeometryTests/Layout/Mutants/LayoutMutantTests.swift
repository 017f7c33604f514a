import SafeAreaGeometry
import Testing

/// Runs `check` over `count` generated inputs and returns the index of the
/// first input it rejects, or `nil` when every input passed.
func firstFailure<Input>(
  seed: UInt64, count: Int, generate: (inout LayoutSplitMix64) -> Input,
  check: (Input) -> Bool
) -> Int? {
  var rng = LayoutSplitMix64(seed: seed)
  for index in 0..<count where !check(generate(&rng)) {
    return index
  }
  return nil
}

@Suite("Layout invariants hold for the engine and catch every mutant")
struct LayoutMutantTests {
  static let seeds: [UInt64] = [1, 2, 3]
  static let cases = 3000

  func expectHolds<Input>(
    _ name: String, seed: UInt64, generate: (inout LayoutSplitMix64) -> Input,
    check: (Input) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let failure = firstFailure(seed: seed, count: Self.cases, generate: generate, check: check)
    #expect(
      failure == nil, "\(name) fails on the engine at case \(failure ?? -1)",
      sourceLocation: sourceLocation)
  }

  func expectCaught<Input>(
    _ mutant: String, seed: UInt64, generate: (inout LayoutSplitMix64) -> Input,
    check: (Input) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let failure = firstFailure(seed: seed, count: Self.cases, generate: generate, check: check)
    #expect(
      failure != nil, "mutant \(mutant) survived \(Self.cases) cases",
      sourceLocation: sourceLocation)
  }

  @Test("the engine satisfies every layout invariant", arguments: seeds)
  func engineHolds(seed: UInt64) {
    expectHolds("bandClearsCornerBlocks", seed: seed, generate: LayoutGenerators.band) {
      LayoutInvariants.bandClearsCornerBlocks($0)
    }
    expectHolds("containerCentredInBand", seed: seed, generate: LayoutGenerators.container) {
      LayoutInvariants.containerCentredInBand($0)
    }
    expectHolds(
      "trailingControlAgainstRightInset", seed: seed, generate: LayoutGenerators.trailingControl
    ) { LayoutInvariants.trailingControlAgainstRightInset($0) }
    expectHolds("topBarUsesOneStatusHeight", seed: seed, generate: LayoutGenerators.topBar) {
      LayoutInvariants.topBarUsesOneStatusHeight($0)
    }
    expectHolds("reductionIsBitIdentical", seed: seed, generate: LayoutGenerators.plain) {
      LayoutInvariants.reductionIsBitIdentical($0)
    }
    expectHolds(
      "sideColumnButtonInStrip", seed: seed, generate: LayoutGenerators.cornerBlockLayout
    ) { LayoutInvariants.sideColumnButtonInStrip($0) }
    expectHolds("subviewInsetsWithinExtent", seed: seed, generate: LayoutGenerators.subview) {
      LayoutInvariants.subviewInsetsWithinExtent($0)
    }
    expectHolds("marginsMirrorUnderRTL", seed: seed, generate: LayoutGenerators.margins) {
      LayoutInvariants.marginsMirrorUnderRTL($0)
    }
    expectHolds(
      "islandShiftIsBoundedAndMonotone", seed: seed,
      generate: { rng in
        (
          1 + rng.measure(100), rng.measure(60), rng.measure(200), rng.measure(300),
          rng.measure(300)
        )
      }
    ) {
      LayoutInvariants.islandShiftIsBoundedAndMonotone(
        island: $0.0, row: $0.1, inset: $0.2, a: $0.3, b: $0.4)
    }
  }

  @Test("static elements clear the bands on every catalog and TV device")
  func staticElements() {
    for device in Device.catalog + Device.tvCatalog {
      for orientation in Orientation.allCases {
        #expect(LayoutInvariants.staticElementsClearBands(device, orientation), "\(device.name)")
      }
    }
  }

  @Test("every mutant is caught by its invariant", arguments: seeds)
  func mutantsCaught(seed: UInt64) {
    expectCaught("symmetricLeftInset", seed: seed, generate: LayoutGenerators.container) {
      LayoutInvariants.containerCentredInBand($0, place: LayoutMutants.symmetricLeftInset)
    }
    expectCaught("screenCentred", seed: seed, generate: LayoutGenerators.container) {
      LayoutInvariants.containerCentredInBand($0, place: LayoutMutants.screenCentred)
    }
    expectCaught("nonReducingFix", seed: seed, generate: LayoutGenerators.plain) {
      LayoutInvariants.reductionIsBitIdentical($0, place: LayoutMutants.nonReducingFix)
    }
    expectCaught(
      "trailingAtLeftInset", seed: seed, generate: LayoutGenerators.trailingControl
    ) {
      LayoutInvariants.trailingControlAgainstRightInset($0, minX: LayoutMutants.trailingAtLeftInset)
    }
    expectCaught("sideInsetsIgnored", seed: seed, generate: LayoutGenerators.band) {
      LayoutInvariants.bandClearsCornerBlocks($0, bandFrame: LayoutMutants.sideInsetsIgnored)
    }
    expectCaught("mixedStatusHeights", seed: seed, generate: LayoutGenerators.topBar) {
      LayoutInvariants.topBarUsesOneStatusHeight($0, topBar: LayoutMutants.mixedStatusHeights)
    }
    expectCaught("unclampedSubviewInsets", seed: seed, generate: LayoutGenerators.subview) {
      LayoutInvariants.subviewInsetsWithinExtent($0, insets: LayoutMutants.unclampedSubviewInsets)
    }
    expectCaught("marginsIgnoreDirection", seed: seed, generate: LayoutGenerators.margins) {
      LayoutInvariants.marginsMirrorUnderRTL($0, margins: LayoutMutants.marginsIgnoreDirection)
    }
  }

  @Test("the screen-centred mutant is 42 pt toward FP's strip, as the seed says")
  func fortyTwoPoints() {
    let sides = SideInsets(left: 0, right: 84)
    let right = CornerBlockLayout.centredPlacement(
      containerWidth: 466, sideInsets: sides, margin: 0, maximumWidth: 100)
    let wrong = LayoutMutants.screenCentred(
      containerWidth: 466, sideInsets: sides, margin: 0, maximumWidth: 100)
    #expect(wrong.minX - right.minX == 42)
  }
}
