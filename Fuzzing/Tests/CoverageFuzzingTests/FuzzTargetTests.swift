import CoverageFuzzing
import PropertyFuzzing
import SafeAreaInvariants
import Testing

@Suite("Fuzz target")
struct FuzzTargetTests {
  @Test func theDefaultIsEveryPropertyOfTheRealEngine() throws {
    let target = try FuzzTarget(environment: [:])
    #expect(target.variant == nil)
    #expect(target.properties.map(\.name) == InvariantSuite.propertyNames)
  }

  @Test func aMutantIsNamedByTheEnvironment() throws {
    let target = try FuzzTarget(environment: [FuzzTarget.mutantVariable: "clip.negativeWidth"])
    #expect(target.variant == "clip.negativeWidth")
    // The committed counterexample: all-zero choices break clip.wellFormed
    // on this mutant and not on the real engine.
    let index = try #require(target.index(ofProperty: "clip.wellFormed"))
    let input = FuzzInput(bytes: [UInt8(index)], propertyCount: target.properties.count)
    #expect(target.evaluate(input).evaluation.isFailure)
    #expect(!(try FuzzTarget(variant: nil).evaluate(input).evaluation.isFailure))
  }

  @Test func anUnknownMutantIsAnErrorNamingIt() {
    #expect {
      try FuzzTarget(environment: [FuzzTarget.mutantVariable: "clip.typo"])
    } throws: { error in
      "\(error)".contains("'clip.typo'") && "\(error)".contains("clip.negativeWidth")
    }
  }

  @Test func propertiesCanBeSelectedAndKeepSuiteOrder() throws {
    let target = try FuzzTarget(environment: [
      FuzzTarget.propertiesVariable: " pointer.inverse, clip.wellFormed,,"
    ])
    #expect(target.properties.map(\.name) == ["clip.wellFormed", "pointer.inverse"])
    let input = FuzzInput(bytes: [3], propertyCount: target.properties.count)
    #expect(target.evaluate(input).property.name == "pointer.inverse")
  }

  @Test func anUnknownPropertyIsAnErrorNamingIt() {
    #expect {
      try FuzzTarget(variant: nil, propertyNames: ["clip.wellFormed", "clip.nope"])
    } throws: { error in
      "\(error)".contains("'clip.nope'") && !"\(error)".contains("'clip.wellFormed'")
    }
  }
}
