import BenchmarkTracking
import CommandLineOptions
import Foundation

// Policy: exit status 0 means the tool ran and found no regression
// (improvements are good news, not a failure), 1 means at least one
// benchmark regressed, 2 means the input was unusable. A CI job can then
// tell "slower" from "broken".

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty {
  // No command: the help, and the status of a usage mistake.
  print(usageText)
  exit(Outcome.badInput.rawValue)
}
let outcome: Outcome
do {
  switch try Track.tool.parse(arguments) {
  case .toolHelp:
    print(usageText)
    outcome = .ok
  case .commandHelp(let type):
    print(Track.tool.usage(of: type))
    outcome = .ok
  case .command(let command):
    // Track.tool holds only Track.commands, each a TrackCommand.
    guard let command = command as? any TrackCommand else {
      preconditionFailure("\(type(of: command)) is not a track command")
    }
    outcome = try command.run()
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
