import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --run-choices C1,C2,… --property P [--mutant M]` (hidden): runs
/// one recorded choice sequence, for the crash shrinker's child processes.
/// Exits 0 if the case passes, 1 if it fails, and dies by the signal if it
/// crashes.
struct ChoicesSession {
  let options: FuzzOptions
  let console: Console

  func run() throws -> ExitStatus {
    let engine = try Fuzz.selectMutants(options.mutants).first?.engine ?? .real
    let name = try Fuzz.selectProperties(options.properties).first
    guard let property = InvariantSuite.properties(for: engine).first(where: { $0.name == name })
    else { throw InputError("no property selected") }
    let evaluation = property.evaluate(choices: options.runChoices)
    return evaluation.isFailure ? .failure : .success
  }
}
