import BenchmarkTracking

extension BenchmarkRun {
  /// Every repetition's value of a metric, in file order, the cold first
  /// one included: what an importer wrote, before the comparison's
  /// ``samples(of:)`` leaves anything out.
  func repetitions(of metric: Metric) -> [String: [Double]] {
    var result: [String: [Double]] = [:]
    for entry in entries where entry.runType == .iteration {
      if let value = entry.value(of: metric) { result[entry.runName, default: []].append(value) }
    }
    return result
  }
}
