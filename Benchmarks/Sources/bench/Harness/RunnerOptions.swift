import BenchmarkTracking
import CommandLineOptions

// Policy: the runner parses with the package's one parser
// (CommandLineOptions), declaring only its own options: `--fixed-iterations
// N`, because Google Benchmark 1.7.1's `--benchmark_min_time` takes seconds
// only (the `Nx` iteration form arrived in 1.8); `--list-group NAME` and
// `--declarations`, because the benchmarks declare their groups and
// thresholds here, so this binary can say which benchmarks a group holds
// before any run exists. Google Benchmark's own options (`--benchmark_*`,
// `--v`, `--help`) pass through untouched, so all of them work as
// documented there; anything else is a usage error naming it.

/// The runner's own options and the arguments left for Google Benchmark.
struct RunnerOptions: ParsableCommand {
  static let fixedIterations = Option<Int>(
    "fixed-iterations", "N", default: 0, accepting: .positive,
    help: "run every benchmark exactly N iterations per repetition (instruction-count mode;"
      + " under callgrind each repetition is dumped separately, see"
      + " Scripts/run/bench-instructions); raster/* run at most 10 frames, memory/* at most 4"
      + " passes, fuzz/* at most 100 cases",
    shownDefault: .unstated)
  static let listGroup = Option<BenchmarkGroup?>(
    "list-group", "NAME",
    help: "print the --benchmark_filter of the memory-bound or the cpu-bound benchmarks,"
      + " then exit")
  static let declarations = Flag(
    "declarations",
    help: "print every benchmark's group and thresholds (JSON, as the results' context"
      + " carries them), then exit")
  static let help = Flag("help", help: "this help, then Google Benchmark's")

  static let configuration = CommandConfiguration(
    "bench", summary: "Google Benchmark runner for the safe-area harness",
    options: [fixedIterations, listGroup, declarations, help],
    passesThrough: isGoogleBenchmarkOption)

  /// Iterations per repetition in instruction-count mode; 0 when off.
  var fixedIterations: Int
  /// Arguments for Google Benchmark, program name first.
  var passThrough: [String]
  /// Whether `--help` was asked for.
  var wantsHelp: Bool
  /// The group whose filter `--list-group` asks for.
  var listedGroup: BenchmarkGroup?
  /// Whether `--declarations` asks for every benchmark's policy.
  var wantsDeclarations: Bool

  /// Google Benchmark's options, handed on as they are.
  static func isGoogleBenchmarkOption(_ name: String) -> Bool {
    name.hasPrefix("benchmark_") || name == "v"
  }

  init(_ parsed: ParsedCommand) throws(UsageError) {
    fixedIterations = parsed[Self.fixedIterations]
    listedGroup = parsed[Self.listGroup]
    wantsDeclarations = parsed[Self.declarations]
    wantsHelp = parsed[Self.help]
    // Google Benchmark prints its own help after the runner's.
    passThrough = parsed.passedThrough + (wantsHelp ? ["--help"] : [])
  }

  /// Splits the process arguments (program name first).
  init(processArguments arguments: [String]) throws(UsageError) {
    self = try Self.parse(Array(arguments.dropFirst()))
    passThrough.insert(arguments.first ?? "bench", at: 0)
  }

  /// The value of a `--benchmark_x=value` flag, when given.
  func benchmarkFlag(_ name: String) -> String? {
    let prefix = "--\(name)="
    return passThrough.last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }
}
