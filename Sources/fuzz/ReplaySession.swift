import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --replay FILE`: re-runs saved cases exactly.
struct ReplaySession {
  let options: FuzzOptions
  let console: Console
  /// The engine to judge instead of the real one or a mutant (a program
  /// under `--implementation`).
  var engineOverride: Engine? = nil

  func run() throws -> ExitStatus {
    let mutants = try Fuzz.selectMutants(options.mutants)
    guard mutants.count <= 1 else { throw InputError("--replay takes at most one --mutant") }
    let engine = engineOverride ?? mutants.first?.engine ?? .real
    let properties = InvariantSuite.properties(for: engine)
    var failed = false
    for path in options.replay {
      let saved: CorpusCase
      do {
        saved = try CorpusStore.read(path: path)
      } catch {
        throw InputError("corpus file \(error)")
      }
      guard let property = properties.first(where: { $0.name == saved.property }) else {
        throw InputError("corpus file \(path): unknown property '\(saved.property)' (see --list)")
      }
      let evaluation = property.evaluate(choices: saved.choices, describingPasses: true)
      if evaluation.isFailure {
        failed = true
        console.say("FAIL \(path) (\(property.name)): \(evaluation.description)")
        for message in evaluation.result.failures { console.say("  \(message)") }
        options.files(console).writeAttachments(
          evaluation.result.attachments, property: property.name, caseHash: saved.shortHash,
          indent: "  ")
      } else {
        console.say("ok   \(path) (\(property.name)): \(evaluation.description)")
      }
    }
    return failed ? .failure : .success
  }
}
