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
struct RunnerOptions {
  /// Iterations per repetition in instruction-count mode; 0 when off.
  var fixedIterations = 0
  /// Arguments for Google Benchmark, program name first.
  var passThrough: [String] = []
  /// Whether `--help` was asked for.
  var wantsHelp = false
  /// The group whose filter `--list-group` asks for.
  var listedGroup: BenchmarkGroup?
  /// Whether `--declarations` asks for every benchmark's policy.
  var wantsDeclarations = false

  /// The runner's own options.
  static let specs: [OptionSpec] = [
    .value("fixed-iterations", "N", help: "iterations per repetition (instruction counts)"),
    .value("list-group", "NAME", help: "print the --benchmark_filter of a group"),
    .flag("declarations", help: "print every benchmark's group and thresholds"),
    .flag("help", help: "the runner's help, then Google Benchmark's"),
  ]

  /// Google Benchmark's options, handed on as they are.
  static func isGoogleBenchmarkOption(_ name: String) -> Bool {
    name.hasPrefix("benchmark_") || name == "v"
  }

  /// Splits the process arguments (program name first).
  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try ParsedArguments(
      Array(arguments.dropFirst()), options: Self.specs,
      passesThrough: Self.isGoogleBenchmarkOption)
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)' (see --help)")
    }
    fixedIterations =
      try parsed.value("fixed-iterations", as: Int.self, expected: "a positive whole number") {
        $0 > 0
      } ?? 0
    if let text = parsed.string("list-group") {
      guard let group = BenchmarkGroup(rawValue: text) else {
        let names = BenchmarkGroup.allCases.map(\.rawValue).joined(separator: " or ")
        throw UsageError("--list-group takes \(names), got '\(text)'")
      }
      listedGroup = group
    }
    wantsDeclarations = parsed.has("declarations")
    wantsHelp = parsed.has("help")
    passThrough =
      [arguments.first ?? "bench"] + parsed.passedThrough + (wantsHelp ? ["--help"] : [])
  }

  /// The value of a `--benchmark_x=value` flag, when given.
  func benchmarkFlag(_ name: String) -> String? {
    let prefix = "--\(name)="
    return passThrough.last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }
}
