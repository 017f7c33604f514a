// Policy: every mode of `fuzz` is a configuration of PropertyFuzzing's one
// engine (`FuzzRun`), built here from the command line's plain values
// (`FuzzSettings`): which properties against which system under test, to
// which budget, with which corpus, replay lines and output folder. The tool
// parses, calls one of these, and prints what its reporter hears.

import ImplementationProtocol
import PropertyFuzzing
import SafeAreaInvariants

/// The modes of `fuzz`, each a configuration of ``FuzzRun``.
public struct Fuzzer: Sendable {
  /// What the invocation asked for.
  public var settings: FuzzSettings

  /// The format of `fuzz`'s run reports (unchanged since the first, so
  /// every report and merge reads alike).
  public static let reportFormat = "safe-area-fuzz/1"

  /// Creates the modes of one invocation.
  public init(settings: FuzzSettings) {
    self.settings = settings
  }

  /// The run of `properties` against `system`: the settings' budget,
  /// slice, jobs and shrinking, the corpus routed for the system, its
  /// replay lines, the output folder.
  func configuredRun(_ properties: [Property], against system: SystemUnderTest) -> FuzzRun {
    var run = FuzzRun(
      properties: properties, seed: settings.seed, budget: settings.budget, slice: settings.slice,
      jobs: settings.jobs, shrinking: settings.shrinking)
    run.variant = system.variant
    run.corpus = system.corpus(
      settings.corpus, properties: properties, recording: settings.recordCorpus)
    var replaying = system.replaying
    replaying.shrinkSteps = settings.shrinkSteps
    run.replaying = replaying
    run.output = settings.output
    // Policy: a replay check's child answers with its exit status alone,
    // which placement does not change (a placed line's `--on` move is not
    // placement): it places nothing, since moving a case to every catalog
    // screen costs a case each, and for a program that hangs a timeout and
    // a restart each.
    run.placesFailures = !ReplayCheck.isChild
    run.reportStem = settings.reportStem(variant: system.variant)
    run.reportFormat = Self.reportFormat
    return run
  }

  /// Whether this process is a replay check's child: it only needs to
  /// fail (or crash) as the line says, and checks nothing itself.
  public static var isReplayCheck: Bool { ReplayCheck.isChild }

  /// Checks, before any case runs, that the output folder can be written
  /// and the corpus is a folder.
  ///
  /// - Throws: ``FuzzInputError`` naming the option and the problem.
  public func preflight(checkingCorpus: Bool) throws {
    do {
      try settings.output.probe()
    } catch {
      throw FuzzInputError("option '--out': \(error) (the results folder must be writable)")
    }
    guard checkingCorpus, let directory = settings.corpus else { return }
    do {
      try CorpusStore(directory: directory).validateLocation()
    } catch {
      throw FuzzInputError("option '--corpus': \(error)")
    }
  }

  /// `fuzz serve-engine`: serves the reference engine (or the one
  /// `--mutant`) over the line protocol on stdin and stdout until stdin
  /// ends.
  public func serveEngine() throws {
    let mutant = try Suite.select(mutants: settings.mutants).first
    EngineServer(
      engine: mutant?.engine ?? .real,
      name: mutant.map { "the engine with mutant \($0.name)" } ?? "the reference engine"
    ).serve()
  }
}
