import BenchmarkTracking
import CommandLineOptions
import Foundation
import TrackingCostModels
import TrackingHistory
import TrackingReports

/// What a command ended with, mapped to the process exit status.
enum Outcome: Int32 {
  /// Everything ran; no regression.
  case ok = 0
  /// A regression was found.
  case regression = 1
  /// Bad input or usage.
  case badInput = 2
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// `track history`.
func runHistory(_ command: HistoryCommand) throws -> Outcome {
  let options = command.comparison.comparison
  let changeOptions = command.changePoints.changePoints
  let root = command.results
  try BaselineStore(root: root).checkRoot()
  let suffix = options.metric.isCounted ? "-\(options.metric.rawValue)" : ""
  let htmlPath =
    command.html ?? (root as NSString).appendingPathComponent("history\(suffix).html")
  let markdownPath =
    command.markdown ?? (root as NSString).appendingPathComponent("history\(suffix).md")
  // Both files are checked before either is written: a page without its
  // summary (or the reverse) would disagree with it.
  try OutputPaths.check([("--html", htmlPath), ("--markdown", markdownPath)])
  let runs = try storedRuns(root: root, metric: options.metric)
  let history = BenchmarkHistory(runs: runs, options: options)
  let changes = HistoryChanges(history: history, options: changeOptions)
  // Paired comparisons are time ratios; they go on the wall-time pages only.
  let pairedDirectory = (root as NSString).appendingPathComponent("paired")
  let paired =
    options.metric.isCounted
    ? PairedHistory(runs: [])
    : PairedHistory(runs: try PairedHistory.runs(inDirectory: pairedDirectory))
  try HTMLReport.render(changes, paired: paired).writeAtomically(toFile: htmlPath)
  try MarkdownSummary.render(history, changes: changes, paired: paired)
    .writeAtomically(toFile: markdownPath)
  print(
    "\(runs.count) runs on \(history.machines.count) machine(s); wrote \(htmlPath) and \(markdownPath)"
  )
  return .ok
}

/// `track import-callgrind`.
func runImportCallgrind(_ command: ImportCallgrindCommand) throws -> Outcome {
  let output = command.out
  let runPath = command.runPath
  try OutputPaths.check([("--out", output)])
  let document = try JSONParser.parse(contentsOfFile: runPath)
  var dumps: [CallgrindDump] = []
  for path in command.dumps {
    if let dump = try CallgrindDump.read(path: path) { dumps.append(dump) }
  }
  if command.pipeline {
    guard dumps.contains(where: { $0.profile != nil && $0.simulated != nil }) else {
      throw UsageError(
        "--pipeline needs dumps with cache simulation and per-instruction counts"
          + " (callgrind --cache-sim=yes --dump-instr=yes --compress-pos=no)")
    }
    let tools = PipelineTools(mca: command.llvmMCA)
    dumps = try PipelineCost.costing(
      dumps, disassemble: tools.disassemble, analyze: tools.analyze)
  }
  let updated = try document.addingInstructions(dumps, source: runPath)
  try updated.serialized().writeAtomically(toFile: output)
  print("wrote \(output) with instruction counts from \(dumps.count) dumps")
  return .ok
}
