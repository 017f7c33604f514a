import Foundation

// Policy: the text lists changes most urgent first (regressions, then
// improvements, then inconclusive), one line each, naming the commit range
// the change lies in, so the next step (Scripts/bench-range over that range)
// can be typed from it. The JSON carries the same facts for scripts
// (Scripts/eval-changepoints, Scripts/otava-compare), index included.

/// Renders ``HistoryChanges`` as text or JSON.
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
    let benchmarks = changes.machines.map(\.benchmarks.count).reduce(0, +)
    output += "\(counts.joined(separator: ", ")) in \(benchmarks) series\n"
    return output
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
      ("machines", .array(machines)),
    ])
  }

  static func json(_ change: DetectedChange) -> JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    return .object([
      ("kind", .string(change.kind.rawValue)),
      ("index", .number(Double(change.index))),
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
