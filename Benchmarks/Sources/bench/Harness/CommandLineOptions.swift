import BenchmarkTracking

// Policy: the runner adds options of its own: `--fixed-iterations N`
// (also `--fixed-iterations=N`), because Google Benchmark 1.7.1's
// `--benchmark_min_time` takes seconds only (the `Nx` iteration form
// arrived in 1.8); `--list-group NAME` and `--declarations`, because the
// benchmarks declare their groups and thresholds here, so this binary is
// the one that can say which benchmarks a group holds before any run
// exists (the nightly's instruction count, bench-ab's paired rounds need a
// filter first). Every other argument goes to Google Benchmark untouched,
// so all `--benchmark_*` flags work as documented there. It does not use the
// root package's CommandLineOptions module on purpose: that parser rejects
// any option it was not told about, while this one must hand every argument
// it does not own to Google Benchmark, which parses and reports them itself.

/// The runner's own options and the arguments left for Google Benchmark.
struct CommandLineOptions {
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

  /// Splits the process arguments.
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments.dropFirst()
    passThrough = [arguments.first ?? "bench"]
    while let argument = remaining.popFirst() {
      if argument == "--fixed-iterations" || argument.hasPrefix("--fixed-iterations=") {
        let text: String
        if let equals = argument.firstIndex(of: "=") {
          text = String(argument[argument.index(after: equals)...])
        } else {
          guard let next = remaining.popFirst() else {
            throw UsageError(message: "--fixed-iterations needs a value")
          }
          text = next
        }
        guard let value = Int(text), value > 0 else {
          throw UsageError(message: "--fixed-iterations must be a positive integer, got '\(text)'")
        }
        fixedIterations = value
      } else if argument == "--list-group" || argument.hasPrefix("--list-group=") {
        let text: String
        if let equals = argument.firstIndex(of: "=") {
          text = String(argument[argument.index(after: equals)...])
        } else {
          text = remaining.popFirst() ?? ""
        }
        guard let group = BenchmarkGroup(rawValue: text) else {
          let names = BenchmarkGroup.allCases.map(\.rawValue).joined(separator: " or ")
          throw UsageError(message: "--list-group takes \(names), got '\(text)'")
        }
        listedGroup = group
      } else if argument == "--declarations" {
        wantsDeclarations = true
      } else {
        if argument == "--help" || argument == "-h" { wantsHelp = true }
        passThrough.append(argument)
      }
    }
  }

  /// The value of a `--benchmark_x=value` flag, when given.
  func benchmarkFlag(_ name: String) -> String? {
    let prefix = "--\(name)="
    return passThrough.last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }
}

/// A mistake in the runner's own options.
struct UsageError: Error {
  /// What was wrong.
  var message: String
}
