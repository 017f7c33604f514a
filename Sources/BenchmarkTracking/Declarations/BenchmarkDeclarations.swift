// Policy: a benchmark is described in one place, where the runner registers
// it (Benchmarks/Sources/bench/Suites/): its group and its thresholds, with
// the reason. The runner writes them into the results file's context, so a
// run carries the rules it is to be judged by and `track` needs no second
// copy of them. Google Benchmark's context is a flat map of strings, so the
// declarations are one key, `safe_area_benchmarks`, whose value is JSON
// text: `{"policies": [...], "benchmarks": {name: policy name}}`. The
// policies are listed once and the benchmarks name theirs, so each reason
// is written once per file, not once per benchmark (some 60 of them).
// Relative thresholds are in percent, absolute ones in the metric's unit,
// as in a thresholds file.
//
// Reading is strict about the values it uses (a bad number, an unknown
// group or policy name is an error naming the file and the field: a typo
// that fell back to a default would hide a regression) and ignores keys it
// does not know, so a newer runner's extra fields do not break an older
// `track`.

/// Every benchmark's policy, as the runner declares them and a run's
/// context carries them.
public struct BenchmarkDeclarations: Hashable, Sendable {
  /// The context key holding the declarations' JSON text.
  public static let contextKey = "safe_area_benchmarks"

  /// The benchmark names, in the order they were declared.
  public private(set) var names: [String] = []
  /// Each benchmark's policy, by benchmark name.
  public private(set) var policies: [String: BenchmarkPolicy] = [:]

  /// No declarations.
  public init() {}

  /// Declares a benchmark's policy.
  ///
  /// - Returns: `false`, declaring nothing, when another policy of the same
  ///   name but other content was declared before (two policies must not
  ///   share a name, or the context could not tell them apart).
  @discardableResult
  public mutating func declare(_ benchmark: String, _ policy: BenchmarkPolicy) -> Bool {
    if let other = policies.values.first(where: { $0.name == policy.name }), other != policy {
      return false
    }
    if policies.updateValue(policy, forKey: benchmark) == nil { names.append(benchmark) }
    return true
  }

  /// The policy of a benchmark, given the name a result carries: Google
  /// Benchmark appends `/iterations:N` and the like to a registered name,
  /// so the longest declared name that is the run name or a prefix of it
  /// followed by `/` is the one.
  ///
  /// - Parameter runName: the result's `run_name`.
  public func policy(forRunName runName: String) -> BenchmarkPolicy? {
    var candidate = Substring(runName)
    while true {
      if let policy = policies[String(candidate)] { return policy }
      guard let slash = candidate.lastIndex(of: "/") else { return nil }
      candidate = candidate[..<slash]
    }
  }

  /// The benchmarks of a group, in declaration order.
  public func names(in group: BenchmarkGroup) -> [String] {
    names.filter { policies[$0]?.group == group }
  }

  /// A Google Benchmark `--benchmark_filter` selecting exactly the
  /// benchmarks of a group (an extended regular expression; the names
  /// escaped, each followed by `/` or the end, so `/iterations:N` suffixes
  /// still match), or `nil` when the group is empty.
  public func filter(for group: BenchmarkGroup) -> String? {
    let members = names(in: group)
    guard !members.isEmpty else { return nil }
    let special = Set("\\^$.|?*+()[]{}")
    let escaped = members.map { name in
      name.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
    }
    return "^(" + escaped.joined(separator: "|") + ")(/|$)"
  }

  /// The declarations as JSON: the policies once each, in the order first
  /// used, then every benchmark's policy name.
  public var json: JSONValue {
    var listed: [BenchmarkPolicy] = []
    for name in names {
      guard let policy = policies[name], !listed.contains(where: { $0.name == policy.name })
      else { continue }
      listed.append(policy)
    }
    let policyValues = listed.map { policy -> JSONValue in
      let thresholds = Metric.allCases.compactMap { metric -> (String, JSONValue)? in
        guard let threshold = policy.thresholds[metric] else { return nil }
        return (
          metric.rawValue,
          .object([
            ("relative", .number(threshold.relative * 100)),
            ("absolute", .number(threshold.absolute)),
          ])
        )
      }
      return .object([
        ("name", .string(policy.name)), ("group", .string(policy.group.rawValue)),
        ("thresholds", .object(thresholds.map { (key: $0.0, value: $0.1) })),
        ("description", .string(policy.description)),
      ])
    }
    let benchmarks = names.compactMap { name in
      policies[name].map { (key: name, value: JSONValue.string($0.name)) }
    }
    return .object([("policies", .array(policyValues)), ("benchmarks", .object(benchmarks))])
  }

