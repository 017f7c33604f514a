// Policy: a conformance run is a fuzz run with a case budget, not a time
// budget, so it is deterministic in a test target: the same implementation
// and seed give the same report on every machine, and a failure names the
// seed and case that reproduce it.

import PropertyFuzzing
import SafeAreaGeometry

/// Runs this package's invariants on your implementation.
///
/// ```swift
/// @Test func conformsToTheSafeAreaContract() {
///   let report = Conformance.check(MyHost(), seed: 1, cases: 2000)
///   #expect(report.passed, "\(report)")
/// }
/// ```
public enum Conformance {
  /// Checks every invariant that judges a function `implementation`
  /// provides, with the reference engine answering for the functions it
  /// does not.
  ///
  /// - Parameters:
  ///   - implementation: the implementation under test.
  ///   - seed: the run's seed; case *i* of a property depends only on it,
  ///     the property's name and *i*.
  ///   - cases: cases per property.
  ///   - shrinking: how much shrinking one failure may do (a number of
  ///     candidates, so the same failure shrinks alike everywhere); each
  ///     property's own limit by default.
  /// - Returns: what ran, what failed (shrunk), and what was skipped.
  public static func check(
    _ implementation: some SafeAreaImplementation, seed: UInt64 = 1, cases: Int = 1000,
    shrinking: ShrinkPolicy = .standard
  ) -> ConformanceReport {
    let (engine, provided) = Engine.providing(implementation)
    return check(
      engine: engine, provided: provided, seed: seed, cases: cases, shrinking: shrinking)
  }

  /// Checks an engine whose `provided` functions come from an
  /// implementation (the pipe protocol builds one from a handshake).
  public static func check(
    engine: Engine, provided: Set<EngineFunction>, seed: UInt64, cases: Int,
    shrinking: ShrinkPolicy = .standard
  ) -> ConformanceReport {
    let applicable = Set(InvariantSuite.applicableProperties(providing: provided))
    var report = ConformanceReport(seed: seed, provided: provided.sorted())
    for property in InvariantSuite.properties(for: engine) {
      guard applicable.contains(property.name) else {
        report.skipped.append(
          ConformanceReport.Skipped(
            property: property.name,
            needs: (InvariantSuite.functionsUsed[property.name] ?? []).sorted()))
        continue
      }
      let run = FuzzRun(
        properties: [property], seed: seed, budget: .cases(Swift.max(1, cases)),
        shrinking: shrinking)
      report.results += run.generate()
    }
    return report
  }
}
