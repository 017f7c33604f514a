import BenchmarkTracking
import CommandLineOptions
import Foundation
import TrackingHistory

/// `track baseline`.
///
/// Options that exclude each other are refused when the command is parsed
/// (``BaselineCommand``).
func runBaseline(_ command: BaselineCommand) throws -> Outcome {
  let store = BaselineStore(root: command.results)
  try store.checkRoot()
  if command.list {
    let (names, problems) = store.namedBaselineListing()
    for name in names { print(name) }
    for problem in problems { printError("track: \(problem); not listed") }
    return problems.isEmpty ? .ok : .badInput
  }
  if let name = command.save {
    if let problem = BaselineStore.problem(withName: name) {
      throw UsageError("'--save' name '\(name)' \(problem)")
    }
    let run: String
    if let given = command.runPath {
      run = given
    } else {
      guard let newest = try ResultsDirectory(path: store.benchmarksDirectory).files().last else {
        throw BenchmarkInputError.unusable(
          path: store.benchmarksDirectory, reason: "holds no run to save; give RUN")
      }
      run = newest
    }
    let path = try store.saveNamedBaseline(name, from: run)
    print("baseline \(name) is now a copy of \(run) (\(path))")
    return .ok
  }
  if let path = command.set {
    let (machine, record) = try store.record(runPath: path)
    print("baseline for \(machine) is now \(path) (recorded in \(record))")
    return .ok
  }
  if command.previousCommit {
    if let commit = try store.previousCommit(forContender: command.contender) {
      print(commit)
    } else {
      printError("no earlier run from the same machine names a commit")
    }
    return .ok
  }
  if let baseline = try store.baseline(forContender: command.contender) {
    print(baseline)
  } else {
    printError("no baseline: no earlier run from the same machine")
  }
  return .ok
}
