import CommandLineOptions
import Foundation

// Policy: the tracking evaluation (Evaluations/tracking/eval-tracking) needs a slowdown
// of known size in exactly one benchmark, to measure whether `track` finds
// it. The extra work is the benchmark's own body run for
// round((factor - 1) x iterations) more iterations inside the measured
// batch, so it scales instructions and wall time alike (same code, same
// memory traffic), which a calibrated spin loop would not: a spin has its
// own instructions-per-cycle. The knob is an environment variable and not
// a flag, so no script or habit passes it by accident; it is off unless
// set, the runner prints a loud line when it is on, records it in the
// JSON context as `injected_slowdown`, and adds an `injected_fraction`
// counter (extra iterations / iterations, the slowdown really applied) to
// the benchmark. Scripts/run/nightly refuses to run with it set.

/// A slowdown injected on purpose into one benchmark, for evaluating the
/// regression tracking.
struct SlowdownInjection: Sendable {
  /// The environment variable holding `NAME=FACTOR`, e.g.
  /// `geometry/clipRect=1.01` for 1% more work in `geometry/clipRect`, or
  /// several such entries separated by commas (Evaluations/paired/eval-paired slows
  /// two benchmarks down in one run).
  static let environmentVariable = "SAFEAREA_BENCH_INJECT"
  /// The largest factor accepted: enough for any evaluation, small enough
  /// that a typo (`101` for `1.01`) is an error, not a 100x run.
  static let largestFactor = 2.0

  /// The benchmark slowed down (its full name).
  var benchmark: String
  /// How much more work it does, above 1.
  var factor: Double

  /// The injections set in the environment, read once per process: empty
  /// when the variable is unset or empty, an error when an entry is
  /// malformed or a benchmark is named twice.
  static let current = Result<[SlowdownInjection], UsageError> { () throws(UsageError) in
    guard let text = ProcessInfo.processInfo.environment[environmentVariable], !text.isEmpty
    else { return [] }
    var injections: [SlowdownInjection] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let injection = try SlowdownInjection(parsing: String(entry))
      guard !injections.contains(where: { $0.benchmark == injection.benchmark }) else {
        throw UsageError(
          "\(environmentVariable) names '\(injection.benchmark)' twice in '\(text)'")
      }
      injections.append(injection)
    }
    return injections
  }

  /// The injection in effect for a benchmark, `nil` when none (or when the
  /// variable is malformed: main exits on that before any benchmark is
  /// registered).
  static func active(for name: String) -> SlowdownInjection? {
    ((try? current.get()) ?? []).first { $0.benchmark == name }
  }

  /// Parses `NAME=FACTOR`.
  ///
  /// - Parameter text: the variable's value.
  /// - Throws: ``UsageError`` naming the variable and what is wrong.
  init(parsing text: String) throws(UsageError) {
    guard let equals = text.lastIndex(of: "=") else {
      throw UsageError(
        "\(Self.environmentVariable) must be NAME=FACTOR (e.g. geometry/clipRect=1.01), "
          + "got '\(text)'")
    }
    let name = String(text[..<equals])
    let factorText = String(text[text.index(after: equals)...])
    guard !name.isEmpty else {
      throw UsageError("\(Self.environmentVariable) names no benchmark in '\(text)'")
    }
    guard let factor = Double(factorText), factor.isFinite, factor > 1,
      factor <= Self.largestFactor
    else {
      throw UsageError(
        "\(Self.environmentVariable): the factor must be a number above 1 and at most "
          + "\(Self.largestFactor), got '\(factorText)'")
    }
    benchmark = name
    self.factor = factor
  }

  /// The extra iterations a batch of `iterations` runs: the requested share,
  /// rounded to the nearest whole iteration.
  func extraIterations(for iterations: Int) -> Int {
    Int(((Double(iterations) * (factor - 1)).rounded()))
  }

  /// The line the runner prints while the injection is on.
  var banner: String {
    "bench: *** \(Self.environmentVariable) IS SET: \(benchmark) does \(factor)x its work on "
      + "purpose; these results measure the regression tracking, not the code ***"
  }

  /// The value recorded in the JSON context.
  var contextValue: String { "\(benchmark)=\(factor)" }
}
