import BenchmarkTracking
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
  case "compare"?: outcome = try runCompare(Array(arguments.dropFirst()))
  case "history"?: outcome = try runHistory(Array(arguments.dropFirst()))
  case "baseline"?: outcome = try runBaseline(Array(arguments.dropFirst()))
  case "import-callgrind"?: outcome = try runImportCallgrind(Array(arguments.dropFirst()))
  case let other?:
    throw UsageError(description: "unknown command '\(other)'")
  }
} catch let error as UsageError {
  printError("track: \(error.description)\nrun 'track --help' for usage")
  outcome = .badInput
} catch let error as BenchmarkInputError {
  printError("track: \(error.description)")
  outcome = .badInput
} catch {
  printError("track: \(error)")
  outcome = .badInput
}
exit(outcome.rawValue)
