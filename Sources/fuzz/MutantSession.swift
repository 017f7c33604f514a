import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// What fuzzing one mutant found.
struct MutantOutcome: Codable {
  var mutant: String
  var summary: String
  /// The property that caught it, or `nil` if it survived.
  var caughtBy: String?
  /// Whether the catch was a corpus case (before any fresh case ran).
  var caughtByCorpus: Bool
  /// Fresh cases run before the catch (over every property tried).
  var cases: Int
  var seconds: Double
  var counterexample: String?
  /// Why the catch could not be confirmed (the counterexample did not fail
  /// again when replayed), `nil` when it was: a fault of the harness.
  var internalError: String?
}

/// `fuzz --mutants`: every mutant must be caught by some invariant.
struct MutantSession {
  let options: FuzzOptions
  let console: Console
  let properties: [String]

  func selectedMutants() throws -> [Mutant] {
    options.allMutants ? Mutant.all : try Fuzz.selectMutants(options.mutants)
  }

  func run() throws -> ExitStatus {
    let mutants = try selectedMutants()
    let loaded = LoadedCorpus(
      stores: options.corpus.map { [CorpusStore(directory: $0)] } ?? [], console: console)
    let corpus = loaded.cases
    var outcomes: [MutantOutcome] = []
    let clock = ContinuousClock()
    let start = clock.now
    for mutant in mutants {
      if StopSignal.requested { break }
      let outcome = hunt(mutant, corpus: corpus)
      // A hunt cut short by a signal says nothing about the mutant.
      if StopSignal.requested, outcome.caughtBy == nil { break }
      outcomes.append(outcome)
      if let problem = outcome.internalError {
        console.say(
          "  INTERNAL ERROR \(mutant.name): \(outcome.caughtBy ?? "a property") failed, but "
            + "\(problem); the catch is not counted")
      } else if let property = outcome.caughtBy {
        console.say(
          "  caught   \(mutant.name) by \(property)"
            + (outcome.caughtByCorpus ? " (corpus case)" : " after \(outcome.cases) cases")
            + ", \(formatted(outcome.seconds * 1000, decimals: 1)) ms")
        if let example = outcome.counterexample { console.detail("           \(example)") }
      } else {
        console.say("  SURVIVED \(mutant.name): \(mutant.summary) (\(outcome.cases) cases)")
      }
    }
    let survivors = outcomes.filter { $0.caughtBy == nil }
    let unconfirmed = outcomes.filter { $0.internalError != nil }
    let seconds = start.duration(to: clock.now).seconds
    let interrupted = StopSignal.received
    var report = MutantsReport(seed: options.seed, seconds: seconds, mutants: outcomes)
    report.interrupted = interrupted.map(signalName)
    let data = try report.jsonData()
    let path = options.files(console).writeReport(data, stem: "mutants-seed\(options.seed)")
    if options.json { console.emitJSON(data) }
    console.say(
      "fuzz --mutants: "
        + (interrupted.map {
          "INTERRUPTED by \(signalName($0)) after \(outcomes.count) of \(mutants.count) mutants; "
        } ?? "")
        + "\(outcomes.count - survivors.count - unconfirmed.count) of \(outcomes.count) "
        + "mutants caught"
        + (unconfirmed.isEmpty
          ? " " : ", \(unconfirmed.count) INTERNAL ERRORS (a catch that did not replay) ")
        + "in \(formatted(seconds, decimals: 1)) s (seed \(options.seed))"
        + (loaded.badFiles > 0 ? "; \(loaded.badFiles) bad corpus files skipped" : "")
        + "; report \(path ?? "LOST (see above)")")
    if let interrupted { return .interrupted(by: interrupted) }
    if !survivors.isEmpty { return .failure }
    if !unconfirmed.isEmpty { return .internalError }
    return loaded.badFiles > 0 || path == nil ? .usage : .success
  }

  /// Tries the corpus, then the mutant's expected catchers, then every other
  /// selected property, until one fails.
  func hunt(_ mutant: Mutant, corpus: [(path: String, case: CorpusCase)]) -> MutantOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let all = InvariantSuite.properties(for: mutant.engine).filter { properties.contains($0.name) }
    let ordered =
      mutant.caughtBy.compactMap { name in all.first { $0.name == name } }
      + all.filter { !mutant.caughtBy.contains($0.name) }
    var outcome = MutantOutcome(
      mutant: mutant.name, summary: mutant.summary, caughtBy: nil, caughtByCorpus: false,
      cases: 0, seconds: 0, counterexample: nil)
    for (path, saved) in corpus where saved.variant == mutant.name {
      guard let property = all.first(where: { $0.name == saved.property }) else { continue }
      let evaluation = property.evaluate(choices: saved.choices)
      if evaluation.isFailure {
        outcome.caughtBy = property.name
        outcome.caughtByCorpus = true
        outcome.counterexample = evaluation.description
        outcome.internalError = ReplayCheck.confirm(
          ReplayLine.fileArguments(path, variant: mutant.name), writesNothing: false)
        outcome.seconds = start.duration(to: clock.now).seconds
        return outcome
      }
    }
    for property in ordered {
      // Policy: by default each property runs its quota, so whether a
      // mutant survives does not depend on the machine; `--time` shares
      // the time equally instead.
      let budget: Budget =
        options.budget.cases(for: property).map { .cases($0) }
        ?? .time(.milliseconds(Int64(options.seconds * 1000 / Double(Swift.max(1, ordered.count)))))
      let report = PropertyRunner(
        property: property, seed: options.seed,
        shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000))
      ).run(budget: budget, jobs: options.jobs)
      outcome.cases += report.statistics.cases + report.statistics.discarded
      if let failure = report.failure {
        outcome.caughtBy = property.name
        outcome.counterexample = failure.shrunk + ": " + (failure.messages.first ?? "")
        // Every catch is confirmed as a reported failure is: in process by
        // the runner, then by running its replay line.
        outcome.internalError =
          failure.replayProblem
          ?? ReplayCheck.confirm(
            ReplayLine.caseArguments(
              seed: failure.seed, property: failure.property, caseIndex: failure.caseIndex,
              variant: mutant.name))
        if options.recordCorpus, let directory = options.corpus {
          do {
            let path = try CorpusStore(directory: directory).write(
              CorpusCase(failure: failure, variant: mutant.name))
            console.detail("           saved \(path)")
          } catch {
            console.error("the corpus case is lost: \(error)")
          }
        }
        break
      }
    }
    outcome.seconds = start.duration(to: clock.now).seconds
    return outcome
  }

}

/// The machine-readable summary of `fuzz --mutants`.
struct MutantsReport: Codable {
  var format = "safe-area-fuzz-mutants/1"
  var seed: UInt64
  var seconds: Double
  var mutants: [MutantOutcome]
  /// The signal that interrupted the hunt, `nil` when it finished.
  var interrupted: String?

  func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
