import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --crash-child --property P [--mutant M]` (internal): runs the one
/// choice sequence on stdin and exits 0 when the property held, 1 when it
/// failed, or dies by the crash. The crash shrinker runs each candidate
/// this way, so a candidate that traps costs a child, never the shrinker.
struct CrashChildSession {
  let options: FuzzOptions

  func run() throws -> ExitStatus {
    let choices = try ChoiceText.readStandardInput()
    let engine = try Fuzz.selectMutants(options.mutants).first?.engine ?? .real
    let names = try Fuzz.selectProperties(options.properties)
    guard
      let property = InvariantSuite.properties(for: engine).first(where: { $0.name == names.first })
    else { throw InputError("no property selected") }
    return property.evaluate(choices: choices).isFailure ? .failure : .success
  }
}
