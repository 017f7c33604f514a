import BenchmarkTracking

// Policy: the JSON form is for scripts (the A/A and detection-rate
// evaluations count verdicts from it), so it names every benchmark's
// verdict, reason code and figures, uses snake_case keys like Google
// Benchmark's own files, and writes absent figures as null rather than
// leaving keys out, so a reader never has to guess whether a key exists.

extension ComparisonReport {
  /// The comparison as a JSON document (one object, newline-terminated).
  ///
  /// - Parameters:
  ///   - comparison: what to render.
  ///   - baseline: the baseline's path or name, as the user gave it.
  ///   - contender: the contender's path.
  ///   - thresholds: the thresholds file used, if any.
  public static func json(
    _ comparison: RunComparison, baseline: String, contender: String, thresholds: String? = nil
  ) -> String {
    let options = comparison.options
    func number(_ value: Double?) -> JSONValue {
      guard let value, value.isFinite else { return .null }
      return .number(value)
    }
    let counts = JSONValue.object(
      Verdict.allCases.map { ($0.rawValue, .number(Double(comparison.benchmarks(with: $0).count))) }
    )
    let items = ordered(comparison).map { item -> JSONValue in
      .object([
        ("name", .string(item.name)),
        ("verdict", .string(item.verdict.rawValue)),
        ("reason_code", item.reason.map { .string($0.code) } ?? .null),
        ("reason", item.reason.map { .string($0.description) } ?? .null),
        ("baseline_median", number(item.baselineMedian)),
        ("contender_median", number(item.contenderMedian)),
        ("change", number(item.relativeChange)),
        ("p_value", number(item.pValue)),
        ("adjusted_p_value", number(item.adjustedPValue)),
        ("minimum_p_value", number(item.minimumPValue)),
        ("required_p_value", number(item.requiredPValue)),
        ("cliffs_delta", number(item.cliffsDelta)),
        ("spread", number(item.spread)),
        ("threshold_relative", number(item.threshold.relative)),
        ("threshold_absolute", number(item.threshold.absolute)),
        ("baseline_repetitions", .number(Double(item.baseline.count))),
        ("contender_repetitions", .number(Double(item.contender.count))),
        ("repetitions_needed", item.reason?.repetitionsNeeded.map { .number(Double($0)) } ?? .null),
      ])
    }
    let document = JSONValue.object([
      ("baseline", .string(baseline)),
      ("contender", .string(contender)),
      ("metric", .string(options.metric.rawValue)),
      ("correction", .string(options.correction.rawValue)),
      ("alpha", .number(options.alpha)),
      ("threshold_relative", .number(options.threshold)),
      ("threshold_absolute", .number(options.absoluteThreshold)),
      ("thresholds_file", thresholds.map { .string($0) } ?? .null),
      ("minimum_repetitions", .number(Double(options.minimumRepetitions))),
      ("minimum_separation", .number(options.minimumSeparation)),
      ("counts", counts),
      ("regression", .bool(comparison.hasRegression)),
      ("benchmarks", .array(items)),
      ("only_in_baseline", .array(comparison.onlyInBaseline.map { .string($0) })),
      ("only_in_contender", .array(comparison.onlyInContender.map { .string($0) })),
    ])
    return document.serialized()
  }
}