  /// The declarations as the one-line JSON text the context holds.
  public var contextValue: String {
    var text = json.serialized(compactingFrom: 0)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

extension BenchmarkDeclarations {
  /// The declarations a run's context carries, or `nil` when it carries
  /// none (a run from before they were written, or from another runner).
  ///
  /// - Parameters:
  ///   - context: the run's context.
  ///   - source: the run's path, for messages.
  /// - Throws: ``BenchmarkInputError/invalidThresholds(path:field:reason:)``
  ///   naming the file and the field when the declarations are malformed.
  public init?(context: BenchmarkContext, source: String) throws(BenchmarkInputError) {
    guard let value = context.fields[Self.contextKey] else { return nil }
    let field = "context.\(Self.contextKey)"
    guard case .string(let text) = value else {
      throw .invalidThresholds(path: source, field: field, reason: "is not a string")
    }
    let parsed: JSONValue
    do {
      parsed = try JSONParser.parse(text)
    } catch {
      throw .invalidThresholds(path: source, field: field, reason: "is not JSON text: \(error)")
    }
    try self.init(json: parsed, source: source, field: field)
  }

  /// Reads declarations from their JSON (``json``).
  ///
  /// - Parameters:
  ///   - json: the parsed declarations.
  ///   - source: the file they came from, for messages.
  ///   - field: where in the file they sit, for messages.
  /// - Throws: ``BenchmarkInputError/invalidThresholds(path:field:reason:)``.
  public init(json: JSONValue, source: String, field: String) throws(BenchmarkInputError) {
    func bad(_ at: String, _ reason: String) -> BenchmarkInputError {
      .invalidThresholds(path: source, field: field + at, reason: reason)
    }
    guard case .array(let items)? = json["policies"] else {
      throw bad(".policies", "is missing or not an array")
    }
    var byName: [String: BenchmarkPolicy] = [:]
    for (index, item) in items.enumerated() {
      let at = ".policies[\(index)]"
      guard case .string(let name)? = item["name"], !name.isEmpty else {
        throw bad("\(at).name", "is missing or not a non-empty string")
      }
      guard byName[name] == nil else { throw bad("\(at).name", "repeats the policy '\(name)'") }
      guard let text = item["group"]?.stringValue, let group = BenchmarkGroup(rawValue: text) else {
        let groups = BenchmarkGroup.allCases.map(\.rawValue).joined(separator: " or ")
        throw bad("\(at).group", "is missing or not \(groups)")
      }
      var thresholds: [Metric: Threshold] = [:]
      if let value = item["thresholds"] {
        guard case .object(let pairs) = value else {
          throw bad("\(at).thresholds", "is not an object")
        }
        for pair in pairs {
          guard let metric = Metric(rawValue: pair.key) else { continue }
          let here = "\(at).thresholds.\(pair.key)"
          guard let percent = pair.value["relative"]?.doubleValue, percent.isFinite,
            (0...1_000).contains(percent)
          else { throw bad("\(here).relative", "expects a percentage from 0 to 1000") }
          let absolute = pair.value["absolute"]?.doubleValue ?? 0
          guard absolute.isFinite, absolute >= 0 else {
            throw bad("\(here).absolute", "expects a finite number >= 0")
          }
          thresholds[metric] = Threshold(relative: percent / 100, absolute: absolute)
        }
      }
      byName[name] = BenchmarkPolicy(
        name: name, group: group, thresholds: thresholds,
        description: item["description"]?.stringValue ?? "")
    }
    guard case .object(let pairs)? = json["benchmarks"] else {
      throw bad(".benchmarks", "is missing or not an object")
    }
    self.init()
    for pair in pairs {
      guard let name = pair.value.stringValue, let policy = byName[name] else {
        throw bad(".benchmarks[\(pair.key)]", "names no policy listed in .policies")
      }
      declare(pair.key, policy)
    }
  }

  /// These declarations with every benchmark's relative threshold for one
  /// metric set to `relative` (a fraction): what `--threshold` on the
  /// command line does to thresholds read from a run.
  public func settingRelative(_ relative: Double, for metric: Metric) -> BenchmarkDeclarations {
    var result = self
    for (name, policy) in policies {
      var changed = policy
      changed.thresholds[metric] = Threshold(
        relative: relative, absolute: policy.thresholds[metric]?.absolute ?? 0)
      result.policies[name] = changed
    }
    return result
  }
}

extension BenchmarkDeclarations {
  /// Adds the declarations to the context of the Google Benchmark JSON
  /// file at `path` (replacing any already there) and rewrites the file
  /// atomically, in Google Benchmark's layout.
  ///
  /// - Parameter path: the results file the runner wrote.
  /// - Throws: ``BenchmarkInputError`` when the file does not read as a
  ///   JSON object with an object `context`, or cannot be written.
  public func record(inResultsAt path: String) throws(BenchmarkInputError) {
    guard case .object(var pairs) = try JSONParser.parse(contentsOfFile: path) else {
      throw .invalidStructure(path: path, reason: "the top level is not an object")
    }
    let entry = (key: Self.contextKey, value: JSONValue.string(contextValue))
    if let index = pairs.firstIndex(where: { $0.key == "context" }) {
      guard case .object(let context) = pairs[index].value else {
        throw .invalidStructure(path: path, reason: "\"context\" is not an object")
      }
      pairs[index].value = .object(context.filter { $0.key != Self.contextKey } + [entry])
    } else {
      pairs.insert((key: "context", value: .object([entry])), at: 0)
    }
    try JSONValue.object(pairs).serialized().writeAtomically(toFile: path)
  }
}
