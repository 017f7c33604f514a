import BenchmarkTracking
import CommandLineOptions
import Foundation
import TrackingHistory
import TrackingReports

/// The runs of a results root for a metric: instruction counts and
/// simulated costs live beside the timings, each in their own folder.
func storedRuns(root: String, metric: Metric) throws(BenchmarkInputError) -> [BenchmarkRun] {
  let directory = BaselineStore(root: root).directory(for: metric)
  return try ResultsDirectory(path: directory).runs()
}

/// `track changes`: E-divisive over every benchmark's history.
func runChanges(_ command: ChangesCommand) throws -> Outcome {
  var comparison = ComparisonOptions()
  comparison.metric = command.metric
  let options = command.changePoints.changePoints
  let root = command.results
  try BaselineStore(root: root).checkRoot()
  let runs = try storedRuns(root: root, metric: comparison.metric)
  let changes = HistoryChanges(
    history: BenchmarkHistory(runs: runs, options: comparison), options: options)
  if command.json {
    print(ChangeReport.json(changes).serialized(), terminator: "")
  } else {
    print(ChangeReport.text(changes), terminator: "")
  }
  return .ok
}
