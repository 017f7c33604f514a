import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --property P --case N`: runs exactly one case of one property, as
/// the crash handler's replay line asks.
struct SingleCaseSession {
  let options: FuzzOptions
  let console: Console
  let caseIndex: UInt64

  func run() throws -> ExitStatus {
    var engine = Engine.real
    var variant: String?
    if let name = options.mutants.first {
      guard options.mutants.count == 1, let mutant = Mutant.named(name) else {
        throw InputError("--case takes at most one known --mutant (see --list)")
      }
      engine = mutant.engine
      variant = name
    }
    let names = try Fuzz.selectProperties(options.properties)
    guard
      let property = InvariantSuite.properties(for: engine).first(where: { $0.name == names.first })
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
    try session.reportFailure(
      runner.shrinkFailure(evaluation, caseIndex: caseIndex), property: property)
    return .failure
  }
}
