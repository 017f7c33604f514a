import BenchmarkTracking
import CommandLineOptions
import Foundation
import TrackingHistory
import TrackingReports

/// `track compare`.
func runCompare(_ command: CompareCommand) throws -> Outcome {
  let comparison = try judge(
    baseline: command.baseline, contender: command.contender, verdict: command.verdict,
    comparison: command.comparison)
  return comparison.hasRegression ? .regression : .ok
}

/// `track check`: the CI gate.
func runCheck(_ command: CheckCommand) throws -> Outcome {
  if command.paired { return try checkPaired(command) }
  guard let requested = command.baseline else {
    throw UsageError("check needs --baseline NAME|FILE")
  }
  let store = BaselineStore(root: command.results)
  try store.checkRoot()
  guard let baseline = store.resolveBaseline(requested) else {
    let known = store.namedBaselines()
    let list = known.isEmpty ? "none saved" : known.joined(separator: ", ")
    throw BenchmarkInputError.unusable(
      path: requested,
      reason: "neither a file nor a named baseline in \(store.baselinesDirectory) (known: \(list))")
  }
  let comparison = try judge(
    baseline: baseline, contender: command.contender, verdict: command.verdict,
    comparison: command.comparison)
  let regressions = comparison.benchmarks(with: .regression).map(\.name).sorted()
  let inconclusive = comparison.benchmarks(with: .inconclusive).count
  let verdict: String
  if !regressions.isEmpty {
    verdict = "FAIL: \(regressions.count) regression(s): \(regressions.joined(separator: ", "))"
  } else if inconclusive > 0 {
    verdict =
      "PASS: no regression found, but \(inconclusive) of \(comparison.benchmarks.count)"
      + " benchmarks are inconclusive (not judged; see the reasons)"
  } else {
    verdict = "PASS: no regression in \(comparison.benchmarks.count) benchmarks"
  }
  let line = "check against \(baseline): \(verdict)"
  // With --json, standard output carries only the document.
  if command.verdict.json { printError(line) } else { print(line) }
  return regressions.isEmpty ? .ok : .regression
}

/// Reads, checks and compares two runs, prints the result as the options
/// ask, and returns the comparison.
///
/// - Throws: ``BenchmarkInputError`` for an unreadable run, an invalid
///   measured value, a bad thresholds file or runs with nothing in common;
///   ``UsageError`` for a bad option.
func judge(
  baseline baselinePath: String, contender contenderPath: String, verdict: VerdictArguments,
  comparison arguments: ComparisonArguments
) throws -> RunComparison {
  var options = arguments.comparison
  if let path = verdict.markdown { try OutputPaths.check([("--markdown", path)]) }
  let group = verdict.group
  let thresholdsPath = verdict.thresholds
  let thresholdsFile = try thresholdsPath.map { path throws(BenchmarkInputError) in
    try ThresholdsFile(contentsOfFile: path)
  }
  if let thresholdsFile {
    options = thresholdsFile.applied(to: options, keepingRelative: arguments.givenThreshold != nil)
  }
  var baseline = try BenchmarkRun(contentsOfFile: baselinePath)
  var contender = try BenchmarkRun(contentsOfFile: contenderPath)
  let measured =
    contender.benchmarkNames
    + baseline.benchmarkNames.filter {
      !contender.benchmarkNames.contains($0)
    }
  for warning in thresholdsFile?.unmatchedRules(among: measured) ?? [] {
    printError("warning: " + warning)
  }
  // Policy: the contender's declarations, else the baseline's: the code
  // under test states how it is judged, as a thresholds file changed in
  // the same commit did. An explicit --thresholds FILE wins (old runs,
  // experiments); a run without declarations is judged by the defaults
  // (--threshold, 5% unless given, no absolute threshold).
  let contenderDeclarations = try BenchmarkDeclarations(
    context: contender.context, source: contenderPath)
  let declarations =
    try contenderDeclarations
    ?? BenchmarkDeclarations(context: baseline.context, source: baselinePath)
  if thresholdsPath == nil, let declarations {
    options.declarations =
      arguments.givenThreshold == nil
      ? declarations : declarations.settingRelative(options.threshold, for: options.metric)
    let source = contenderDeclarations != nil ? contenderPath : baselinePath
    let fallback = "the default threshold \(ValueFormatting.percent(options.threshold))"
    for warning in declarations.undeclaredBenchmarks(
      among: measured, source: source, fallback: fallback)
    {
      printError("warning: " + warning)
    }
  }
  if let group {
    guard let declarations else {
      throw BenchmarkInputError.unusable(
        path: contenderPath,
        reason:
          "declares no groups (context \(BenchmarkDeclarations.contextKey)), nor does"
          + " \(baselinePath); --group needs a run from this repository's runner")
    }
    baseline = baseline.keeping(group, by: declarations)
    contender = contender.keeping(group, by: declarations)
  }
  try baseline.requireMeasurements(of: options.metric)
  try contender.requireMeasurements(of: options.metric)
  try baseline.validateSamples(of: options.metric)
  try contender.validateSamples(of: options.metric)
  let comparison = RunComparison(baseline: baseline, contender: contender, options: options)
  if comparison.benchmarks.isEmpty {
    throw BenchmarkInputError.unusable(
      path: contenderPath,
      reason:
        "has no benchmark in common with \(baselinePath) (for \(options.metric.rawValue));"
        + " nothing to compare")
  }
  let baseMachine = MachineIdentity(context: baseline.context)
  let contenderMachine = MachineIdentity(context: contender.context)
  if baseMachine != contenderMachine {
    printError(
      "warning: runs from different machines (\(baseMachine) vs \(contenderMachine)); "
        + "timings may not be comparable")
  }
  if verdict.json {
    print(
      ComparisonReport.json(
        comparison, baseline: baselinePath, contender: contenderPath, thresholds: thresholdsPath),
      terminator: "")
  } else {
    print(
      thresholdsSource(
        file: thresholdsPath, declarations: declarations, given: arguments.givenThreshold))
    print(ComparisonReport.text(comparison), terminator: "")
  }
  if let path = verdict.markdown {
    try ComparisonReport.markdown(comparison).writeAtomically(toFile: path)
  }
  return comparison
}

