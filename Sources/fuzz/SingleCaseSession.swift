import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --property P --case N`: runs exactly one case of one property, as
/// the crash handler's replay line asks.
struct SingleCaseSession {
  let options: FuzzOptions
  let console: Console
  /// The engine to judge instead of the real one or a mutant (a program
  /// under `--implementation`).
  var engineOverride: Engine? = nil
  let caseIndex: UInt64

  func run() throws -> ExitStatus {
    let mutants = try Fuzz.selectMutants(options.mutants)
    let engine = engineOverride ?? mutants.first?.engine ?? .real
    let variant = mutants.first?.name
    let names = try Fuzz.selectProperties(options.properties)
    guard
      let property = Suite.properties(for: engine).first(where: { $0.name == names.first })
    else { throw InputError("no property selected") }
    let runner = PropertyRunner(
      property: property, seed: options.seed,
      shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000)))
    CrashContext.enter(property: property.cName, seed: options.seed, caseIndex: caseIndex)
    let evaluation = runner.evaluate(caseIndex: caseIndex, describingPasses: true)
    CrashContext.leave()
    guard evaluation.isFailure else {
      console.say(
        "ok   \(property.name) seed \(options.seed) case \(caseIndex): \(evaluation.description)")
      return .success
    }
    console.say("FAIL \(property.name) seed \(options.seed) case \(caseIndex)")
    let session = FuzzSession(
      options: options, console: console, engine: engine, variant: variant,
      propertyNames: [property.name])
    session.reportFailure(
      runner.shrinkFailure(evaluation, caseIndex: caseIndex), property: property)
    return .failure
  }
}
