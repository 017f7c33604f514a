import BenchmarkTracking

// Policy: the text table is what a person reads in a terminal or a CI log;
// the Markdown form is what a CI job pastes into a summary. Both list every
// benchmark, regressions first, so the reason for a failing exit status is
// on the first lines. A counted metric is judged without a test, so its
// table has no p(adj) column: a column of p-values beside verdicts that used
// none would read as evidence. The footer names the thresholds that were
// applied (each benchmark's, from its declaration or a rule), not the
// default that may have applied to none.

/// Text renderings of a ``RunComparison``.
public enum ComparisonReport {
  /// Regressions first, then improvements, inconclusive, unchanged; by
  /// name within each group (file order is random under random
  /// interleaving).
  static func ordered(_ comparison: RunComparison) -> [BenchmarkComparison] {
    comparison.benchmarks.sorted {
      ($0.verdict.readingOrder, $0.name) < ($1.verdict.readingOrder, $1.name)
    }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// A fixed-width table for terminals, ending with a one-line summary.
  public static func text(_ comparison: RunComparison) -> String {
    let metric = comparison.options.metric
    let tested = !comparison.options.judgesDeterministically
    let rows = ordered(comparison).map { item -> [String] in
      [
        item.name,
        item.baselineMedian.map { ValueFormatting.value($0, metric: metric) } ?? "n/a",
        item.contenderMedian.map { ValueFormatting.value($0, metric: metric) } ?? "n/a",
        ValueFormatting.change(item.relativeChange),
      ] + (tested ? [ValueFormatting.pValue(item.adjustedPValue)] : []) + [
        "\(item.baseline.count)/\(item.contender.count)",
        item.verdict.rawValue,
        item.reason?.description ?? "",
      ]
    }
    let header =
      ["benchmark", "baseline", "contender", "change"] + (tested ? ["p(adj)"] : [])
      + ["reps", "verdict", "reason"]
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = Swift.max(widths[column], cell.count)
      }
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { pad($0.element, widths[$0.offset]) }
      return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
    var output = line(header) + "\n"
    for row in rows { output += line(row) + "\n" }
    for name in comparison.onlyInBaseline { output += "only in baseline: \(name)\n" }
    for name in comparison.onlyInContender { output += "only in contender: \(name)\n" }
    output += summary(comparison) + "\n"
    return output
  }

  /// `N regression, N improvement, N unchanged, N inconclusive (metric,
  /// threshold, alpha, correction)`, and when some are inconclusive, the
  /// repetitions a side that would let the test reach significance.
  public static func summary(_ comparison: RunComparison) -> String {
    let options = comparison.options
    let counts = Verdict.allCases.map { verdict in
      "\(comparison.benchmarks(with: verdict).count) \(verdict.rawValue)"
    }
    let rule =
      options.judgesDeterministically
      ? "medians against threshold and range"
        + (comparison.leftOutColdRepetitions ? ", the cold first repetition left out" : "")
      : "Mann-Whitney U, \(options.correction.rawValue) correction, alpha \(options.alpha),"
        + " at least \(options.minimumRepetitions) repetitions,"
        + " |Cliff's delta| >= \(options.minimumSeparation)"
    var text =
      counts.joined(separator: ", ")
      + " (metric \(options.metric.rawValue), \(appliedThresholds(comparison)); \(rule))"
    let needed = comparison.benchmarks.compactMap { $0.reason?.repetitionsNeeded }.max()
    if let needed {
      text +=
        "\nsome verdicts need more data: \(needed) repetitions a side could reach significance"
    }
    return text
  }

  /// The thresholds the verdicts used: `threshold 5%` when every benchmark
  /// had the same one, else each distinct threshold with how many
  /// benchmarks it judged (`thresholds 0.5% (40), 2% (12)`), smallest
  /// first; an absolute part is written beside its relative one.
  static func appliedThresholds(_ comparison: RunComparison) -> String {
    let options = comparison.options
    var counts: [Threshold: Int] = [:]
    for item in comparison.benchmarks { counts[item.threshold, default: 0] += 1 }
    if counts.isEmpty {
      counts[Threshold(relative: options.threshold, absolute: options.absoluteThreshold)] = 0
    }
    func words(_ threshold: Threshold) -> String {
      ValueFormatting.percent(threshold.relative)
        + (threshold.absolute > 0
          ? " and " + ValueFormatting.value(threshold.absolute, metric: options.metric) : "")
    }
    let distinct = counts.keys.sorted {
      ($0.relative, $0.absolute) < ($1.relative, $1.absolute)
    }
    if distinct.count == 1 { return "threshold " + words(distinct[0]) }
    return "thresholds "
      + distinct.map { "\(words($0)) (\(counts[$0] ?? 0))" }.joined(separator: ", ")
  }

  /// A Markdown table with the same content as ``text(_:)``.
  public static func markdown(_ comparison: RunComparison) -> String {
    let metric = comparison.options.metric
    let tested = !comparison.options.judgesDeterministically
    var output =
      "| benchmark | baseline | contender | change |" + (tested ? " p (adjusted) |" : "")
      + " reps | verdict | reason |\n"
    output += "|---|---:|---:|---:|" + (tested ? "---:|" : "") + "---:|---|---|\n"
    for item in ordered(comparison) {
      let cells =
        [
          MarkdownSummary.escaped(item.name),
          item.baselineMedian.map { ValueFormatting.value($0, metric: metric) } ?? "n/a",
          item.contenderMedian.map { ValueFormatting.value($0, metric: metric) } ?? "n/a",
          ValueFormatting.change(item.relativeChange),
        ] + (tested ? [ValueFormatting.pValue(item.adjustedPValue)] : []) + [
          "\(item.baseline.count)/\(item.contender.count)",
          item.verdict == .regression ? "**regression**" : item.verdict.rawValue,
          MarkdownSummary.escaped(item.reason?.description ?? ""),
        ]
      output += "| " + cells.joined(separator: " | ") + " |\n"
    }
    output += "\n" + summary(comparison) + "\n"
    return output
  }
}
