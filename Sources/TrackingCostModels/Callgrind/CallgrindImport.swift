import BenchmarkTracking
import FileSupport
import Foundation

// Policy: the instruction-count mode runs the bench binary under
// `valgrind --tool=callgrind --collect-atstart=no` with a fixed iteration
// count. The shim switches collection on only around each benchmark body
// and dumps the counters after it, naming the dump after the benchmark, so
// each dump holds exactly one repetition's instructions. This importer
// divides each dump by the repetition's iterations and adds the result to
// the run's JSON as the `instructions` counter, keeping every other field
// as Google Benchmark wrote it except the `/iterations:N` suffix of the
// names (dropped so instruction runs and timing runs name benchmarks alike), so `track compare --metric instructions`
// reads it like any other run. A dump with cache and branch simulation
// (the simulated-cost mode, see SimulatedCost.swift) adds its simulated
// counters too: estimated_cycles, l1_misses, ll_misses and
// branch_mispredictions, per iteration like instructions, and
// pipeline_cycles when `--pipeline` costed its instructions
// (PipelineCost.swift).

/// One callgrind dump: which benchmark it belongs to and its total.
public struct CallgrindDump: Hashable, Sendable {
  /// The benchmark name given to `CALLGRIND_DUMP_STATS_AT`.
  public var benchmark: String
  /// Instructions executed (the `Ir` total).
  public var instructions: Double
  /// The cache and branch figures, when the dump simulated them.
  public var simulated: SimulatedCost?
  /// The simulated caches as the dump describes them (`I1 cache: ...`),
  /// empty without cache simulation.
  public var caches: [String]
  /// How often each instruction ran, when the dump was written with
  /// `--dump-instr=yes`: what the pipeline model costs.
  public var profile: InstructionProfile?
  /// Cycles by the pipeline model (``SimulatedCost/pipelineCycles(codeCycles:)``),
  /// once `track import-callgrind --pipeline` has costed ``profile``.
  public var pipelineCycles: Double?

  /// Creates a dump record.
  public init(
    benchmark: String, instructions: Double, simulated: SimulatedCost? = nil,
    caches: [String] = []
  ) {
    self.benchmark = benchmark
    self.instructions = instructions
    self.simulated = simulated
    self.caches = caches
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
    var eventNames = ["Ir"]
    var totals: [Double]?
    var caches: [String] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    for line in lines {
      if line.hasPrefix(prefix) {
        name = String(line.dropFirst(prefix.count))
      } else if line.hasPrefix("desc: "), line.contains(" cache: ") {
        caches.append(String(line.dropFirst("desc: ".count)))
      } else if line.hasPrefix("events:") {
        eventNames = line.split(separator: " ").dropFirst().map(String.init)
      } else if line.hasPrefix("totals:") || (totals == nil && line.hasPrefix("summary:")) {
        let fields = line.split(separator: " ").dropFirst()
        let values = fields.compactMap { Double($0) }
        guard !values.isEmpty, values.count == fields.count else {
          throw .unusable(
            path: path, reason: "is not a callgrind dump: unreadable total in '\(line)'")
        }
        totals = values
      }
    }
    guard let name else { return nil }
    guard let totals else {
      throw .unusable(path: path, reason: "is not a callgrind dump: it has no totals line")
    }
    // Callgrind leaves out trailing zero totals.
    var events: [String: Double] = [:]
    for (index, event) in eventNames.enumerated() {
      events[event] = index < totals.count ? totals[index] : 0
    }
    guard let instructions = events["Ir"] else {
      throw .unusable(path: path, reason: "is not a callgrind dump: it counts no Ir")
    }
    let simulated = SimulatedCost(events: events)
    var dump = CallgrindDump(
      benchmark: name, instructions: instructions, simulated: simulated,
      caches: simulated == nil ? [] : caches)
    dump.profile = try InstructionProfile.read(lines: lines, path: path)
    return dump
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
  /// iteration) added to every repetition that has a matching dump, and
  /// the simulated-cost counters too where the dump simulated caches.
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
    var queues: [String: [CallgrindDump]] = [:]
    for dump in dumps { queues[dump.benchmark, default: []].append(dump) }
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
      let dump = queue.removeFirst()
      queues[baseName] = queue
      var counters: [(String, Double)] = [("instructions", dump.instructions / iterations)]
      if let simulated = dump.simulated {
        counters += simulated.counters(perIteration: iterations).map { ($0.0.rawValue, $0.1) }
      }
      if let cycles = dump.pipelineCycles {
        counters.append((Metric.pipelineCycles.rawValue, cycles / iterations))
      }
      pairs.removeAll { pair in counters.contains { $0.0 == pair.key } }
      pairs += counters.map { ($0.0, JSONValue.number($0.1)) }
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
        let simulated = dumps.first { $0.simulated != nil }
        let metric = simulated == nil ? Metric.instructions : .estimatedCycles
        context.removeAll {
          ["metric", "simulated_caches", "cost_model", "pipeline_model"].contains($0.key)
        }
        context.append(("metric", .string(metric.rawValue)))
        if let simulated {
          context.append(("simulated_caches", .string(simulated.caches.joined(separator: "; "))))
          context.append(("cost_model", .string(SimulatedCost.modelDescription)))
        }
        if dumps.contains(where: { $0.pipelineCycles != nil }) {
          context.append(("pipeline_model", .string(PipelineCost.modelDescription)))
        }
        rootPairs[index].value = .object(context)
      }
    }
    return .object(rootPairs)
  }
}
