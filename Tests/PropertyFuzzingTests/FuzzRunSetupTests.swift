import PropertyFuzzing
import Synchronization
import Testing

/// A fuzz run's defaults and its reuse phase: one job and a second of
/// shrinking unless told otherwise, at least one job whatever it is
/// told, and saved cases replayed for this run's properties only.
@Suite("Fuzz run: defaults and replay")
struct FuzzRunSetupTests {
  static let wrong = Property(
    "never", summary: "nothing holds", generator: Gen<Int>.int(in: 0...9),
    check: { _, result in result.fail("never") })
  static let right = Property(
    "always", summary: "everything holds", generator: Gen<Int>.int(in: 0...9),
    check: { _, _ in })

  static func saved(_ property: String) -> CorpusCase {
    CorpusCase(
      property: property, variant: nil, seed: 1, caseIndex: 0, choices: [0], description: "0",
      messages: [])
  }

  @Test func defaults() {
    let run = FuzzRun(properties: [Self.right], seed: 4)
    #expect(run.jobs == 1)
    #expect(run.shrinking == .standard)
    #expect(run.budget == .quotas)
    #expect(run.slice == .all)
  }

  @Test(arguments: [(0, 1), (-3, 1), (1, 1), (2, 2), (7, 7)])
  func atLeastOneJob(asked: Int, jobs: Int) {
    #expect(FuzzRun(properties: [], seed: 1, jobs: asked).jobs == jobs)
  }

  /// Saved cases of this run's properties replay in order; others are
  /// passed over.
  @Test func replaysItsOwnSavedCases() {
    let run = FuzzRun(properties: [Self.wrong, Self.right], seed: 4)
    let told = Told()
    let reuse = run.reuse(
      [
        ("a.json", Self.saved("never")), ("b.json", Self.saved("elsewhere")),
        ("c.json", Self.saved("always")),
      ], reporter: told)
    #expect(reuse.summary.count == 2)
    #expect(reuse.summary.failed == 1)
    #expect(reuse.failures == ["never": ["a.json"]])
    // A case that held is not told; the failure is.
    #expect(told.paths.withLock { $0 } == ["a.json"])
  }

  /// The replayed cases a reporter was told of.
  final class Told: FuzzReporter {
    let paths = Mutex<[String]>([])
    func caseReplayed(_ replayed: ReplayedCase) { paths.withLock { $0.append(replayed.path) } }
  }
}
