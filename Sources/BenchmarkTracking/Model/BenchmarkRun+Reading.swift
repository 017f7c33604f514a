import Foundation

// Policy: reading is strict about structure that the comparison relies on
// (a `benchmarks` array of objects with a `name`) and lenient about the rest:
// unknown fields become context fields or counters, so files from newer or
// older Google Benchmark versions still read.

extension BenchmarkRun {
  /// Reads a Google Benchmark JSON file.
  ///
  /// - Parameter path: the file's path, used in error messages as given.
  /// - Throws: ``BenchmarkInputError`` naming the file and the problem.
  public init(contentsOfFile path: String) throws(BenchmarkInputError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file"
      throw .unreadable(path: path, reason: reason)
    }
    try self.init(parsing: [UInt8](data), source: path)
  }

  /// Parses the text of a Google Benchmark JSON file.
  ///
  /// - Parameters:
  ///   - bytes: the UTF-8 text.
  ///   - source: a name for messages (usually the path).
  /// - Throws: ``BenchmarkInputError`` naming `source` and the problem.
  public init(parsing bytes: [UInt8], source: String) throws(BenchmarkInputError) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw .malformedJSON(path: source, error: error)
    }
    guard case .object(let rootPairs) = root else {
      throw .invalidStructure(path: source, reason: "the top level is not an object")
    }
    var contextFields: [String: JSONValue] = [:]
    switch root["context"] {
    case .object(let pairs)?:
      for pair in pairs { contextFields[pair.key] = pair.value }
    case nil: break
    default: throw .invalidStructure(path: source, reason: "\"context\" is not an object")
    }
    guard rootPairs.contains(where: { $0.key == "benchmarks" }) else {
      throw .invalidStructure(path: source, reason: "no \"benchmarks\" array")
    }
    guard case .array(let items)? = root["benchmarks"] else {
      throw .invalidStructure(path: source, reason: "\"benchmarks\" is not an array")
    }
    var entries: [BenchmarkEntry] = []
    entries.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      entries.append(try Self.entry(item, index: index, source: source))
    }
    self.init(source: source, context: BenchmarkContext(fields: contextFields), entries: entries)
  }

  /// Keys of an entry that are not counters.
  private static let knownKeys: Set<String> = [
    "name", "family_index", "per_family_instance_index", "run_name", "run_type", "repetitions",
    "repetition_index", "threads", "aggregate_name", "aggregate_unit", "iterations", "real_time",
    "cpu_time", "time_unit", "error_occurred", "error_message", "label", "big_o", "rms",
  ]

  private static func entry(
    _ item: JSONValue, index: Int, source: String
  ) throws(BenchmarkInputError) -> BenchmarkEntry {
    let at = "benchmarks[\(index)]"
    guard case .object(let pairs) = item else {
      throw .invalidStructure(path: source, reason: "\(at) is not an object")
    }
    guard let name = item["name"]?.stringValue else {
      throw .invalidStructure(path: source, reason: "\(at) has no string \"name\"")
    }
    func number(_ key: String) throws(BenchmarkInputError) -> Double? {
      switch item[key] {
      case nil, .null?: return nil
      case .number(let value)?: return value
      default:
        throw .invalidStructure(path: source, reason: "\(at) (\(name)): \"\(key)\" is not a number")
      }
    }
    let runType: RunType
    switch item["run_type"]?.stringValue {
    case nil, "iteration"?: runType = .iteration
    case "aggregate"?: runType = .aggregate
    case let other?:
      throw .invalidStructure(
        path: source, reason: "\(at) (\(name)): unknown run_type \"\(other)\"")
    }
    let timeUnit: TimeUnit
    if let unit = item["time_unit"]?.stringValue {
      guard let known = TimeUnit(rawValue: unit) else {
        throw .invalidStructure(
          path: source, reason: "\(at) (\(name)): unknown time_unit \"\(unit)\"")
      }
      timeUnit = known
    } else {
      timeUnit = .nanoseconds
    }
    var counters: [String: Double] = [:]
    for pair in pairs where !knownKeys.contains(pair.key) {
      if case .number(let value) = pair.value { counters[pair.key] = value }
    }
    return BenchmarkEntry(
      name: name, runName: item["run_name"]?.stringValue, runType: runType,
      aggregateName: item["aggregate_name"]?.stringValue,
      repetitionIndex: item["repetition_index"]?.intValue, iterations: try number("iterations"),
      realTime: try number("real_time"), cpuTime: try number("cpu_time"), timeUnit: timeUnit,
      counters: counters, errorOccurred: item["error_occurred"]?.boolValue ?? false,
      errorMessage: item["error_message"]?.stringValue)
  }
}
