import FileSupport
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
    try self.init(parsing: try InputFile.bytes(path), source: path)
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
    // Where each repetition and aggregate was first seen: a second one is
    // a file put together from two runs, whose samples would mix.
    var firstSeen: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let entry = try Self.entry(item, index: index, source: source)
      if let key = Self.identity(of: entry) {
        if let earlier = firstSeen.updateValue(index, forKey: key.key) {
          throw .invalidStructure(
            path: source,
            reason:
              "benchmarks[\(index)] (\(entry.runName)): \(key.words) appears twice"
              + " (also benchmarks[\(earlier)]); is this two runs in one file?")
        }
      }
      entries.append(entry)
    }
    self.init(source: source, context: BenchmarkContext(fields: contextFields), entries: entries)
  }

  /// What makes an entry unique within a run (a benchmark's repetition
  /// with its index, or its aggregate of one kind), and the words for it;
  /// `nil` for a repetition without an index or an aggregate without a
  /// kind (older Google Benchmark versions write neither, and then their
  /// entries share a name).
  private static func identity(of entry: BenchmarkEntry) -> (key: String, words: String)? {
    switch entry.runType {
    case .iteration:
      guard let repetition = entry.repetitionIndex else { return nil }
      return ("r\u{0}\(entry.runName)\u{0}\(repetition)", "repetition \(repetition)")
    case .aggregate:
      guard let kind = entry.aggregateName else { return nil }
      return ("a\u{0}\(entry.runName)\u{0}\(kind)", "the \(kind) aggregate")
    }
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
    for key in ["name", "run_name"] {
      guard let text = item[key]?.stringValue else { continue }
      if text.isEmpty {
        throw .invalidStructure(path: source, reason: "\(at) has an empty \"\(key)\"")
      }
      // A name is printed in tables, Markdown and terminals: a newline or
      // an escape sequence in it would forge lines there.
      if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw .invalidStructure(
          path: source,
          reason: "\(at): \"\(key)\" holds a control character (a newline, tab or escape)")
      }
    }
    var keys = Set<String>()
    for pair in pairs where !keys.insert(pair.key).inserted {
      throw .invalidStructure(
        path: source, reason: "\(at) (\(name)): the key \"\(pair.key)\" appears twice")
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
