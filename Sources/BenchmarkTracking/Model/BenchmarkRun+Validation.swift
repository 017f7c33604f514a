// Policy: a timing or counter that is NaN, infinite, zero or negative is
// an input error, not a sample to drop. Google Benchmark writes NaN when a
// measurement failed and 0 when a clock did not advance; a comparison that
// silently skipped such values reported "0 regressions" for runs that had
// measured nothing.

extension BenchmarkRun {
  /// Checks every value the comparison will use as a sample of `metric`
  /// (repetitions, or the median aggregate of a benchmark that has only
  /// aggregates; entries that reported an error are skipped, as the
  /// comparison skips them).
  ///
  /// - Parameter metric: the metric to be compared.
  /// - Throws: ``BenchmarkInputError/invalidMeasurement(path:benchmark:reason:)``
  ///   naming this run's source, the first bad benchmark and its value.
  public func validateSamples(of metric: Metric) throws(BenchmarkInputError) {
    for entry in entries where !entry.errorOccurred {
      switch entry.runType {
      case .iteration: break
      case .aggregate where entry.aggregateName == "median": break
      case .aggregate: continue
      }
      guard let value = entry.value(of: metric) else { continue }
      let problem: String?
      if value.isNaN {
        problem = "is NaN"
      } else if value.isInfinite {
        problem = "is infinite"
      } else if value == 0, !metric.mayBeZero {
        problem = "is zero"
      } else if value < 0 {
        problem = "is negative (\(value))"
      } else {
        problem = nil
      }
      if let problem {
        let place = entry.repetitionIndex.map { " in repetition \($0)" } ?? ""
        throw .invalidMeasurement(
          path: source, benchmark: entry.runName,
          reason: "\(metric.rawValue)\(place) \(problem); a measured value must be positive")
      }
    }
  }
}

extension BenchmarkRun {
  /// The metrics some benchmark of the run has a value of, in
  /// declaration order.
  public var measuredMetrics: [Metric] {
    Metric.allCases.filter { metric in entries.contains { $0.value(of: metric) != nil } }
  }

  /// Checks that some benchmark of the run measured `metric`: a metric
  /// that matches nothing (`--metric pipeline_cycles` on a run without
  /// the pipeline model, or a file that is not a run) would otherwise
  /// make every benchmark "inconclusive, 0 repetitions".
  ///
  /// - Parameter metric: the metric to be compared.
  /// - Throws: ``BenchmarkInputError/unusable(path:reason:)`` naming the
  ///   run and the metrics it has.
  public func requireMeasurements(of metric: Metric) throws(BenchmarkInputError) {
    guard !entries.contains(where: { $0.value(of: metric) != nil }) else { return }
    let measured = measuredMetrics.map(\.rawValue)
    throw .unusable(
      path: source,
      reason: "has no \(metric.rawValue) value in any benchmark (it measured "
        + (measured.isEmpty ? "no metric" : measured.joined(separator: ", "))
        + "); choose --metric among those")
  }
}
