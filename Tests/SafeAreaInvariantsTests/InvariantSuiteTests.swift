import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaMutants
import Testing

@Suite("Invariants against the real engine and the mutants")
struct InvariantSuiteTests {
  static let propertyNames = InvariantSuite.propertyNames
  static let mutantNames = Mutant.all.map(\.name)

  @Test func namesAreUnique() {
    #expect(Set(Self.propertyNames).count == Self.propertyNames.count)
    #expect(Set(Self.mutantNames).count == Self.mutantNames.count)
  }

  @Test("The real engine holds every invariant", arguments: propertyNames)
  func realEngineHolds(name: String) throws {
    let property = try #require(InvariantSuite.properties().first { $0.name == name })
    let report = PropertyRunner(
      property: property, seed: 20_261_129, shrinkLimit: ShrinkLimit(candidates: 2_000)
    )
    .run(budget: .cases(150))
    #expect(report.failure == nil, "\(report.failure.map { "\($0.shrunk): \($0.messages)" } ?? "")")
    #expect(report.statistics.cases > 0)
  }

  @Test("Every mutant is caught by an invariant it names", arguments: mutantNames)
  func mutantIsCaught(name: String) throws {
    let mutant = try #require(Mutant.all.first { $0.name == name })
    #expect(!mutant.caughtBy.isEmpty)
    let properties = InvariantSuite.properties(for: mutant.engine)
    var caught: String?
    for propertyName in mutant.caughtBy {
      let property = try #require(
        properties.first { $0.name == propertyName }, "\(propertyName) is not a property")
      let report = PropertyRunner(property: property, seed: 7, shrinkLimit: .zero)
        .run(budget: .cases(2000))
      if report.failure != nil {
        caught = propertyName
        break
      }
    }
    #expect(caught != nil, "\(name) survived 2000 cases of each of \(mutant.caughtBy)")
  }

  @Test func shrunkCounterexamplesAreSmall() throws {
    let mutant = try #require(Mutant.all.first { $0.name == "region.symmetricLeft" })
    let property = try #require(
      InvariantSuite.properties(for: mutant.engine).first { $0.name == "region.matchesInsets" })
    let report = PropertyRunner(property: property, seed: 3).run(budget: .cases(5000))
    let failure = try #require(report.failure)
    // Shrinking reaches one non-zero side: the simplest asymmetric insets.
    #expect(failure.choices.filter { $0 != 0 }.count <= 6, "\(failure.shrunk)")
  }
}

/// The state changes of a real device that the polling generators must
/// reach (issue 22): each is a label of the properties that script
/// sessions, so the fuzz report shows its share.
@Suite("Polling states reached")
struct PollingStatesReachedTests {
  /// Labels of `cases` cases of a property against the real engine.
  func labels(_ name: String, cases: Int = 2000) throws -> [String: Int] {
    let property = try #require(InvariantSuite.properties().first { $0.name == name })
    return PropertyRunner(property: property, seed: 1).run(budget: .cases(cases)).statistics
      .labels
  }

  @Test(arguments: ["poller.matchesTruth", "poller.stopsAsking"])
  func theSessionsReachEveryChangeARealDeviceGoesThrough(_ name: String) throws {
    let matches = try labels(name)
    for state in [
      "quarter turn", "half turn", "resize without rotation", "insets change alone",
      "layout pass without a change", "transition answering the old insets",
      "transitional zeros", "foldable posture change", "zero-inset device",
    ] {
      #expect(matches[state, default: 0] > 20, "\(state): \(matches[state, default: 0]) of 2000")
    }
  }

  @Test func theModelAndProviderScriptsReachTheChanges() throws {
    let model = try labels("poller.policiesMatchModel")
    for state in [
      "quarter turn", "half turn", "resize without rotation", "insets change alone",
      "transitional zeros",
    ] {
      #expect(model[state, default: 0] > 20, "\(state): \(model[state, default: 0]) of 2000")
    }
    let provider = try labels("poller.providerTotal")
    #expect(provider["insets change alone", default: 0] > 20)
    #expect(provider["transitional zeros", default: 0] > 20)
  }

  @Test func theNewStatesCatchThePollersKeyedOnLess() throws {
    for name in ["poller.orientationKeyed", "poller.deafToLayoutPasses"] {
      let mutant = try #require(Mutant.all.first { $0.name == name })
      let property = try #require(
        InvariantSuite.properties(for: mutant.engine).first { $0.name == "poller.matchesTruth" })
      let report = PropertyRunner(property: property, seed: 1).run(budget: .cases(2000))
      #expect(report.failure != nil, "\(name) survived 2000 cases")
    }
  }

  /// Each polling mutant, by the property that catches it, and the most
  /// frames its shrunk session may have: a stale cache shows a frame after
  /// the change that it missed settles, asking shows only
  /// ``PollingSession/quietAfter`` frames after the last change settles.
  static let shrunkSessions: [(mutant: String, property: String, frames: Int)] = [
    ("poller.cachedAcrossRotation", "poller.matchesTruth", 8),
    ("poller.zerosBeforeLayout", "poller.matchesTruth", 8),
    ("poller.noSettleWindow", "poller.matchesTruth", 8),
    ("poller.asksEveryFrame", "poller.stopsAsking", PollingSession.quietAfter + 1),
  ]

  @Test(arguments: shrunkSessions)
  func aPollingBugShrinksToAFewFrames(_ mutant: String, _ name: String, _ frames: Int) throws {
    let mutant = try #require(Mutant.all.first { $0.name == mutant })
    let property = try #require(
      InvariantSuite.properties(for: mutant.engine).first { $0.name == name })
    let failure = try #require(
      PropertyRunner(property: property, seed: 1).run(budget: .cases(2000)).failure,
      "\(mutant.name) survived 2000 cases of \(name)")
    let generator = name == "poller.stopsAsking" ? Domain.quietingSession : Domain.pollingSession
    var choices = ChoiceSequence.replaying(failure.choices)
    let session = generator.generate(&choices)
    #expect(session.frames <= frames, "\(mutant.name) shrank to \(session)")
  }
}

@Suite("The pointer mapping's cases")
struct PointerEdgesReachedTests {
  /// Issue 37: every mapping between scene and screen checked on all four
  /// edges, in every orientation: `pointer.touchesInRegion` (which calls
  /// `sceneTouch` and `intoSafeRegion`) puts touches within 3 px of each
  /// edge of every catalog region, in each orientation, at its quota.
  @Test(arguments: Orientation.allCases)
  func touchesReachEveryEdgeOfTheRegion(_ orientation: Orientation) throws {
    let property = try #require(
      InvariantSuite.properties().first { $0.name == "pointer.touchesInRegion" })
    let labels = PropertyRunner(property: property, seed: 1).run(budget: .cases(property.quota))
      .statistics.labels
    for edge in ["left", "top", "right", "bottom"] {
      let label = "\(orientation): the \(edge) edge"
      #expect(labels[label, default: 0] >= 20, "\(label): \(labels[label, default: 0])")
    }
  }
}
