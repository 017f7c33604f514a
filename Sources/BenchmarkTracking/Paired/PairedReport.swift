import Foundation

/// The verdict table of a paired comparison, as text for a terminal and as
/// Markdown for a CI summary.
public enum PairedReport {
  /// `base → head` from the context's labels.
  static func sides(_ run: PairedRun) -> String {
    "\(run.contextText("base") ?? "base") -> \(run.contextText("head") ?? "head")"
  }

  /// Verdicts ordered for reading: regressions, improvements, inconclusive,
  /// unchanged; by name within each.
  static func ordered(_ verdicts: [PairedVerdict]) -> [PairedVerdict] {
    let rank: [Verdict: Int] = [.regression: 0, .improvement: 1, .inconclusive: 2, .unchanged: 3]
    return verdicts.sorted {
      (rank[$0.verdict] ?? 4, $0.name) < (rank[$1.verdict] ?? 4, $1.name)
    }
  }

  /// The counts line: `1 regression, 0 improvements, 3 inconclusive, 9 unchanged`.
  public static func counts(_ verdicts: [PairedVerdict]) -> String {
    Verdict.allCases.map { kind in
      let count = verdicts.filter { $0.verdict == kind }.count
      let noun =
        count == 1 || kind == .inconclusive || kind == .unchanged
        ? kind.rawValue : "\(kind.rawValue)s"
      return "\(count) \(noun)"
    }.joined(separator: ", ")
  }

  /// A line on the rule: metric, threshold, level, cap.
  static func rule(_ run: PairedRun) -> String {
    let options = run.options
    let family = options.family(comparing: run.benchmarks.count)
    return
      "median of log(head/base) of \(options.metric.rawValue) per round, exact interval at "
      + "\(PairedVerdict.level(options.intervalLevel(family: family))) "
      + "(alpha \(options.alpha) over \(family) benchmarks), threshold "
      + "±\(ValueFormatting.percent(options.threshold)), batches of \(options.batch), "
      + "at most \(options.maximumRounds) rounds a phase; a regression must be confirmed by "
      + "fresh rounds"
  }

  /// Rounds of both phases, `40` or `40+30`.
  static func rounds(_ verdict: PairedVerdict) -> String {
    guard let confirmation = verdict.confirmation, confirmation.rounds > 0 else {
      return "\(verdict.screening.rounds)"
    }
    return "\(verdict.screening.rounds)+\(confirmation.rounds)"
  }

  /// The judged phase's interval as changes, `[-1.2%, +2.0%]`.
  static func interval(_ verdict: PairedVerdict) -> String {
    let judged = verdict.confirmation.flatMap { $0.rounds > 0 ? $0 : nil } ?? verdict.screening
    guard let interval = judged.interval else { return "n/a" }
    return
      "[\(ValueFormatting.change(expm1(interval.lower))), "
      + "\(ValueFormatting.change(expm1(interval.upper)))]"
  }

  /// The table as plain text.
  public static func text(_ run: PairedRun) -> String {
    let verdicts = ordered(run.verdicts)
    var output = "paired \(sides(run)): \(counts(verdicts))\n"
    output += "(\(rule(run)))\n"
    let width = Swift.max(9, verdicts.map(\.name.count).max() ?? 0)
    func pad(_ text: String, _ count: Int) -> String {
      text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
    }
    output += pad("benchmark", width) + "  " + pad("verdict", 12) + "  reason\n"
    for verdict in verdicts {
      output += pad(verdict.name, width) + "  " + pad(verdict.verdict.rawValue, 12) + "  "
      output += verdict.reason + "\n"
    }
    for name in run.onlyInBase { output += "\(name): only in base, not compared\n" }
    for name in run.onlyInHead { output += "\(name): only in head, not compared\n" }
    return output
  }

  /// The table as Markdown (a `$GITHUB_STEP_SUMMARY`).
  public static func markdown(_ run: PairedRun) -> String {
    let verdicts = ordered(run.verdicts)
    var output = "### Paired comparison \(MarkdownSummary.escaped(sides(run)))\n\n"
    output += "\(counts(verdicts)). Rule: \(MarkdownSummary.escaped(rule(run))).\n\n"
    output += "| benchmark | verdict | change | interval | rounds | reason |\n"
    output += "|---|---|---:|---|---:|---|\n"
    for verdict in verdicts {
      let word = verdict.verdict == .regression ? "**regression**" : verdict.verdict.rawValue
      output += "| \(MarkdownSummary.escaped(verdict.name)) | \(word) | "
      output += "\(ValueFormatting.change(verdict.change)) | \(interval(verdict)) | "
      output += "\(rounds(verdict)) | \(MarkdownSummary.escaped(verdict.reason)) |\n"
    }
    let missing =
      run.onlyInBase.map { "\($0) (only in base)" } + run.onlyInHead.map { "\($0) (only in head)" }
    if !missing.isEmpty {
      output += "\nNot compared: \(MarkdownSummary.escaped(missing.joined(separator: ", "))).\n"
    }
    return output
  }
}
