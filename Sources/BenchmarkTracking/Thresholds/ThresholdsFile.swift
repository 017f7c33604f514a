import Foundation

// Policy: the thresholds file is strict: an unknown key, a metric name that
// does not exist or a value out of range is an error naming the file and
// the field, because a typo that silently falls back to the default
// threshold would hide the very regression the file was written for.
// Relative thresholds are written in percent, as people say them; absolute
// ones in the metric's unit (nanoseconds per iteration, or instructions).
// JSON has no comments, so the file and each rule may carry a
// "description" string, which is read and ignored.

/// A thresholds file (for example `Benchmarks/thresholds.json`):
///
/// ```json
/// {
///   "default": { "real_time": { "relative": 5 }, "instructions": { "relative": 1 } },
///   "rules": [
///     { "match": "memory/*", "real_time": { "relative": 10, "absolute": 50 } }
///   ]
/// }
/// ```
public struct ThresholdsFile: Hashable, Sendable {
  /// Where the file was read from.
  public var source: String
  /// The default setting per metric.
  public var defaults: [Metric: ThresholdRule.Setting]
  /// The rules, in file order.
  public var rules: [ThresholdRule]

  /// Reads and checks a thresholds file.
  ///
  /// - Parameter path: the file's path, used in messages as given.
  /// - Throws: ``BenchmarkInputError`` naming the file and, for a bad
  ///   value, the field (`rules[2].real_time.relative`).
  public init(contentsOfFile path: String) throws(BenchmarkInputError) {
    let root = try JSONParser.parse(contentsOfFile: path)
    func bad(_ field: String, _ reason: String) -> BenchmarkInputError {
      .invalidThresholds(path: path, field: field, reason: reason)
    }
    guard case .object(let pairs) = root else { throw bad("(top level)", "is not an object") }
    var defaults: [Metric: ThresholdRule.Setting] = [:]
    var rules: [ThresholdRule] = []
    for pair in pairs {
      switch pair.key {
      case "default":
        defaults = try Self.settings(pair.value, field: "default", allowing: [], path: path)
      case "description":
        guard case .string = pair.value else { throw bad("description", "is not a string") }
      case "rules":
        guard case .array(let items) = pair.value else { throw bad("rules", "is not an array") }
        for (index, item) in items.enumerated() {
          let field = "rules[\(index)]"
          guard case .string(let pattern)? = item["match"], !pattern.isEmpty else {
            throw bad("\(field).match", "is missing or not a non-empty string")
          }
          if let note = item["description"], note.stringValue == nil {
            throw bad("\(field).description", "is not a string")
          }
          let settings = try Self.settings(
            item, field: field, allowing: ["match", "description"], path: path)
          rules.append(ThresholdRule(pattern: pattern, settings: settings))
        }
      default:
        throw bad(pair.key, "unknown key (expected \"default\", \"rules\" or \"description\")")
      }
    }
    self.source = path
    self.defaults = defaults
    self.rules = rules
  }

  /// Reads `{"real_time": {"relative": 5, "absolute": 20}, ...}`.
  private static func settings(
    _ value: JSONValue, field: String, allowing extraKeys: Set<String>, path: String
  ) throws(BenchmarkInputError) -> [Metric: ThresholdRule.Setting] {
    guard case .object(let pairs) = value else {
      throw .invalidThresholds(path: path, field: field, reason: "is not an object")
    }
    var result: [Metric: ThresholdRule.Setting] = [:]
    for pair in pairs where !extraKeys.contains(pair.key) {
      let here = "\(field).\(pair.key)"
      guard let metric = Metric(rawValue: pair.key) else {
        let names = Metric.allCases.map(\.rawValue).joined(separator: ", ")
        if pair.key == "relative" || pair.key == "absolute" {
          // `"default": {"relative": 5}`: the metric level was left out.
          throw .invalidThresholds(
            path: path, field: here,
            reason:
              "is a threshold, but a threshold belongs under a metric"
              + " (write \(field).real_time.\(pair.key); metrics: \(names))")
        }
        throw .invalidThresholds(
          path: path, field: here, reason: "unknown metric (expected one of \(names))")
      }
      guard case .object(let parts) = pair.value else {
        throw .invalidThresholds(path: path, field: here, reason: "is not an object")
      }
      var setting = ThresholdRule.Setting()
      for part in parts {
        let number = part.value.doubleValue
        switch part.key {
        case "relative":
          guard let percent = number, percent.isFinite, (0...1_000).contains(percent) else {
            throw .invalidThresholds(
              path: path, field: "\(here).relative", reason: "expects a percentage from 0 to 1000")
          }
          setting.relative = percent / 100
        case "absolute":
          guard let amount = number, amount.isFinite, amount >= 0 else {
            throw .invalidThresholds(
              path: path, field: "\(here).absolute", reason: "expects a finite number >= 0")
          }
          setting.absolute = amount
        default:
          throw .invalidThresholds(
            path: path, field: "\(here).\(part.key)",
            reason: "unknown key (expected \"relative\" or \"absolute\")")
        }
      }
      result[metric] = setting
    }
    return result
  }

  /// `options` with this file's default for their metric (unless
  /// `keepingRelative` says the command line set the relative one) and its
  /// rules.
  ///
  /// - Parameters:
  ///   - options: the options to extend.
  ///   - keepingRelative: whether `options.threshold` came from the command
  ///     line and wins over the file's default.
  public func applied(to options: ComparisonOptions, keepingRelative: Bool) -> ComparisonOptions {
    var result = options
    if let setting = defaults[options.metric] {
      if !keepingRelative, let relative = setting.relative { result.threshold = relative }
      if let absolute = setting.absolute { result.absoluteThreshold = absolute }
    }
    result.thresholdRules = rules
    return result
  }
}
