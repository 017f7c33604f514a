import Foundation

// Policy: a paired results file is read strictly: every field the verdict
// depends on (the options, each round's phase and four times) must be there
// and valid, and a problem is an error naming the file and the field
// (`benchmarks[2].rounds[7].head_cpu_time`), because a gate that skipped a
// bad round would judge other data than the run measured. The rounds are
// written one per line, so a file of a few thousand rounds stays readable
// and diffs by round.

extension PairedRun {
  /// The file's text: the header indented, one line per round.
  public func serialized() -> String {
    json.serialized(compactingFrom: 4)
  }

  /// The file as a JSON value.
  public var json: JSONValue {
    let optionPairs: [(key: String, value: JSONValue)] =
      [
        ("metric", .string(options.metric.rawValue)),
        ("threshold_percent", .number(options.threshold * 100)),
        ("alpha", .number(options.alpha)),
        ("batch", .number(Double(options.batch))),
        ("min_rounds", .number(Double(options.minimumRounds))),
        ("max_rounds", .number(Double(options.maximumRounds))),
      ] + (options.family.map { [("family", .number(Double($0)))] } ?? [])
    let verdictsByName = Dictionary(
      verdicts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let items: [JSONValue] = benchmarks.map { benchmark in
      let verdict = verdictsByName[benchmark.name]
      let rounds: [JSONValue] = benchmark.rounds.map { round in
        .object([
          ("phase", .string(round.phase.rawValue)),
          ("order", .string(round.baseFirst ? "AB" : "BA")),
          ("base_real_time", .number(round.base.realTime)),
          ("base_cpu_time", .number(round.base.cpuTime)),
          ("head_real_time", .number(round.head.realTime)),
          ("head_cpu_time", .number(round.head.cpuTime)),
          ("log_ratio", .number(round.logRatio(of: options.metric))),
        ])
      }
      return .object([
        ("name", .string(benchmark.name)),
        ("verdict", .string(verdict?.verdict.rawValue ?? "inconclusive")),
        ("reason", .string(verdict?.reason ?? "")),
        ("detectable_change", verdict?.detectableChange.map(JSONValue.number) ?? .null),
        ("rounds", .array(rounds)),
      ])
    }
    return .object([
      ("format", .string(Self.format)),
      ("context", .object(context)),
      ("options", .object(optionPairs)),
      ("only_in_base", .array(onlyInBase.map(JSONValue.string))),
      ("only_in_head", .array(onlyInHead.map(JSONValue.string))),
      ("benchmarks", .array(items)),
    ])
  }

  /// Reads a paired results file.
  ///
  /// - Parameter path: the file, used in messages as given.
  /// - Throws: ``BenchmarkInputError`` naming the file and the field.
  public init(contentsOfFile path: String) throws(BenchmarkInputError) {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      let reason =
        FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file"
      throw .unreadable(path: path, reason: reason)
    }
    let root: JSONValue
    do { root = try JSONParser.parse([UInt8](data)) } catch {
      throw .malformedJSON(path: path, error: error)
    }
    try self.init(json: root, source: path)
  }

  /// Reads a paired result from its JSON value.
  ///
  /// - Parameters:
  ///   - root: the document.
  ///   - source: a name for messages.
  /// - Throws: ``BenchmarkInputError/invalidPairedResult(path:field:reason:)``.
  public init(json root: JSONValue, source: String) throws(BenchmarkInputError) {
    func bad(_ field: String, _ reason: String) -> BenchmarkInputError {
      .invalidPairedResult(path: source, field: field, reason: reason)
    }
    guard case .object = root else { throw bad("(top level)", "is not an object") }
    guard root["format"]?.stringValue == Self.format else {
      throw bad("format", "is not \"\(Self.format)\" (is this a track ab result?)")
    }
    var context: [(key: String, value: JSONValue)] = []
    if let value = root["context"] {
      guard case .object(let pairs) = value else { throw bad("context", "is not an object") }
      context = pairs
    }
    guard let optionsValue = root["options"], case .object = optionsValue else {
      throw bad("options", "is missing or not an object")
    }
    func number(_ key: String) throws(BenchmarkInputError) -> Double {
      guard let value = optionsValue[key]?.doubleValue, value.isFinite else {
        throw bad("options.\(key)", "is missing or not a finite number")
      }
      return value
    }
    func whole(_ key: String) throws(BenchmarkInputError) -> Int {
      guard let value = optionsValue[key]?.intValue else {
        throw bad("options.\(key)", "is missing or not a whole number")
      }
      return value
    }
    guard let metricName = optionsValue["metric"]?.stringValue,
      let metric = Metric(rawValue: metricName)
    else { throw bad("options.metric", "is missing or not a metric name") }
    let options = PairedOptions(
      metric: metric, threshold: try number("threshold_percent") / 100,
      alpha: try number("alpha"), batch: try whole("batch"),
      minimumRounds: try whole("min_rounds"), maximumRounds: try whole("max_rounds"),
      family: optionsValue["family"] == nil ? nil : try whole("family"))
    if let problem = options.problem { throw bad("options", problem) }
    func names(_ key: String) throws(BenchmarkInputError) -> [String] {
      guard let value = root[key] else { return [] }
      guard case .array(let items) = value else { throw bad(key, "is not an array") }
      var result: [String] = []
      for (index, item) in items.enumerated() {
        guard let text = item.stringValue else { throw bad("\(key)[\(index)]", "is not a string") }
        result.append(text)
      }
      return result
    }
    guard case .array(let items)? = root["benchmarks"] else {
      throw bad("benchmarks", "is missing or not an array")
    }
    var benchmarks: [PairedBenchmark] = []
    var seen = Set<String>()
    for (index, item) in items.enumerated() {
      let field = "benchmarks[\(index)]"
      guard let name = item["name"]?.stringValue, !name.isEmpty else {
        throw bad("\(field).name", "is missing or empty")
      }
      guard seen.insert(name).inserted else { throw bad("\(field).name", "repeats '\(name)'") }
      guard case .array(let roundItems)? = item["rounds"] else {
        throw bad("\(field).rounds", "is missing or not an array")
      }
      var rounds: [PairedRound] = []
      for (offset, roundItem) in roundItems.enumerated() {
        let here = "\(field).rounds[\(offset)]"
        guard let phaseName = roundItem["phase"]?.stringValue,
          let phase = PairedPhase(rawValue: phaseName)
        else {
          throw bad("\(here).phase", "is missing or not warmup, screening or confirmation")
        }
        guard let order = roundItem["order"]?.stringValue, order == "AB" || order == "BA" else {
          throw bad("\(here).order", "is missing or not AB or BA")
        }
        var times: [Double] = []
        for key in ["base_real_time", "base_cpu_time", "head_real_time", "head_cpu_time"] {
          guard let value = roundItem[key]?.doubleValue, value.isFinite, value > 0 else {
            throw bad("\(here).\(key)", "is missing, not finite or not positive")
          }
          times.append(value)
        }
        rounds.append(
          PairedRound(
            phase: phase, baseFirst: order == "AB",
            base: PairedTiming(realTime: times[0], cpuTime: times[1]),
            head: PairedTiming(realTime: times[2], cpuTime: times[3])))
      }
      benchmarks.append(PairedBenchmark(name: name, rounds: rounds))
    }
    self.init(
      source: source, context: context, options: options, benchmarks: benchmarks,
      onlyInBase: try names("only_in_base"), onlyInHead: try names("only_in_head"))
  }
}
