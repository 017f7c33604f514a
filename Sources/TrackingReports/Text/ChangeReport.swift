import BenchmarkTracking
import Foundation
import TrackingHistory

// Policy: the text lists changes most urgent first (regressions, then
// improvements, then inconclusive), one line each, naming the commit range
// the change lies in, so the next step (Scripts/run/bench-range over that range)
// can be typed from it. The JSON carries the same facts for scripts
// (Evaluations/changepoints/eval-changepoints, Evaluations/changepoints/otava-compare), index included.
// Runs are numbered one way for people: from 1, the oldest run 1, as the
// text's `at run 7` and the JSON's `run_number`; the JSON's `index` is the
// same run's position in the history (from 0, run_number - 1) for scripts.

/// Renders `HistoryChanges` as text or JSON.
public enum ChangeReport {
  /// `abc123 (date)`, or the run's file when it has no commit.
  static func label(_ point: HistoryPoint) -> String {
    let commit = point.commit ?? (point.source as NSString).lastPathComponent
    return point.date.isEmpty ? commit : "\(commit) (\(point.date))"
  }

  /// `97 us -> 106 us, p = 0.0008`, and a warning when both sides ran
  /// the same commit: the part of a change's line every report shares.
  public static func levels(_ change: DetectedChange, metric: Metric) -> String {
    var text = "\(ValueFormatting.value(change.meanBefore, metric: metric)) -> "
    text += "\(ValueFormatting.value(change.meanAfter, metric: metric)), "
    text += "p \(change.stoppedEarly ? ">" : "")= \(ValueFormatting.pValue(change.pValue))"
    if change.isBetweenRunsOfOneCommit { text += " (same commit: not caused by code)" }
    return text
  }

  /// One line per change, then a count per kind.
  public static func text(_ changes: HistoryChanges) -> String {
    let options = changes.options
    var output = "E-divisive means over \(changes.metric.rawValue) (run medians), "
    output += "p <= \(options.significance) over \(options.permutations) permutations, "
    output += "seed \(options.seed)"
    if options.minimumChange > 0 {
      output += ", changes under \(ValueFormatting.percent(options.minimumChange)) dropped"
    }
    output += "\n"
    let all = changes.allChanges
    let machines = Set(all.map(\.machine)).count
    for (machine, benchmark, change) in all {
      output += "\(change.kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) "
      output += "\(ValueFormatting.change(change.relativeChange)) \(benchmark) "
      output += "at run \(change.index + 1) \(label(change.first)), "
      output += "after \(label(change.lastBefore)); "
      output += levels(change, metric: changes.metric)
      if machines > 1 || changes.machines.count > 1 { output += " [\(machine)]" }
      output += "\n"
    }
    let counts = ChangeKind.allCases.map { kind in
      "\(all.filter { $0.change.kind == kind }.count) \(kind.rawValue)"
    }
    var outlierCount = 0
    for machine in changes.machines {
      for benchmark in machine.benchmarks where !benchmark.outliers.isEmpty {
        outlierCount += benchmark.outliers.count
        output += "outliers     \(benchmark.name): \(outlierList(benchmark)), left out"
        if changes.machines.count > 1 { output += " [\(machine.identity)]" }
        output += "\n"
      }
    }
    let benchmarks = changes.machines.map(\.benchmarks.count).reduce(0, +)
    output += "\(counts.joined(separator: ", ")) in \(benchmarks) series"
    if outlierCount > 0 {
      output += "; \(outlierCount) outlier night\(outlierCount == 1 ? "" : "s") left out"
    }
    return output + "\n"
  }

  /// `run 17 abc123 (+85.0%), run 40 def456 (+60.1%, provisional)`.
  public static func outlierList(_ benchmark: HistoryChanges.Benchmark) -> String {
    benchmark.outliers.map { index in
      var notes = benchmark.outlierDeviation(index).map { [ValueFormatting.change($0)] } ?? []
      if benchmark.isProvisionalOutlier(index) { notes.append("provisional") }
      let note = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
      return "run \(index + 1) \(SVGChart.label(benchmark.points[index]))\(note)"
    }.joined(separator: ", ")
  }

  /// The changes as JSON: options, then per machine and benchmark the run
  /// count and each change.
  public static func json(_ changes: HistoryChanges) -> JSONValue {
    let options = changes.options
    let machines = changes.machines.map { machine -> JSONValue in
      let benchmarks = machine.benchmarks.map { benchmark -> JSONValue in
        .object([
          ("name", .string(benchmark.name)),
          ("runs", .number(Double(benchmark.points.count))),
          ("changes", .array(benchmark.changes.map(json))),
          ("outliers", .array(benchmark.outliers.map { outlier(benchmark, $0) })),
        ])
      }
      return .object([
        ("machine", .string(machine.identity.description)),
        ("runs", .number(Double(machine.runCount))),
        ("benchmarks", .array(benchmarks)),
      ])
    }
    return .object([
      ("metric", .string(changes.metric.rawValue)),
      ("method", .string("e-divisive means, q-hat alpha=1, permutation test")),
      ("significance", .number(options.significance)),
      ("weak_significance", .number(options.weakSignificance)),
      ("permutations", .number(Double(options.permutations))),
      ("seed", .number(Double(options.seed))),
      ("minimum_change", .number(options.minimumChange)),
      ("outlier_threshold", .number(options.outlierThreshold)),
      ("machines", .array(machines)),
    ])
  }

  /// An outlier night: its index, run, commit, median and how far it
  /// stands from the median of the other nights.
  static func outlier(_ benchmark: HistoryChanges.Benchmark, _ index: Int) -> JSONValue {
    let point = benchmark.points[index]
    return .object([
      ("index", .number(Double(index))),
      ("run_number", .number(Double(index + 1))),
      ("run", .string(point.source)),
      ("commit", point.commit.map(JSONValue.string) ?? .null),
      ("median", .number(point.median)),
      ("relative_to_level", benchmark.outlierDeviation(index).map(JSONValue.number) ?? .null),
      ("provisional", .bool(benchmark.isProvisionalOutlier(index))),
    ])
  }

  static func json(_ change: DetectedChange) -> JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    return .object([
      ("kind", .string(change.kind.rawValue)),
      ("index", .number(Double(change.index))),
      ("run_number", .number(Double(change.index + 1))),
      ("previous_index", .number(Double(change.indexBefore ?? change.index - 1))),
      ("run", .string(change.first.source)),
      ("date", .string(change.first.date)),
      ("commit", change.first.commit.map(JSONValue.string) ?? .null),
      ("previous_commit", change.lastBefore.commit.map(JSONValue.string) ?? .null),
      ("same_commit_on_both_sides", .bool(change.isBetweenRunsOfOneCommit)),
      ("mean_before", .number(change.meanBefore)),
      ("mean_after", .number(change.meanAfter)),
      ("median_before", .number(change.medianBefore)),
      ("median_after", .number(change.medianAfter)),
      ("relative_change", optional(change.relativeChange)),
      ("relative_median_change", optional(change.relativeMedianChange)),
      ("runs_before", .number(Double(change.runsBefore))),
      ("runs_after", .number(Double(change.runsAfter))),
      ("p_value", .number(change.pValue)),
      ("p_value_is_lower_bound", .bool(change.stoppedEarly)),
      ("q_hat", .number(change.qHat)),
    ])
  }
}
