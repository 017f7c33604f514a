// Policy: the history page is one self-contained file (inline CSS and SVG,
// no scripts, no fonts or images fetched), so it can be attached to a CI run,
// mailed, or opened from disk years later and still render the same.

/// Renders a ``BenchmarkHistory`` as a standalone HTML page.
public enum HTMLReport {
  /// The page's HTML.
  public static func render(_ history: BenchmarkHistory, title: String = "Benchmark history")
    -> String
  {
    let metric = history.options.metric
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<title>\(title.htmlEscaped)</title>\n<style>\n"
    html += "body{font-family:system-ui,sans-serif;margin:2em;color:#222}"
    html += "h2{border-bottom:1px solid #ccc}section.bench{margin:1em 0}"
    html += ".regression{color:#c00;font-weight:bold}.improvement{color:#080}"
    html += "table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left}"
    html += "\n</style>\n</head>\n<body>\n<h1>\(title.htmlEscaped)</h1>\n"
    html += "<p>Metric: \(metric.rawValue.htmlEscaped). Each point is the median of a run's "
    html += "repetitions; the bar spans their minimum and maximum. Rings mark step changes "
    html += "judged like <code>track compare</code> (Mann-Whitney U, "
    html += "\(history.options.correction.rawValue.htmlEscaped) correction, threshold "
    html += "\(ValueFormatting.percent(history.options.threshold).htmlEscaped), "
    html += "alpha \(history.options.alpha)): red slower, green faster.</p>\n"
    if history.machines.isEmpty { html += "<p>No runs yet.</p>\n" }
    for machine in history.machines {
      html += "<h2>\(machine.identity.description.htmlEscaped)</h2>\n"
      html += "<p>\(machine.runs.count) runs"
      if let last = machine.runs.last {
        html += "; latest \((last.context.date ?? last.source).htmlEscaped)"
        if let commit = last.context.commit { html += " at <code>\(commit.htmlEscaped)</code>" }
      }
      html += ".</p>\n"
      for name in machine.benchmarkNames {
        guard let points = machine.series[name], let last = points.last else { continue }
        let verdict = last.step?.rawValue ?? "first run"
        html += "<section class=\"bench\">\n<h3>\(name.htmlEscaped) "
        html += "<span class=\"\(verdict.htmlEscaped)\">"
        html += "\(ValueFormatting.value(last.median, metric: metric).htmlEscaped), "
        html += "\(ValueFormatting.change(last.change).htmlEscaped), \(verdict.htmlEscaped)"
        html += "</span></h3>\n"
        html += SVGChart.render(points, runCount: machine.runs.count, metric: metric)
        html += "\n</section>\n"
      }
    }
    html += "</body>\n</html>\n"
    return html
  }
}