/// One line saying where the thresholds came from.
func thresholdsSource(
  file: String?, declarations: BenchmarkDeclarations?, given threshold: Percentage?
) -> String {
  let relative = threshold.map { ", relative \($0.argumentText) from --threshold" } ?? ""
  if let file { return "thresholds: \(file)" }
  if declarations != nil {
    return "thresholds: declared by each benchmark (the runs' context)\(relative)"
  }
  return "thresholds: defaults (the runs declare none)\(relative)"
}

/// `track check --paired RESULT`: gates on a paired result's verdicts,
/// recomputed from its rounds with the rule stored in the file.
///
/// The options it does not take are refused when the command is parsed
/// (``CheckCommand``).
func checkPaired(_ command: CheckCommand) throws -> Outcome {
  let path = command.contender
  let run = try PairedRun(contentsOfFile: path)
  guard !run.benchmarks.isEmpty else {
    throw BenchmarkInputError.invalidPairedResult(
      path: path, field: "benchmarks", reason: "is empty: nothing was compared")
  }
  for benchmark in run.benchmarks where benchmark.rounds.allSatisfy({ $0.phase == .warmup }) {
    throw BenchmarkInputError.invalidPairedResult(
      path: path, field: "benchmarks (\(benchmark.name))",
      reason: "has no round after the warm-up: the comparison did not run")
  }
  print(PairedReport.text(run), terminator: "")
  if let markdown = command.verdict.markdown {
    try PairedReport.markdown(run).writeAtomically(toFile: markdown)
  }
  let verdicts = run.verdicts
  let regressions = verdicts.filter { $0.verdict == .regression }.map(\.name).sorted()
  let inconclusive = verdicts.filter { $0.verdict == .inconclusive }.count
  if !regressions.isEmpty {
    print(
      "check of \(path): FAIL: \(regressions.count) confirmed regression(s): "
        + regressions.joined(separator: ", "))
    return .regression
  }
  let note =
    inconclusive > 0
    ? ", but \(inconclusive) of \(verdicts.count) benchmarks are inconclusive (see the reasons)"
    : ""
  print("check of \(path): PASS: no confirmed regression in \(verdicts.count) benchmarks\(note)")
  return .ok
}
