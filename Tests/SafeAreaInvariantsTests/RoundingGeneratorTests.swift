import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaInvariants
import Testing

/// The generators reach the inputs where the rounding bugs of issue 12
/// lived, and the invariants reject the engine as it was before the fixes.
@Suite("Generators reach rounding edges")
struct RoundingGeneratorTests {
  /// The engine as it was: insets rounded up and the screen down with no
  /// tolerance, so 219 pt at 7/3 (511.00000000000006 px) loses a pixel.
  static let blindRounding: Engine = {
    var engine = Engine.real
    engine.pixelFrame = { region, scale in
      guard region.frame != nil else { return nil }
      let s = scale.factor
      let width = Int((region.screen.width * s).rounded(.down))
      let height = Int((region.screen.height * s).rounded(.down))
      let top = Int((region.insets.top * s).rounded(.up))
      let left = Int((region.insets.left * s).rounded(.up))
      let bottom = Int((region.insets.bottom * s).rounded(.up))
      let right = Int((region.insets.right * s).rounded(.up))
      let w = width - left - right
      let h = height - top - bottom
      return w > 0 && h > 0 ? PixelRect(x: left, y: top, width: w, height: h) : nil
    }
    return engine
  }()

  /// The engine as it was: each extent subtracts one inset at a time, so
  /// whether a region is empty depends on which side is which.
  static let orderDependentExtents: Engine = {
    var engine = Engine.real
    engine.safeFrame = { screen, insets in
      guard (try? SafeRegion(screen: screen, insets: insets)) != nil else { return nil }
      let width = screen.width - insets.left - insets.right
      let height = screen.height - insets.top - insets.bottom
      guard width > 0, height > 0 else { return nil }
      return Rect(x: insets.left, y: insets.top, width: width, height: height)
    }
    return engine
  }()

  func firstFailure(
    _ name: String, of engine: Engine, seed: UInt64, cases: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FailureReport? {
    let property = try #require(
      InvariantSuite.properties(for: engine).first { $0.name == name },
      sourceLocation: sourceLocation)
    return PropertyRunner(property: property, seed: seed, shrinkLimit: .zero)
      .run(budget: .cases(cases)).failure
  }

  @Test("pixels.insideBands catches blind rounding", arguments: [1, 2, 3] as [UInt64])
  func blindRoundingIsCaught(seed: UInt64) throws {
    let failure = try firstFailure(
      "pixels.insideBands", of: Self.blindRounding, seed: seed, cases: 20_000)
    #expect(failure != nil, "blind rounding survived 20000 cases of seed \(seed)")
  }

  @Test("region and rotation catch order-dependent extents", arguments: [1, 2, 3] as [UInt64])
  func orderDependentExtentsAreCaught(seed: UInt64) throws {
    for name in ["region.matchesInsets", "rotation.commutes"] {
      let failure = try firstFailure(
        name, of: Self.orderDependentExtents, seed: seed, cases: 20_000)
      #expect(
        failure != nil, "\(name) passed order-dependent extents for 20000 cases of seed \(seed)")
    }
  }

  @Test func pixelCasesLandWithinRoundingOfWholePixels() {
    var nearlyWhole = 0
    let count = 2000
    for index in 0..<count {
      var choices = ChoiceSequence.random(seed: UInt64(index))
      let ((screen, insets), scale) = Domain.pixelCase.generate(&choices)
      let products = [
        insets.top, insets.left, insets.bottom, insets.right, screen.width, screen.height,
      ].map { $0 * scale.factor }
      if products.contains(where: {
        $0 != $0.rounded() && PixelRounding.nearestWhole(to: $0) != nil
      }) {
        nearlyWhole += 1
      }
    }
    // About one case in ten; far more than the one in millions before.
    #expect(nearlyWhole * 20 >= count, "only \(nearlyWhole) of \(count) cases")
  }

  @Test func regionCasesHaveInsetsThatMeet() {
    var meeting = 0
    let count = 2000
    for index in 0..<count {
      var choices = ChoiceSequence.random(seed: UInt64(index))
      let (screen, insets) = Domain.regionCase.generate(&choices)
      let sum = insets.left + insets.right
      if abs(screen.width - sum) <= 1e-12 * screen.width { meeting += 1 }
    }
    #expect(meeting * 50 >= count, "only \(meeting) of \(count) cases meet up to rounding")
  }

  @Test func providerScriptsReachTheIntLimits() throws {
    let property = try #require(
      InvariantSuite.properties().first { $0.name == "poller.providerTotal" })
    let report = PropertyRunner(property: property, seed: 5).run(budget: .cases(2000))
    #expect(report.failure == nil)
    #expect(report.statistics.labels["start near the Int limits", default: 0] >= 100)
    #expect(report.statistics.labels["phase before frame 0", default: 0] >= 100)
  }
}
