import BenchmarkTracking
import Foundation
import TrackingHistory

// Policy: the history page is one self-contained file (inline CSS and SVG,
// no scripts, no fonts or images fetched), so it can be attached to a CI run,
// mailed, or opened from disk years later and still render the same. It is
// read top-down in the order a person acts: what changed (regressions, then
// improvements, then inconclusive, each with its size, commit and chart),
// then every other benchmark as small multiples, the ones drifting from
// their level first. The legend draws the very symbols the charts use.

/// Renders a history and its change points as a standalone HTML page.
public enum HTMLReport {
  /// Headings of the "what changed" groups.
  static func heading(_ kind: ChangeKind) -> String {
    switch kind {
    case .regression: "Regressions (slower)"
    case .improvement: "Improvements (faster)"
    case .inconclusive: "Inconclusive (possible change, needs more runs)"
    }
  }

  static let style = """
    body{font-family:system-ui,sans-serif;margin:1.5em 2em;color:#222;max-width:1300px}
    h1{margin:0 0 .2em}h2{border-bottom:1px solid #ccc;margin-top:1.4em}h3{margin:1em 0 .4em}
    .lede{color:#444;margin:.2em 0}.legend{color:#444;font-size:.9em}
    .legend svg{vertical-align:middle;margin:0 .2em 0 .8em}
    .grid{display:flex;flex-wrap:wrap;gap:10px 14px}
    .card{border:1px solid #ddd;border-radius:4px;padding:6px 8px;background:#fff}
    .card.regression{border-left:5px solid #c00}.card.improvement{border-left:5px solid #080}
    .card.inconclusive{border-left:5px dashed #b80}
    .name{font-weight:600;font-size:.95em;overflow-wrap:anywhere}
    .sub{color:#555;font-size:.85em;margin:.1em 0 .2em}.small .name{font-size:.85em}
    .card.small{width:300px}
    .regression .size{color:#c00}.improvement .size{color:#080}
    .inconclusive .size{color:#960}.none{color:#080;font-weight:600}.outliers{color:#a50}
    code{font-size:.95em}
    """

  /// The legend: each symbol drawn as in the charts, then its meaning.
  static func legend(_ options: ChangePointOptions) -> String {
    func ring(_ color: String, dashed: Bool) -> String {
      let dash = dashed ? " stroke-dasharray=\"2 2\"" : ""
      return "<svg width=\"16\" height=\"16\"><circle cx=\"8\" cy=\"8\" r=\"6\" fill=\"none\" "
        + "stroke=\"\(color)\" stroke-width=\"2\"\(dash)/></svg>"
    }
    var html = "<p class=\"legend\">"
    html += ring("#c00", dashed: false) + "regression (slower)"
    html += ring("#080", dashed: false) + "improvement (faster)"
    html += ring("#b80", dashed: true)
    html += "inconclusive (p between \(options.significance) and \(options.weakSignificance))"
    html += "<svg width=\"26\" height=\"10\"><line x1=\"1\" x2=\"25\" y1=\"5\" y2=\"5\" "
    html +=
      "stroke=\"#8a8\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/></svg>level between changes"
    html +=
      "<svg width=\"22\" height=\"12\"><rect width=\"22\" height=\"12\" fill=\"#d8d8d8\"/></svg>"
    html += "spread of several runs of one commit (its noise)"
    html += "<svg width=\"12\" height=\"12\"><polygon points=\"6,1 2,9 10,9\" fill=\"#fff\" "
    html += "stroke=\"#e80\" stroke-width=\"1.5\"/></svg>"
    html += "<svg width=\"12\" height=\"12\"><polygon points=\"6,1 2,9 10,9\" fill=\"#e80\" "
    html += "stroke=\"#e80\" stroke-width=\"1.5\"/></svg>"
    html += "night judged an outlier (filled: beyond the scale, drawn at the edge), left out of "
    html += "the test and the levels"
    html += "</p>\n"
    return html
  }

  /// One line per change: size, where, levels, p-value.
  static func changeLines(_ benchmark: HistoryChanges.Benchmark, metric: Metric) -> String {
    var html = ""
    for change in benchmark.changes.sorted(by: { $0.kind < $1.kind }) {
      let word =
        switch change.kind {
        case .regression: "slower"
        case .improvement: "faster"
        case .inconclusive: "maybe"
        }
      html += "<div class=\"sub \(change.kind.rawValue)\"><span class=\"size\"><b>"
      html += "\(ValueFormatting.change(change.relativeChange)) \(word)</b></span> at "
      html += "<code>\(SVGChart.label(change.first).htmlEscaped)</code> "
      html += "(run \(change.index + 1) of \(benchmark.points.count), after "
      html += "<code>\(SVGChart.label(change.lastBefore).htmlEscaped)</code>): "
      html += ChangeReport.levels(change, metric: metric).htmlEscaped
      html += "</div>\n"
    }
    return html
  }

