import BenchmarkTracking
import Foundation
import TrackingHistory

/// The Markdown summary of a `BenchmarkHistory`: per machine, what
/// changed over the whole history (`HistoryChanges`), then one row per
/// benchmark with its latest median, the change from the previous run and
/// the step changes flagged so far.
public enum MarkdownSummary {
  /// Escapes the characters that break a Markdown table cell.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|", "*", "_", "`", "[", "]", "<", ">", "\\": result += "\\\(character)"
      default: result.append(character)
      }
    }
    return result
  }

  /// Renders the summary.
  ///
  /// - Parameters:
  ///   - history: the runs, grouped by machine.
  ///   - changes: the change points of the same history.
  ///   - paired: paired comparisons (`track ab`), chained into levels.
  public static func render(
    _ history: BenchmarkHistory, changes: HistoryChanges,
    paired: PairedHistory = PairedHistory(runs: [])
  ) -> String {
    let metric = history.options.metric
    var output = "# Benchmark history\n\n"
    output += "Metric: \(metric.rawValue). Step changes use the `track compare` rule "
    output += "(Mann-Whitney U, \(history.options.correction.rawValue) correction, "
    output += "threshold \(ValueFormatting.percent(history.options.threshold)), "
    output += "alpha \(history.options.alpha)).\n"
    if history.machines.isEmpty { output += "\nNo runs yet.\n" }
    for machine in history.machines {
      output += "\n## \(escaped(machine.identity.description))\n\n"
      output += "\(machine.runs.count) runs"
      if let last = machine.runs.last {
        output += ", latest \(escaped(last.context.date ?? last.source))"
        if let commit = last.context.commit { output += " at \(escaped(commit))" }
      }
      output += ".\n\n"
      output += whatChanged(changes.machines.first { $0.identity == machine.identity }, metric)
      output += "| benchmark | latest | change | latest step | steps flagged |\n"
      output += "|---|---:|---:|---|---:|\n"
      for name in machine.benchmarkNames {
        guard let points = machine.series[name], let last = points.last else { continue }
        let flagged = points.filter { $0.step == .regression || $0.step == .improvement }
        let step =
          last.step.map { $0 == .regression ? "**regression**" : $0.rawValue } ?? "first run"
        output += "| \(escaped(name)) | \(ValueFormatting.value(last.median, metric: metric)) | "
        output += "\(ValueFormatting.change(last.change)) | \(step) | \(flagged.count) |\n"
      }
    }
    for machine in paired.machines where !machine.steps.isEmpty {
      output += "\n## Paired comparisons: \(escaped(machine.identity.description))\n\n"
      output += "Each night's median ratio to the night before (`track ab`), chained into a "
      output += "level from where its chain starts.\n\n"
      output += "| benchmark | latest step | verdict | visible from | chained level | nights |\n"
      output += "|---|---:|---|---:|---:|---:|\n"
      for name in machine.benchmarkNames {
        guard let steps = machine.steps[name], let last = steps.last else { continue }
        let verdict = last.verdict == .regression ? "**regression**" : last.verdict.rawValue
        let visible = last.detectable.map { ValueFormatting.change($0) } ?? "none"
        output += "| \(escaped(name)) | \(ValueFormatting.change(expm1(last.logRatio))) | "
        output += "\(verdict) | \(visible) | \(ValueFormatting.change(expm1(last.level))) | "
        output += "\(steps.count) |\n"
      }
    }
    return output
  }

  /// The "what changed" list of one machine, most urgent first.
  static func whatChanged(_ machine: HistoryChanges.Machine?, _ metric: Metric) -> String {
    let changes = (machine?.benchmarks ?? []).flatMap { benchmark in
      benchmark.changes.map { (benchmark.name, $0) }
    }.sorted { $0.1.kind < $1.1.kind }
    var outliers = ""
    for benchmark in machine?.benchmarks ?? [] where !benchmark.outliers.isEmpty {
      outliers += "- \(escaped(benchmark.name)): "
      outliers += escaped(ChangeReport.outlierList(benchmark)) + "\n"
    }
    if !outliers.isEmpty { outliers = "Outlier nights, left out of the test:\n\n\(outliers)\n" }
    guard !changes.isEmpty else {
      return "What changed: nothing (no change point).\n\n" + outliers
    }
    var output = "What changed (E-divisive means over the whole history):\n\n"
    for (name, change) in changes {
      output += "- \(change.kind == .regression ? "**regression**" : change.kind.rawValue) "
      output += "\(ValueFormatting.change(change.relativeChange)) \(escaped(name)) at "
      output += "\(escaped(SVGChart.label(change.first))) (after "
      output += "\(escaped(SVGChart.label(change.lastBefore)))): "
      output += escaped(ChangeReport.levels(change, metric: metric)) + "\n"
    }
    return output + "\n" + outliers
  }
}
