import BenchmarkTracking
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
    verdicts.sorted {
      ($0.verdict.readingOrder, $0.name) < ($1.verdict.readingOrder, $1.name)
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
    guard let interval = verdict.judged.interval else { return "n/a" }
    return
      "[\(ValueFormatting.change(expm1(interval.lower))), "
      + "\(ValueFormatting.change(expm1(interval.upper)))]"
  }

  /// The smallest slowdown a benchmark's interval would have called a
  /// regression, `+4.1%`, or `none` when its rounds could not decide.
  static func detectable(_ verdict: PairedVerdict) -> String {
    verdict.detectableChange.map { ValueFormatting.change($0) } ?? "none"
  }

  /// What the run could see, in one sentence: the range of the smallest
  /// slowdowns the benchmarks' intervals would have called regressions.
  public static func visibility(_ verdicts: [PairedVerdict]) -> String {
    let seen = verdicts.compactMap { verdict in verdict.detectableChange.map { (verdict.name, $0) }
    }
    let blind = verdicts.count - seen.count
    let blindText =
      blind == 0 ? "" : "; \(blind) benchmark\(blind == 1 ? "" : "s") could not decide at all"
    guard let best = seen.min(by: { $0.1 < $1.1 }), let worst = seen.max(by: { $0.1 < $1.1 })
    else { return "no benchmark's rounds could call a regression\(blindText)" }
    if seen.count == 1 {
      return
        "changes under \(ValueFormatting.change(best.1)) in \(best.0) were invisible to this "
        + "run\(blindText)"
    }
    return
      "changes under \(ValueFormatting.change(best.1)) (\(best.0)) to "
      + "\(ValueFormatting.change(worst.1)) (\(worst.0)) were invisible to this run, per "
      + "benchmark (the \"visible from\" column)\(blindText)"
  }

  /// The table as plain text.
  public static func text(_ run: PairedRun) -> String {
    let verdicts = ordered(run.verdicts)
    var output = "paired \(sides(run)): \(counts(verdicts))\n"
    output += "(\(rule(run)))\n"
    output += visibility(verdicts) + "\n"
    let width = Swift.max(9, verdicts.map(\.name.count).max() ?? 0)
    func pad(_ text: String, _ count: Int) -> String {
      text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
    }
    output += pad("benchmark", width) + "  " + pad("verdict", 12) + "  " + pad("visible from", 12)
    output += "  reason\n"
    for verdict in verdicts {
      output += pad(verdict.name, width) + "  " + pad(verdict.verdict.rawValue, 12) + "  "
      output += pad(detectable(verdict), 12) + "  " + verdict.reason + "\n"
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
    output += "\(MarkdownSummary.escaped(visibility(verdicts))).\n\n"
    output += "| benchmark | verdict | change | interval | visible from | rounds | reason |\n"
    output += "|---|---|---:|---|---:|---:|---|\n"
    for verdict in verdicts {
      let word = verdict.verdict == .regression ? "**regression**" : verdict.verdict.rawValue
      output += "| \(MarkdownSummary.escaped(verdict.name)) | \(word) | "
      output += "\(ValueFormatting.change(verdict.change)) | \(interval(verdict)) | "
      output += "\(detectable(verdict)) | \(rounds(verdict)) | "
      output += "\(MarkdownSummary.escaped(verdict.reason)) |\n"
    }
    let missing =
      run.onlyInBase.map { "\($0) (only in base)" } + run.onlyInHead.map { "\($0) (only in head)" }
    if !missing.isEmpty {
      output += "\nNot compared: \(MarkdownSummary.escaped(missing.joined(separator: ", "))).\n"
    }
    return output
  }
}
