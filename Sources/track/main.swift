import BenchmarkTracking
import CommandLineOptions
import Foundation

// Policy: exit status 0 means the tool ran and found no regression
// (improvements are good news, not a failure), 1 means at least one
// benchmark regressed, 2 means the input was unusable. A CI job can then
// tell "slower" from "broken".

let arguments = Array(CommandLine.arguments.dropFirst())
let outcome: Outcome
do {
  switch arguments.first {
  case nil, "--help"?, "-h"?, "help"?:
    print(usageText)
    outcome = arguments.isEmpty ? .badInput : .ok
  case let name?:
    let rest = Array(arguments.dropFirst())
    switch TrackCommand(rawValue: name) {
    case .compare?: outcome = try runCompare(rest)
    case .check?: outcome = try runCheck(rest)
    case .history?: outcome = try runHistory(rest)
    case .baseline?: outcome = try runBaseline(rest)
    case .importCallgrind?: outcome = try runImportCallgrind(rest)
    case .changes?: outcome = try runChanges(rest)
    case .ab?: outcome = try runAB(rest)
    case nil: throw UsageError("unknown command '\(name)'")
    }
  }
} catch let error as UsageError {
  // Messages from the parser already point at --help; the others get the hint.
  let hint = error.message.contains("--help") ? "" : "\nrun 'track --help' for usage"
  printError("track: \(error.message)\(hint)")
  outcome = .badInput
} catch let error as BenchmarkInputError {
  for single in error.each { printError("track: \(single.description)") }
  outcome = .badInput
} catch {
  printError("track: \(error)")
  outcome = .badInput
}
exit(outcome.rawValue)
