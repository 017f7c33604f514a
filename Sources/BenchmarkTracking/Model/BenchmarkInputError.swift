// Policy: the tracker's one error type, an enum of what can be wrong with
// an input, each case naming the file. It does not repeat FileSupport's
// "path and cause" errors: reading and writing go through FileSupport
// (InputFile+Tracking.swift, String+AtomicWrite.swift), whose FileError
// (reading or writing) becomes `unreadable` or `unwritable` with its path
// and cause, so `track` can exit 2 on any input error through one type and
// print every message in the same form.

/// Why an input could not be used; every case names the file or folder.
public enum BenchmarkInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or folder could not be read (missing, a FIFO, a folder where
  /// a file was expected, no permission, too large).
  case unreadable(path: String, reason: String)
  /// A file or folder could not be written (a read-only or full disk, a
  /// folder in the way).
  case unwritable(path: String, reason: String)
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
  /// The input reads but cannot be used as asked (two runs with nothing
  /// in common, a baseline name that names nothing).
  case unusable(path: String, reason: String)
  /// Several inputs are bad (every bad run of a history, every bad named
  /// baseline), each reported on its own line.
  case several([BenchmarkInputError])
  /// A paired results file (`track ab`) is missing a field or holds a bad
  /// value; `field` names it (`benchmarks[2].rounds[7].head_cpu_time`).
  case invalidPairedResult(path: String, field: String, reason: String)

  /// A sentence naming the file and what is wrong with it (one line per
  /// input for ``several(_:)``).
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): cannot be read: \(reason)"
    case .unwritable(let path, let reason):
      return "\(path): cannot be written: \(reason)"
    case .malformedJSON(let path, let error):
      return "\(path): malformed JSON at \(error)"
    case .invalidStructure(let path, let reason):
      return "\(path): not a Google Benchmark result: \(reason)"
    case .invalidMeasurement(let path, let benchmark, let reason):
      return "\(path): benchmark \(benchmark): \(reason)"
    case .invalidThresholds(let path, let field, let reason):
      return "\(path): thresholds field \(field) \(reason)"
    case .unusable(let path, let reason):
      return "\(path): \(reason)"
    case .several(let errors):
      return errors.map(\.description).joined(separator: "\n")
    case .invalidPairedResult(let path, let field, let reason):
      return "\(path): not a usable paired result: \(field) \(reason)"
    }
  }

  /// The single errors this one holds: itself, or each of ``several(_:)``.
  public var each: [BenchmarkInputError] {
    if case .several(let errors) = self { return errors.flatMap(\.each) }
    return [self]
  }
}
