/// Why a results file could not be used; every case names the file.
public enum BenchmarkInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a directory, no permission).
  case unreadable(path: String, reason: String)
  /// The file is not valid JSON (truncated, a stray character).
  case malformedJSON(path: String, error: JSONParseError)
  /// The file is JSON but not a Google Benchmark result.
  case invalidStructure(path: String, reason: String)
  /// A measured value of the compared metric is NaN, infinite, zero or
  /// negative: the run is broken, and judging it would give a verdict
  /// about nothing.
  case invalidMeasurement(path: String, benchmark: String, reason: String)
  /// A thresholds file has a bad or unknown field.
  case invalidThresholds(path: String, field: String, reason: String)
  /// A paired results file (`track ab`) is missing a field or holds a bad
  /// value; `field` names it (`benchmarks[2].rounds[7].head_cpu_time`).
  case invalidPairedResult(path: String, field: String, reason: String)

  /// A sentence naming the file and what is wrong with it.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): cannot read file: \(reason)"
    case .malformedJSON(let path, let error):
      return "\(path): malformed JSON at \(error)"
    case .invalidStructure(let path, let reason):
      return "\(path): not a Google Benchmark result: \(reason)"
    case .invalidMeasurement(let path, let benchmark, let reason):
      return "\(path): benchmark \(benchmark): \(reason)"
    case .invalidThresholds(let path, let field, let reason):
      return "\(path): thresholds field \(field) \(reason)"
    case .invalidPairedResult(let path, let field, let reason):
      return "\(path): not a usable paired result: \(field) \(reason)"
    }
  }
}
