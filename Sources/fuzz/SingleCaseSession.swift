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
  /// The program's handshake name under `--implementation`.
  var implementationName: String? = nil
  let caseIndex: UInt64

  func run() throws -> ExitStatus {
    let mutants = try Fuzz.selectMutants(options.mutants)
    let engine = engineOverride ?? mutants.first?.engine ?? .real
    let variant = mutants.first?.name
    let names = try Fuzz.selectProperties(options.properties)
    if let (name, reason) = Suite.prepare(selected: names, console: console).first {
      console.error("\(name) cannot run here (not judged): \(reason)")
      return .notJudged
    }
    guard
      let property = Suite.properties(for: engine).first(where: { $0.name == names.first })
    else { throw InputError("no property selected") }
    let runner = PropertyRunner(
      property: property, seed: options.seed,
      shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000)))
    CrashContext.enter(property: property.cName, seed: options.seed, caseIndex: caseIndex)
    let evaluation = runner.evaluate(caseIndex: caseIndex, describingPasses: true)
    CrashContext.leave()
    if let reason = evaluation.result.notJudged {
      console.say("NOT JUDGED \(property.name) seed \(options.seed) case \(caseIndex): \(reason)")
      return .notJudged
    }
    guard evaluation.isFailure else {
      console.say(
        "ok   \(property.name) seed \(options.seed) case \(caseIndex): \(evaluation.description)")
      return .success
    }
    console.say("FAIL \(property.name) seed \(options.seed) case \(caseIndex)")
    var session = FuzzSession(
      options: options, console: console, engine: engine, variant: variant,
      propertyNames: [property.name])
    session.implementationName = implementationName
    var failure = runner.shrinkFailure(evaluation, caseIndex: caseIndex)
    session.confirm(&failure)
    session.reportFailure(failure)
    return failure.replayProblem == nil ? .failure : .internalError
  }
}
