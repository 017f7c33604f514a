import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --replay FILE`: re-runs saved cases exactly.
///
/// A bad file is reported and skipped, the other files still replay, and
/// the run exits 2 unless a case failed (1).
struct ReplaySession {
  let options: FuzzOptions
  let console: Console
  /// The engine to judge instead of the real one or a mutant (a program
  /// under `--implementation`).
  var engineOverride: Engine? = nil

  func run() throws -> ExitStatus {
    let mutants = try Fuzz.selectMutants(options.mutants)
    let engine = engineOverride ?? mutants.first?.engine ?? .real
    let variant = mutants.first?.name
    let properties = Suite.properties(for: engine)
    var replayLines: [String] = []
    var badFiles = 0
    var notJudged = 0
    for path in options.replay {
      if StopSignal.requested { break }
      let saved: CorpusCase
      do {
        saved = try CorpusStore.read(path: path)
      } catch {
        console.error("corpus file \(error); skipped")
        badFiles += 1
        continue
      }
      if let (name, reason) = Suite.prepare(selected: [saved.property], console: console).first {
        console.say("NOT JUDGED \(path) (\(name)): \(reason)")
        notJudged += 1
        continue
      }
      guard let property = properties.first(where: { $0.name == saved.property }) else {
        console.error(
          "corpus file \(path): names an unknown property '\(saved.property)' (see --list); skipped"
        )
        badFiles += 1
        continue
      }
      if let named = saved.variant, Mutant.named(named) == nil {
        console.error(
          "corpus file \(path): names an unknown mutant '\(named)' (see --list); skipped")
        badFiles += 1
        continue
      }
      CrashContext.enter(property: property.cName, file: path)
      let evaluation = property.evaluate(choices: saved.choices, describingPasses: true)
      CrashContext.leave()
      if let reason = evaluation.result.notJudged {
        console.say("NOT JUDGED \(path) (\(property.name)): \(reason)")
        notJudged += 1
      } else if evaluation.isFailure {
        let line = ReplayLine.forFile(
          path, variant: variant, implementation: options.implementation,
          callTimeout: options.callTimeoutGiven)
        replayLines.append(line)
        FuzzSession.sayFailure(
          of: saved, at: path, evaluation, replay: line,
          heading: "FAIL \(path) (\(property.name))", indent: "  ", options: options,
          console: console)
      } else {
        console.say("ok   \(path) (\(property.name)): \(evaluation.description)")
      }
    }
    if let interrupted = StopSignal.received {
      console.say("fuzz --replay: INTERRUPTED by \(signalName(interrupted))")
      for line in replayLines { console.say("fuzz: replay: \(line)") }
      return .interrupted(by: interrupted)
    }
    if !replayLines.isEmpty { return .failure }
    if notJudged > 0 { return .notJudged }
    return badFiles > 0 ? .usage : .success
  }
}
