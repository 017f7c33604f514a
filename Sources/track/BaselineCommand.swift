import BenchmarkTracking
import CommandLineOptions
import Foundation
import TrackingHistory

/// `track baseline`.
func runBaseline(_ arguments: ParsedArguments) throws -> Outcome {
  let store = BaselineStore(root: arguments.string("results") ?? "results")
  try store.checkRoot()
  // --for names the contender of the default action and of --previous-commit.
  let modes =
    arguments.has("previous-commit")
    ? ["set", "save", "list", "previous-commit"] : ["set", "for", "save", "list"]
  let chosen = modes.filter {
    arguments.has($0) || arguments.string($0) != nil
  }
  .map { "--" + $0 }
  guard chosen.count <= 1 else {
    throw UsageError("\(chosen.joined(separator: " and ")) cannot be combined")
  }
  if !arguments.positionals.isEmpty && arguments.string("save") == nil {
    throw UsageError("a RUN operand is taken only with --save NAME")
  }
  if arguments.has("list") {
    let (names, problems) = store.namedBaselineListing()
    for name in names { print(name) }
    for problem in problems { printError("track: \(problem); not listed") }
    return problems.isEmpty ? .ok : .badInput
  }
  if let name = arguments.string("save") {
    if let problem = BaselineStore.problem(withName: name) {
      throw UsageError("'--save' name '\(name)' \(problem)")
    }
    let run: String
    if let given = arguments.positionals.first {
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
  if let path = arguments.string("set") {
    let (machine, record) = try store.record(runPath: path)
    print("baseline for \(machine) is now \(path) (recorded in \(record))")
    return .ok
  }
  if arguments.has("previous-commit") {
    if let commit = try store.previousCommit(forContender: arguments.string("for")) {
      print(commit)
    } else {
      printError("no earlier run from the same machine names a commit")
    }
    return .ok
  }
  if let baseline = try store.baseline(forContender: arguments.string("for")) {
    print(baseline)
  } else {
    printError("no baseline: no earlier run from the same machine")
  }
  return .ok
}
