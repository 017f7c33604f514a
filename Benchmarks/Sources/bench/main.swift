import BenchmarkShim
import BenchmarkTracking
import CommandLineOptions
import Foundation

// Policy: `bench` is Google Benchmark's own command line plus
// `--fixed-iterations`, `--list-group` and `--declarations`. When no
// `--benchmark_out` is given, results also go to a temporary JSON file so
// the optimised-away check can read them. Every benchmark's group and
// thresholds go into the JSON results file's context after the run, not
// through Google Benchmark's custom context, whose console reporter would
// print their 6 KB of JSON at the top of every run.

/// The runner's help; its option lines are written from their declarations
/// (``RunnerOptions``). Google Benchmark's own help follows it.
let helpText =
  ([
    "bench: Google Benchmark runner for the safe-area harness.",
    "",
    "Suites: geometry/*, polling/<session>/<policy>, memory/*,",
    "  raster/<clear|fill|frame>/<case>/<width>x<height>, fuzz/<property>.",
    "Runner options:",
  ] + helpLines(for: RunnerOptions.configuration.options, width: 83, gap: 3) + [
    "Each suite declares its benchmarks' group and thresholds where it registers",
    "them (Suites/*.swift); the results' context carries them as",
    "safe_area_benchmarks, which `track compare` and `track check` judge by.",
    "Environment (for Evaluations/tracking/eval-tracking only):",
    "  SAFEAREA_BENCH_INJECT=NAME=FACTOR[,NAME=FACTOR...]  slows benchmark NAME down on",
    "                         purpose by running its body FACTOR times as often (1 < FACTOR <= 2);",
    "                         printed loudly and recorded in the JSON context",
    "  SAFEAREA_BENCH_ZOO=base|regressed  adds the regression zoo (zoo/*): frames with a",
    "                         good or a regressed pass (Suites/RegressionZooSuite.swift)",
    "All --benchmark_* flags are Google Benchmark's (below), e.g.",
    "  --benchmark_filter=polling --benchmark_repetitions=9",
    "  --benchmark_out=run.json --benchmark_out_format=json",
    "  --benchmark_context=commit=abc123",
    "",
  ]).joined(separator: "\n")

let options: RunnerOptions
do {
  options = try RunnerOptions(processArguments: CommandLine.arguments)
} catch {
  FileHandle.standardError.write(Data("bench: \(error.message)\n".utf8))
  exit(2)
}
if options.wantsHelp { print(helpText) }

let injections: [SlowdownInjection]
do {
  injections = try SlowdownInjection.current.get()
} catch {
  FileHandle.standardError.write(Data("bench: \(error.message)\n".utf8))
  exit(2)
}

GeometrySuite.register()
PollingSuite.register()
PollingCostSuite.register()
MemorySuite.register()
RasterSuite.register()
FuzzSuite.register()
RegressionZooSuite.register()

let declarations = BenchmarkRegistry.declarations.withLock { $0 }
if let group = options.listedGroup {
  guard let filter = declarations.filter(for: group) else {
    FileHandle.standardError.write(Data("bench: no benchmark is \(group.rawValue)\n".utf8))
    exit(2)
  }
  print(filter)
  exit(0)
}
if options.wantsDeclarations {
  print(declarations.json.serialized(compactingFrom: 3), terminator: "")
  exit(0)
}

if !injections.isEmpty {
  for injection in injections {
    guard declarations.names.contains(injection.benchmark) else {
      FileHandle.standardError.write(
        Data(
          ("bench: \(SlowdownInjection.environmentVariable) names '\(injection.benchmark)', "
            + "which is not a benchmark (see --benchmark_list_tests=true)\n").utf8))
      exit(2)
    }
    // write(2) rather than FileHandle: measured, FileHandle's first use here
    // shifted the fuzz/* instruction counts by 0.5% against uninjected runs.
    let line = injection.banner + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
  sa_add_context("injected_slowdown", injections.map(\.contextValue).joined(separator: ","))
}

var arguments = options.passThrough
if options.benchmarkFlag("benchmark_context")?.contains("cpu_model=") != true,
  let model = RunEnvironment.cpuModel()
{
  sa_add_context("cpu_model", model)
}
var temporaryOutput: String?
let outputPath: String
if let path = options.benchmarkFlag("benchmark_out") {
  outputPath = path
} else {
  let path = NSTemporaryDirectory() + "bench-\(ProcessInfo.processInfo.processIdentifier).json"
  temporaryOutput = path
  outputPath = path
  arguments += ["--benchmark_out=\(path)", "--benchmark_out_format=json"]
}
let jsonOutput = (options.benchmarkFlag("benchmark_out_format") ?? "json") == "json"

// Initialize() removes the flags it parsed by shifting argv's pointers, so
// the copies are freed from the original list, not from argv.
let owned = arguments.map { strdup($0) }
var argv = owned
let count = sa_run(Int32(argv.count), &argv, Int64(options.fixedIterations))
for pointer in owned { free(pointer) }

if count < 0 { exit(2) }
// A listing (--benchmark_list_tests) writes no results to check.
let listsOnly = options.passThrough.contains { $0.hasPrefix("--benchmark_list_tests") }
if !options.wantsHelp, !listsOnly, jsonOutput, count > 0, temporaryOutput == nil {
  do {
    try declarations.record(inResultsAt: outputPath)
  } catch {
    FileHandle.standardError.write(
      Data("bench: cannot add the benchmark declarations to the results: \(error)\n".utf8))
    exit(2)
  }
}
if !options.wantsHelp, !listsOnly, jsonOutput, count > 0, options.fixedIterations == 0 {
  for warning in OptimisedAwayCheck.warnings(resultsAt: outputPath) {
    FileHandle.standardError.write(Data((warning + "\n").utf8))
  }
}
if let temporaryOutput { try? FileManager.default.removeItem(atPath: temporaryOutput) }
exit(count == 0 && !options.wantsHelp ? 1 : 0)
