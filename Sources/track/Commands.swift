import BenchmarkTracking
import Foundation

/// What a command ended with, mapped to the process exit status.
enum Outcome: Int32 {
  /// Everything ran; no regression.
  case ok = 0
  /// A regression was found.
  case regression = 1
  /// Bad input or usage.
  case badInput = 2
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Comparison options from the shared options of `compare` and `history`.
func comparisonOptions(_ arguments: ParsedArguments) throws(UsageError) -> ComparisonOptions {
  var options = ComparisonOptions()
  if let metricName = arguments.values["metric"] {
    guard let metric = Metric(rawValue: metricName) else {
      throw UsageError(
        description: "--metric must be real_time, cpu_time or instructions, got '\(metricName)'")
    }
    options.metric = metric
  }
  if let name = arguments.values["correction"] {
    guard let correction = MultipleTestingCorrection(rawValue: name) else {
      throw UsageError(description: "--correction must be holm, bh or none, got '\(name)'")
    }
    options.correction = correction
  }
  options.threshold = try arguments.double("threshold", default: 5, in: 0...1_000) / 100
  options.alpha = try arguments.double("alpha", default: 0.05, in: 0...1)
  guard options.alpha > 0, options.alpha < 1 else {
    throw UsageError(description: "--alpha must be strictly between 0 and 1")
  }
  options.minimumRepetitions = try arguments.int("min-repetitions", default: 5, in: 1...1_000_000)
  return options
}

let sharedComparisonOptions: Set<String> = [
  "metric", "threshold", "alpha", "correction", "min-repetitions",
]

/// `track compare`.
func runCompare(_ raw: [String]) throws -> Outcome {
  let arguments = try ParsedArguments(
    raw, valued: sharedComparisonOptions.union(["markdown"]), positionalCount: 2...2)
  let options = try comparisonOptions(arguments)
  let baseline = try BenchmarkRun(contentsOfFile: arguments.positionals[0])
  let contender = try BenchmarkRun(contentsOfFile: arguments.positionals[1])
  let comparison = RunComparison(baseline: baseline, contender: contender, options: options)
  if comparison.benchmarks.isEmpty {
    throw BenchmarkInputError.invalidStructure(
      path: arguments.positionals[1],
      reason: "no benchmark in common with \(arguments.positionals[0])")
  }
  let baseMachine = MachineIdentity(context: baseline.context)
  let contenderMachine = MachineIdentity(context: contender.context)
  if baseMachine != contenderMachine {
    printError(
      "warning: runs from different machines (\(baseMachine) vs \(contenderMachine)); "
        + "timings may not be comparable")
  }
  print(ComparisonReport.text(comparison), terminator: "")
  if let path = arguments.values["markdown"] {
    try AtomicFile.write(ComparisonReport.markdown(comparison), to: path)
  }
  return comparison.hasRegression ? .regression : .ok
}

/// `track history`.
func runHistory(_ raw: [String]) throws -> Outcome {
  let arguments = try ParsedArguments(
    raw, valued: sharedComparisonOptions.union(["results", "html", "markdown"]),
    positionalCount: 0...0)
  let options = try comparisonOptions(arguments)
  let root = arguments.values["results"] ?? "results"
  let store = BaselineStore(root: root)
  // Instruction counts live beside the timings, in their own folder.
  let runsDirectory =
    options.metric == .instructions ? store.instructionsDirectory : store.benchmarksDirectory
  let runs = try ResultsDirectory(path: runsDirectory).runs()
  let history = BenchmarkHistory(runs: runs, options: options)
  let suffix = options.metric == .instructions ? "-instructions" : ""
  let htmlPath =
    arguments.values["html"] ?? (root as NSString).appendingPathComponent("history\(suffix).html")
  let markdownPath =
    arguments.values["markdown"] ?? (root as NSString).appendingPathComponent("history\(suffix).md")
  try AtomicFile.write(HTMLReport.render(history), to: htmlPath)
  try AtomicFile.write(MarkdownSummary.render(history), to: markdownPath)
  print(
    "\(runs.count) runs on \(history.machines.count) machine(s); wrote \(htmlPath) and \(markdownPath)"
  )
  return .ok
}

/// `track baseline`.
func runBaseline(_ raw: [String]) throws -> Outcome {
  let arguments = try ParsedArguments(
    raw, valued: ["results", "set", "for"], positionalCount: 0...0)
  let store = BaselineStore(root: arguments.values["results"] ?? "results")
  if let path = arguments.values["set"] {
    guard arguments.values["for"] == nil else {
      throw UsageError(description: "--set and --for cannot be combined")
    }
    let (machine, record) = try store.record(runPath: path)
    print("baseline for \(machine) is now \(path) (recorded in \(record))")
    return .ok
  }
  if let baseline = try store.baseline(forContender: arguments.values["for"]) {
    print(baseline)
  } else {
    printError("no baseline: no earlier run from the same machine")
  }
  return .ok
}

/// `track import-callgrind`.
func runImportCallgrind(_ raw: [String]) throws -> Outcome {
  var arguments = try ParsedArguments(raw, valued: ["out"], positionalCount: 2...Int.max)
  guard let output = arguments.values["out"] else {
    throw UsageError(description: "import-callgrind needs --out FILE")
  }
  let runPath = arguments.positionals.removeFirst()
  let data: Data
  do { data = try Data(contentsOf: URL(fileURLWithPath: runPath)) } catch {
    throw BenchmarkInputError.unreadable(path: runPath, reason: "no such file or unreadable")
  }
  let document: JSONValue
  do { document = try JSONParser.parse([UInt8](data)) } catch {
    throw BenchmarkInputError.malformedJSON(path: runPath, error: error)
  }
  var dumps: [CallgrindDump] = []
  for path in arguments.positionals {
    if let dump = try CallgrindDump.read(path: path) { dumps.append(dump) }
  }
  let updated = try document.addingInstructions(dumps, source: runPath)
  try AtomicFile.write(updated.serialized(), to: output)
  print("wrote \(output) with instruction counts from \(dumps.count) dumps")
  return .ok
}