  /// The nights judged outliers, each with its commit and how far it stood
  /// from the level; empty when there are none.
  static func outlierLine(_ benchmark: HistoryChanges.Benchmark) -> String {
    guard !benchmark.outliers.isEmpty else { return "" }
    let nights = benchmark.outliers.map { index in
      var text =
        "run \(index + 1) <code>\(SVGChart.label(benchmark.points[index]).htmlEscaped)</code>"
      if let deviation = benchmark.outlierDeviation(index) {
        text += " (\(ValueFormatting.change(deviation).htmlEscaped))"
      }
      if benchmark.isProvisionalOutlier(index) { text += " provisional: the next runs tell" }
      return text
    }
    let noun = nights.count == 1 ? "night" : "nights"
    return "<div class=\"sub outliers\">Outlier \(noun), left out: "
      + nights.joined(separator: ", ") + "</div>\n"
  }

  /// A benchmark name, escaped, that wraps after its separators (`/`, `.`)
  /// before it breaks inside a word: a long name wraps in its card.
  static func breakable(_ name: String) -> String {
    name.htmlEscaped.replacingOccurrences(of: "/", with: "/<wbr>")
      .replacingOccurrences(of: ".", with: ".<wbr>")
  }

  /// `3 regressions`, `1 improvement`, `2 inconclusive`.
  static func plural(_ count: Int, _ kind: ChangeKind) -> String {
    kind == .inconclusive || count == 1 ? "\(count) \(kind.rawValue)" : "\(count) \(kind.rawValue)s"
  }

  /// The latest run against its level (the mean of the runs before it) and
  /// the run-to-run noise (their coefficient of variation), for a benchmark
  /// without a change: a reader sees at once whether the latest move is
  /// larger than usual.
  static func levelLine(
    _ benchmark: HistoryChanges.Benchmark, latest: HistoryPoint, metric: Metric
  ) -> String {
    let before = benchmark.points.dropLast().map(\.median)
    var text = "latest \(ValueFormatting.value(latest.median, metric: metric))"
    guard before.count >= 2 else { return text.htmlEscaped }
    let mean = before.reduce(0, +) / Double(before.count)
    let variance = before.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(before.count - 1)
    guard mean > 0 else { return text.htmlEscaped }
    text += " (\(ValueFormatting.change(latest.median / mean - 1)) on the level "
    text += "\(ValueFormatting.value(mean, metric: metric))); "
    text += "noise \(String(format: "±%.1f%%", variance.squareRoot() / mean * 100))"
    return text.htmlEscaped
  }

