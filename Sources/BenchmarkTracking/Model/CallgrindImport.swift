import Foundation
import FileSupport

// Policy: the instruction-count mode runs the bench binary under
// `valgrind --tool=callgrind --collect-atstart=no` with a fixed iteration
// count. The shim switches collection on only around each benchmark body
// and dumps the counters after it, naming the dump after the benchmark, so
// each dump holds exactly one repetition's instructions. This importer
// divides each dump by the repetition's iterations and adds the result to
// the run's JSON as the `instructions` counter, keeping every other field
// as Google Benchmark wrote it except the `/iterations:N` suffix of the
// names (dropped so instruction runs and timing runs name benchmarks alike), so `track compare --metric instructions`
// reads it like any other run.

/// One callgrind dump: which benchmark it belongs to and its total.
public struct CallgrindDump: Hashable, Sendable {
  /// The benchmark name given to `CALLGRIND_DUMP_STATS_AT`.
  public var benchmark: String
  /// Instructions executed (the `Ir` total).
  public var instructions: Double

  /// Creates a dump record.
  public init(benchmark: String, instructions: Double) {
    self.benchmark = benchmark
    self.instructions = instructions
  }

  /// Reads the trigger name and the total from a callgrind output file.
  ///
  /// - Returns: `nil` for a dump not triggered by a named client request
  ///   (the final dump at program exit).
  /// - Throws: ``BenchmarkInputError`` when the file cannot be read, is
  ///   not UTF-8 text or has no `totals:`/`summary:` line.
  public static func read(path: String) throws(BenchmarkInputError) -> CallgrindDump? {
    // Callgrind dumps of a whole benchmark binary can be large.
    let bytes = try InputFile.bytes(path, limit: 1 << 30)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unusable(path: path, reason: "is not a callgrind dump: it is not UTF-8 text")
    }
    let prefix = "desc: Trigger: Client Request: "
    var name: String?
    var total: Double?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix(prefix) {
        name = String(line.dropFirst(prefix.count))
      } else if line.hasPrefix("totals:") || (total == nil && line.hasPrefix("summary:")) {
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let value = Double(fields[1]) else {
          throw .unusable(
            path: path, reason: "is not a callgrind dump: unreadable total in '\(line)'")
        }
        total = value
      }
    }
    guard let name else { return nil }
    guard let total else {
      throw .unusable(path: path, reason: "is not a callgrind dump: it has no totals line")
    }
    return CallgrindDump(benchmark: name, instructions: total)
  }
}

extension JSONValue {
  /// The name without the `/iterations:N` suffix Google Benchmark appends
  /// when a benchmark runs a fixed iteration count, so instruction runs use
  /// the same names as timing runs.
  static func removingIterationsSuffix(_ name: String) -> String {
    // Drop "/iterations:<digits>" where it ends the name or precedes an
    // aggregate suffix ("_mean", "_median", ...).
    guard let range = name.range(of: "/iterations:", options: .backwards) else { return name }
    let rest = name[range.upperBound...]
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return name }
    let after = rest[digits.endIndex...]
    guard after.isEmpty || after.hasPrefix("_") else { return name }
    return String(name[..<range.lowerBound]) + after
  }

  /// A Google Benchmark JSON document with an `instructions` counter (per
  /// iteration) added to every repetition that has a matching dump.
  ///
  /// Dumps are matched to repetitions of the same benchmark in order.
  ///
  /// - Throws: ``BenchmarkInputError/invalidStructure(path:reason:)`` when a
  ///   repetition has no dump or no positive iteration count, or a dump has
  ///   no repetition: a partial import would compare wrong numbers.
  public func addingInstructions(
    _ dumps: [CallgrindDump], source: String
  ) throws(BenchmarkInputError) -> JSONValue {
    guard case .object(var rootPairs) = self, case .array(let items)? = self["benchmarks"] else {
      throw .invalidStructure(path: source, reason: "no \"benchmarks\" array")
    }
    var queues: [String: [Double]] = [:]
    for dump in dumps { queues[dump.benchmark, default: []].append(dump.instructions) }
    var updated: [JSONValue] = []
    for item in items {
      guard case .object(var pairs) = item else {
        updated.append(item)
        continue
      }
      for index in pairs.indices where pairs[index].key == "name" || pairs[index].key == "run_name"
      {
        if case .string(let value) = pairs[index].value {
          pairs[index].value = .string(Self.removingIterationsSuffix(value))
        }
      }
      guard
        item["run_type"]?.stringValue ?? "iteration" == "iteration",
        let name = item["run_name"]?.stringValue ?? item["name"]?.stringValue
      else {
        updated.append(.object(pairs))
        continue
      }
      let baseName = Self.removingIterationsSuffix(name)
      guard var queue = queues[baseName], !queue.isEmpty else {
        throw .invalidStructure(
          path: source, reason: "no callgrind dump for a repetition of \(name)")
      }
      guard let iterations = item["iterations"]?.doubleValue, iterations > 0 else {
        throw .invalidStructure(path: source, reason: "\(name) has no positive iteration count")
      }
      let total = queue.removeFirst()
      queues[baseName] = queue
      pairs.removeAll { $0.key == "instructions" }
      pairs.append(("instructions", .number(total / iterations)))
      updated.append(.object(pairs))
    }
    if let leftover = queues.first(where: { !$0.value.isEmpty }) {
      throw .invalidStructure(
        path: source,
        reason: "\(leftover.value.count) callgrind dumps for \(leftover.key) have no repetition")
    }
    for index in rootPairs.indices where rootPairs[index].key == "benchmarks" {
      rootPairs[index].value = .array(updated)
    }
    for index in rootPairs.indices where rootPairs[index].key == "context" {
      if case .object(var context) = rootPairs[index].value {
        context.removeAll { $0.key == "metric" }
        context.append(("metric", .string(Metric.instructions.rawValue)))
        rootPairs[index].value = .object(context)
      }
    }
    return .object(rootPairs)
  }
}
