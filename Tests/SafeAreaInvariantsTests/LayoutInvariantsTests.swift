import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaMutants
import Testing

@Suite("Layout invariants hold for the engine and catch every layout mutant")
struct LayoutInvariantsTests {
  static let cases = 2000
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]

  /// The layout properties of the suite, on the real engine.
  static let layoutProperties = InvariantSuite.properties(for: .real).filter {
    $0.name.hasPrefix("layout.")
  }

  /// The layout mutants.
  static let layoutMutants = Mutant.all.filter { $0.name.hasPrefix("layout.") }

  @Test("there are layout properties and the eight layout mutants")
  func registered() {
    #expect(Self.layoutProperties.count >= 12)
    #expect(Self.layoutMutants.count == 8)
    let names = Set(Self.layoutProperties.map(\.name))
    for mutant in Self.layoutMutants {
      #expect(!mutant.caughtBy.isEmpty, "\(mutant.name) names no invariant")
      for name in mutant.caughtBy {
        #expect(names.contains(name), "\(mutant.name) names unknown invariant \(name)")
      }
    }
  }

  @Test(
    "every layout property passes on the real engine", arguments: Self.layoutProperties.map(\.name))
  func passesOnRealEngine(name: String) throws {
    let property = try #require(Self.layoutProperties.first { $0.name == name })
    let report = PropertyRunner(property: property, seed: 1).run(budget: .cases(Self.cases))
    #expect(
      report.failure == nil,
      "\(name) failed: \(report.failure?.shrunk ?? "") \(report.failure?.messages ?? [])")
    #expect(report.statistics.cases > Self.cases / 2, "\(name) discarded too many cases")
  }

  /// The edge cases each generator must reach, as the labels its property
  /// gives them.
  static let requiredLabels: [(property: String, labels: [String])] = [
    (
      "layout.stripsMatchTable",
      ["posture FP", "posture FL", "posture FR", "posture UP", "posture UL", "left strip"]
    ),
    (
      "layout.bandClearsCornerBlocks",
      ["posture FP", "invented", "zero-height band", "band touches a block", "band beside a block"]
    ),
    (
      "layout.containerCentredInBand",
      ["uncapped", "anchored at the bottom", "unequal side insets", "no room"]
    ),
    (
      "layout.trailingControlAgainstRightInset",
      ["zero-height row", "unequal side insets", "right inset dropped beside a strip"]
    ),
    ("layout.topBarUsesOneStatusHeight", ["status island", "posture UP"]),
    (
      "layout.reductionIsBitIdentical",
      ["zero side insets", "-0.0 window width", "uncapped", "band ends reversed"]
    ),
    ("layout.subviewInsetsWithinExtent", ["inside the safe area", "frame is the safe rectangle"]),
    ("layout.marginsMirrorUnderRTL", ["from the safe area", "symmetric margins"]),
    ("layout.anchorsFollowOSVersion", ["before the safe-area API", "legacy guides"]),
    (
      "layout.staticElementsClearBands",
      ["static element", "cell content (vertical scroll)", "scroll view", "catalog screen"]
    ),
  ]

  @Test("the generators reach the edge cases they promise", arguments: requiredLabels.indices)
  func edgeCasesReached(index: Int) throws {
    let (name, labels) = Self.requiredLabels[index]
    let property = try #require(Self.layoutProperties.first { $0.name == name })
    let report = PropertyRunner(property: property, seed: 1).run(budget: .cases(Self.cases))
    for label in labels {
      #expect(
        report.statistics.labels[label, default: 0] > 0,
        "\(name) never produced a case labelled \(label) in \(Self.cases) cases")
    }
  }

  @Test(
    "every layout mutant is caught within 2000 cases", arguments: Self.layoutMutants.map(\.name))
  func mutantCaught(name: String) throws {
    let mutant = try #require(Self.layoutMutants.first { $0.name == name })
    let properties = InvariantSuite.properties(for: mutant.engine)
    for seed in Self.seeds {
      let caught = try mutant.caughtBy.contains { propertyName in
        let property = try #require(properties.first { $0.name == propertyName })
        let runner = PropertyRunner(
          property: property, seed: seed, shrinkLimit: ShrinkLimit(candidates: 500))
        return runner.run(budget: .cases(Self.cases)).failure != nil
      }
      #expect(
        caught, "\(name) survived \(Self.cases) cases of \(mutant.caughtBy) with seed \(seed)")
    }
  }

  @Test("the screen-centred mutant sits 42 pt toward FP's strip, as the seed says")
  func screenCentredIsFortyTwoPoints() throws {
    let mutant = try #require(Self.layoutMutants.first { $0.name == "layout.screenCentred" })
    let sides = SideInsets(left: 0, right: 84)
    let right = Engine.real.centredPlacement(466, sides, 0, 100)
    let wrong = mutant.engine.centredPlacement(466, sides, 0, 100)
    #expect(right == HorizontalPlacement(minX: 141, width: 100))
    #expect(wrong.minX - right.minX == 42)
  }
}