  /// The page's HTML.
  ///
  /// - Parameters:
  ///   - changes: the benchmarks of every machine, with their change points.
  ///   - title: the page's title.
  ///   - paired: paired comparisons (`track ab`), chained into levels and
  ///     shown after the stored runs.
  public static func render(
    _ changes: HistoryChanges, title: String = "Benchmark history",
    paired: PairedHistory = PairedHistory(runs: [])
  ) -> String {
    let metric = changes.metric
    let options = changes.options
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<title>\(title.htmlEscaped)</title>\n<style>\n\(style)\n</style>\n</head>\n<body>\n"
    html += "<h1>\(title.htmlEscaped)</h1>\n"
    html += "<p class=\"lede\">Metric <b>\(metric.rawValue.htmlEscaped)</b>, one point per run "
    html += "(the median of its repetitions). Changes are found over each benchmark's whole "
    html += "history with E-divisive means (p &le; \(options.significance), "
    html += "\(options.permutations) permutations, seed \(options.seed)), outlier nights "
    html += "(further than \(String(format: "%g", options.outlierThreshold)) robust deviations "
    html += "from the nights on both sides) left out; "
    html += "<code>track changes</code> prints the same list.</p>\n"
    html += legend(options)
    if changes.machines.isEmpty { html += "<p>No runs yet.</p>\n" }
    for machine in changes.machines {
      html += "<h2>\(machine.identity.description.htmlEscaped)</h2>\n<p class=\"lede\">"
      html += machine.runCount == 1 ? "1 run" : "\(machine.runCount) runs"
      let dates = machine.benchmarks.flatMap(\.points).map { String($0.date.prefix(10)) }
        .filter { !$0.isEmpty }
      if let first = dates.min(), let last = dates.max() {
        html +=
          first == last ? ", \(first.htmlEscaped)" : ", \(first.htmlEscaped) to \(last.htmlEscaped)"
      }
      html += ", \(machine.benchmarks.count) benchmarks.</p>\n"
      let flagged = machine.benchmarks.filter { $0.mostUrgent != nil }
      let counts = ChangeKind.allCases.map { kind in
        (flagged.flatMap(\.changes).filter { $0.kind == kind }.count, kind)
      }
      html += "<h3>What changed</h3>\n"
      if machine.runCount < 2 {
        html += "<p class=\"lede\">Nothing to compare yet: a change needs runs on both sides.</p>\n"
      } else if flagged.isEmpty {
        html += "<p class=\"none\">Nothing: no change point in \(machine.benchmarks.count) "
        html += "benchmarks over \(machine.runCount) runs.</p>\n"
      } else {
        html += "<p class=\"lede\">"
        html += counts.map { count, kind in plural(count, kind) }.joined(separator: ", ")
        html += ".</p>\n"
      }
      for kind in ChangeKind.allCases {
        let group = flagged.filter { $0.mostUrgent == kind }
        guard !group.isEmpty else { continue }
        html += "<h3>\(heading(kind).htmlEscaped)</h3>\n<div class=\"grid\">\n"
        for benchmark in group {
          html += "<div class=\"card \(kind.rawValue)\">\n"
          html += "<div class=\"name\">\(breakable(benchmark.name))</div>\n"
          html += changeLines(benchmark, metric: metric)
          html += outlierLine(benchmark)
          html += SVGChart.render(benchmark, metric: metric, style: .large)
          html += "\n</div>\n"
        }
        html += "</div>\n"
      }
      let rest = machine.benchmarks.filter { $0.mostUrgent == nil }
      if !rest.isEmpty {
        html += "<h3>No change: \(rest.count) benchmarks, the latest run furthest from its "
        html += "level first</h3>\n<div class=\"grid\">\n"
        for benchmark in rest {
          guard let last = benchmark.points.last else { continue }
          html += "<div class=\"card small\">\n"
          html += "<div class=\"name\">\(breakable(benchmark.name))</div>\n"
          html += "<div class=\"sub\">\(levelLine(benchmark, latest: last, metric: metric))</div>\n"
          html += outlierLine(benchmark)
          html += SVGChart.render(benchmark, metric: metric, style: .small)
          html += "\n</div>\n"
        }
        html += "</div>\n"
      }
    }
    html += pairedSections(paired)
    html += "</body>\n</html>\n"
    return html
  }

  /// The paired comparisons of every machine: one card per benchmark with
  /// its latest step and its chained level.
  static func pairedSections(_ paired: PairedHistory) -> String {
    var html = ""
    for machine in paired.machines where !machine.steps.isEmpty {
      let comparisons = Set(machine.steps.values.flatMap { $0.map(\.source) }).count
      html += "<h2>Paired comparisons: \(machine.identity.description.htmlEscaped)</h2>\n"
      html += "<p class=\"lede\">\(comparisons) paired comparison(s) (<code>track ab</code>, "
      html += "the nightly's tonight-against-last-night run): each night's median ratio to the "
      html += "night before, chained into a level (0% where a chain starts; a gap in the "
      html += "nights starts a new chain). Whiskers are that night's interval; rings mark "
      html += "its verdict. These steps are free of the drift between the stored runs above."
      html += "</p>\n<div class=\"grid\">\n"
      for name in machine.benchmarkNames {
        guard let steps = machine.steps[name], let last = steps.last else { continue }
        let kind =
          last.verdict == .regression || last.verdict == .improvement ? last.verdict.rawValue : ""
        html += "<div class=\"card small \(kind)\">\n"
        html += "<div class=\"name\">\(breakable(name))</div>\n<div class=\"sub\">"
        var line = "latest \(last.head.prefix(12)) against \(last.base.prefix(12)): "
        line += "\(ValueFormatting.change(expm1(last.logRatio))) \(last.verdict.rawValue); "
        line += "level \(ValueFormatting.change(expm1(last.level))) over "
        line += steps.count == 1 ? "1 night" : "\(steps.count) nights"
        if let detectable = last.detectable {
          line += "; changes under \(ValueFormatting.change(detectable)) were invisible that night"
        }
        html += line.htmlEscaped + "</div>\n"
        html += PairedChart.render(steps, name: name)
        html += "\n</div>\n"
      }
      html += "</div>\n"
    }
    return html
  }
}
