// Policy: every mutant must be caught. A hunt is a run against the mutant
// that stops at its first failure: the corpus cases saved against it first,
// then the properties expected to catch it, then every other selected one.
// By default each property runs its quota, so whether a mutant survives
// does not depend on the machine. Every catch is confirmed as a reported
// failure is (its replay line run), and placed on a catalog device when its
// property knows them, so a mutant's table says which users its bug hits.

import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants
import Synchronization

/// What fuzzing one mutant found.
public struct MutantOutcome: Codable, Sendable {
  /// The mutant's name.
  public var mutant: String
  /// Its bug shape.
  public var summary: String
  /// The property that caught it, or `nil` if it survived.
  public var caughtBy: String?
  /// Whether the catch was a corpus case (before any fresh case ran).
  public var caughtByCorpus: Bool
  /// Fresh cases run before the catch (over every property tried).
  public var cases: Int
  /// Seconds the hunt took.
  public var seconds: Double
  /// The (shrunk) counterexample and what broke.
  public var counterexample: String?
  /// Why the catch could not be confirmed (the counterexample did not fail
  /// again when replayed), `nil` when it was: a fault of the harness.
  public var internalError: String?
  /// The replay line of the catch.
  public var replay: String?
  /// Where the catch was kept in the corpus (`--record-corpus`).
  public var kept: String?
  /// The catalog device the catch reproduces on (`iPhone 16 Pro,
  /// landscapeLeft`), `nil` when none does or its property has none.
  public var device: String?
  /// The catch on that device, described.
  public var deviceCase: String?
  /// The device case's replay line.
  public var deviceReplay: String?
  /// What the catch needs that no catalog device has, when none
  /// reproduces it.
  public var noDevice: String?
}

/// The machine-readable summary of `fuzz mutants`.
public struct MutantsReport: Codable, Sendable {
  /// Its format.
  public var format = "safe-area-fuzz-mutants/1"
  /// The seed.
  public var seed: UInt64
  /// Seconds in all.
  public var seconds: Double
  /// One outcome per mutant hunted.
  public var mutants: [MutantOutcome]
  /// The signal that interrupted the hunt, `nil` when it finished.
  public var interrupted: String?

  /// Creates a report.
  public init(seed: UInt64, seconds: Double, mutants: [MutantOutcome]) {
    self.seed = seed
    self.seconds = seconds
    self.mutants = mutants
  }

  /// The report as pretty, key-sorted JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

extension Fuzzer {
  /// The mutants `fuzz mutants` hunts: every one, or the ones named.
  public func mutantsToHunt() throws -> [Mutant] {
    settings.mutants.isEmpty ? Mutant.all : try Suite.select(mutants: settings.mutants)
  }

  /// Hunts one mutant.
  ///
  /// - Parameters:
  ///   - mutant: the mutant.
  ///   - names: the selected properties.
  /// - Returns: what the hunt found.
  public func hunt(_ mutant: Mutant, among names: [String]) -> MutantOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let all = InvariantSuite.properties(for: mutant.engine).filter { names.contains($0.name) }
    let ordered =
      mutant.caughtBy.compactMap { name in all.first { $0.name == name } }
      + all.filter { !mutant.caughtBy.contains($0.name) }
    let system = SystemUnderTest(mutant: mutant)
    var run = configuredRun(ordered, against: system)
    run.stopsAtFirstFailure = true
    run.output = nil
    // The hunt replays the top folder's cases saved against this mutant.
    run.corpus =
      settings.corpus.map { directory in
        let recording = settings.recordCorpus
        return CorpusPolicy(
          replayed: [CorpusStore(directory: directory)], problem: Suite.problem(with:),
          selects: { $0.variant == mutant.name },
          store: { _ in recording ? CorpusStore(directory: directory) : nil })
      } ?? .none
    let catches = CatchRecorder()
    let result = run.run(reporting: catches)
    var outcome = MutantOutcome(
      mutant: mutant.name, summary: mutant.summary, caughtBy: nil, caughtByCorpus: false,
      cases: result.report.properties.reduce(0) {
        $0 + $1.statistics.cases + $1.statistics.discarded
      }, seconds: 0, counterexample: nil)
    if let replayed = catches.firstReplayed {
      outcome.caughtBy = replayed.saved.property
      outcome.caughtByCorpus = true
      outcome.counterexample = replayed.evaluation.description
      switch replayed.outcome {
      case .internalError(let problem): outcome.internalError = problem
      case .failed(let line): outcome.replay = line
      case .held, .notJudged: break
      }
    } else if let finding = catches.firstFinding {
      let failure = finding.failure
      outcome.caughtBy = failure.property
      outcome.counterexample = failure.shrunk + ": " + (failure.messages.first ?? "")
      outcome.internalError = failure.replayProblem
      outcome.replay = finding.replayLines.last
      if case .written(let path) = finding.kept { outcome.kept = path }
      switch finding.placement {
      case .placed(let placement):
        outcome.device = placement.place
        outcome.deviceCase =
          placement.evaluation.description + ": "
          + (placement.evaluation.result.failures.first ?? "")
        outcome.deviceReplay = placement.replayLine
      case .unplaced(let lacks, _):
        outcome.noDevice = lacks
      case nil:
        break
      }
    }
    outcome.seconds = start.duration(to: clock.now).seconds
    return outcome
  }
}

/// Keeps a hunt's first catch: a corpus case that failed, or a fresh
/// failure.
final class CatchRecorder: FuzzReporter {
  private let state = Mutex<(replayed: ReplayedCase?, finding: FailureFinding?)>((nil, nil))

  var firstReplayed: ReplayedCase? { state.withLock { $0.replayed } }
  var firstFinding: FailureFinding? { state.withLock { $0.finding } }

  func caseReplayed(_ replayed: ReplayedCase) {
    switch replayed.outcome {
    case .failed, .internalError:
      state.withLock { if $0.replayed == nil { $0.replayed = replayed } }
    case .held, .notJudged:
      break
    }
  }

  func failureFound(_ finding: FailureFinding) {
    state.withLock { if $0.finding == nil { $0.finding = finding } }
  }
}
