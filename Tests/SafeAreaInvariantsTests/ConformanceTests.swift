import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaInvariants
import Testing

/// A raylib-style host that has only the clip rect and the automaton, with
/// optional bugs of the shapes the mutants model.
struct PartialHost: SafeAreaImplementation {
  var negativeClip = false

  func provide(_ engine: inout Engine) {
    engine.clipRect = { [negativeClip] box, region in
      let real = region.clipRect(forSceneBox: box)
      // The bug shape: a miss gives a rectangle of negative width, not nil.
      if negativeClip, real == nil {
        return PixelRect(x: region.x, y: region.y, width: -1, height: region.height)
      }
      return real
    }
    engine.automatonGrid = { region in AutomatonGrid(region: region) }
  }
}

/// Provides nothing at all.
struct NothingProvided: SafeAreaImplementation {
  func provide(_ engine: inout Engine) {}
}

@Suite("Conformance kit")
struct ConformanceTests {
  @Test func aCorrectPartialImplementationPassesAndListsWhatItSkipped() {
    let report = Conformance.check(PartialHost(), seed: 3, cases: 300)
    #expect(report.passed, "\(report)")
    #expect(report.provided == [EngineFunction(\.clipRect), EngineFunction(\.automatonGrid)])
    #expect(
      report.results.map(\.name) == [
        "clip.wellFormed", "host.sceneInsideRegion", "grid.automatonFills", "totality.noTrap",
        "grid.sizingMatchesPolicy",
      ])
    #expect(report.skipped.map(\.property).contains("pointer.inverse"))
    #expect(
      report.skipped.first { $0.property == "pointer.inverse" }?.needs == [
        EngineFunction(\.intoSafeRegion), EngineFunction(\.belowSafeArea),
      ])
    #expect(report.results.allSatisfy { $0.statistics.cases == 300 })
  }

  @Test func aPlantedBugFailsWithAShrunkCounterexample() throws {
    let report = Conformance.check(PartialHost(negativeClip: true), seed: 3, cases: 2000)
    #expect(!report.passed)
    let failure = try #require(report.failures.first { $0.property == "clip.wellFormed" })
    #expect(failure.messages.contains { $0.contains("has no area") }, "\(failure.messages)")
    #expect(report.description.contains("FAIL clip.wellFormed"))
    // The failing case replays from the seed and index the report names.
    let property = try #require(
      InvariantSuite.properties(for: Engine.providing(PartialHost(negativeClip: true)).engine)
        .first { $0.name == "clip.wellFormed" })
    let runner = PropertyRunner(property: property, seed: report.seed)
    #expect(runner.evaluate(caseIndex: failure.caseIndex).isFailure)
  }

  @Test func anImplementationWithNothingRunsNothingAndDoesNotPass() {
    let report = Conformance.check(NothingProvided(), cases: 10)
    #expect(report.provided.isEmpty)
    #expect(report.results.isEmpty)
    #expect(!report.passed)
    #expect(report.skipped.count == InvariantSuite.propertyNames.count)
  }

  @Test func theReferenceThroughTheProtocolHoldsEveryInvariant() {
    let report = Conformance.check(RecordingReference(), seed: 11, cases: 100)
    #expect(report.provided == EngineFunction.allCases)
    #expect(report.passed, "\(report)")
    // Skipped: exactly the properties that judge no engine function (the
    // value types, the rasterizer, the simulated provider).
    let judgeNothing = InvariantSuite.propertyNames.filter {
      InvariantSuite.functionsUsed[$0]?.isEmpty == true
    }
    #expect(judgeNothing.contains("intersection.symmetric"))
    #expect(report.skipped.map(\.property) == judgeNothing)
  }

  @Test(
    "The table of functions each property uses matches the code",
    arguments: InvariantSuite.propertyNames)
  func functionTableMatchesCalls(name: String) throws {
    // An implementation that renders host frames itself is judged on them;
    // one that does not, on its plan drawn by the Canvas: the table lists
    // what either calls.
    var called: Set<EngineFunction> = []
    for rendersFrames in [false, true] {
      let spy = RecordingReference(rendersFrames: rendersFrames)
      let engine = Engine.providing(spy).engine
      _ = spy.takeCalls()
      let property = try #require(InvariantSuite.properties(for: engine).first { $0.name == name })
      _ = PropertyRunner(property: property, seed: 5, shrinkLimit: .zero).run(
        budget: .cases(400))
      called.formUnion(spy.takeCalls())
    }
    #expect(called == InvariantSuite.functionsUsed[name], "\(name)")
  }

  @Test func everyPropertyIsInTheFunctionTable() {
    #expect(Set(InvariantSuite.functionsUsed.keys) == Set(InvariantSuite.propertyNames))
  }
}
