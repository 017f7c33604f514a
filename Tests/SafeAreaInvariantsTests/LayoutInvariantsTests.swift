import PropertyFuzzing
import SafeAreaGeometry
import Testing

import SafeAreaInvariants

/// The layout properties of the suite, by name.
let layoutProperties = InvariantSuite.properties(for: .real).filter { $0.name.hasPrefix("layout.") }

/// The layout mutants, by name.
let layoutMutants = Mutant.all.filter { $0.name.hasPrefix("layout.") }

@Suite("Layout invariants hold for the engine and catch every layout mutant")
struct LayoutInvariantsTests {
  static let cases = 2000
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]

  @Test("there are layout properties and the eight layout mutants")
  func registered() {
    #expect(layoutProperties.count >= 12)
    #expect(layoutMutants.count == 8)
    let names = Set(layoutProperties.map(\.name))
    for mutant in layoutMutants {
      #expect(!mutant.caughtBy.isEmpty, "\(mutant.name) names no invariant")
      for name in mutant.caughtBy {
        #expect(names.contains(name), "\(mutant.name) names unknown invariant \(name)")
      }
    }
  }

  @Test("every layout property passes on the real engine", arguments: layoutProperties.map(\.name))
  func passesOnRealEngine(name: String) throws {
    let property = try #require(layoutProperties.first { $0.name == name })
    let report = PropertyRunner(property: property, seed: 1).run(budget: .cases(Self.cases))
    #expect(
      report.failure == nil,
      "\(name) failed: \(report.failure?.shrunk ?? "") \(report.failure?.messages ?? [])")
    #expect(report.statistics.cases > Self.cases / 2, "\(name) discarded too many cases")
    print("STATS \(name): \(report.statistics.cases) cases, \(report.statistics.shares.map { "\($0.label) \(Int($0.share * 100))%" }.joined(separator: ", "))")
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
    let property = try #require(layoutProperties.first { $0.name == name })
    let report = PropertyRunner(property: property, seed: 1).run(budget: .cases(Self.cases))
    for label in labels {
      #expect(
        report.statistics.labels[label, default: 0] > 0,
        "\(name) never produced a case labelled \(label) in \(Self.cases) cases")
    }
  }

  @Test("every layout mutant is caught within 2000 cases", arguments: layoutMutants.map(\.name))
  func mutantCaught(name: String) throws {
    let mutant = try #require(layoutMutants.first { $0.name == name })
    let properties = InvariantSuite.properties(for: mutant.engine)
    for seed in Self.seeds {
      var caught: [String] = []
      for propertyName in mutant.caughtBy {
        let property = try #require(properties.first { $0.name == propertyName })
        let report = PropertyRunner(property: property, seed: seed, shrinkTimeLimit: .milliseconds(50))
          .run(budget: .cases(Self.cases))
        if let failure = report.failure {
          caught.append("\(propertyName) at case \(failure.caseIndex)")
          if seed == 1 { print("SHRUNK \(name): \(failure.shrunk) -- \(failure.messages)") }
        }
      }
      print("mutant \(name) seed \(seed): \(caught.isEmpty ? "survived" : caught.joined(separator: ", "))")
      #expect(!caught.isEmpty, "\(name) survived \(Self.cases) cases of \(mutant.caughtBy) with seed \(seed)")
    }
  }
}
