/// The `context` object of a Google Benchmark JSON file: where and when the
/// run happened, plus whatever `--benchmark_context=key=value` added.
public struct BenchmarkContext: Hashable, Sendable {
  /// Every field as written, for keys this type has no property for.
  public var fields: [String: JSONValue]

  /// Creates a context from its fields.
  public init(fields: [String: JSONValue]) { self.fields = fields }

  /// A string field, or a number field printed without a fraction when it
  /// has none.
  public func text(_ key: String) -> String? {
    switch fields[key] {
    case .string(let value): return value
    case .number(let value):
      if let exact = Int(exactly: value) { return String(exact) }
      return "\(value)"
    case .bool(let value): return value ? "true" : "false"
    default: return nil
    }
  }

  /// The run's date as written (`date`).
  public var date: String? { text("date") }
  /// The host name (`host_name`).
  public var hostName: String? { text("host_name") }
  /// The number of CPUs (`num_cpus`).
  public var cpuCount: Int? { fields["num_cpus"]?.intValue }
  /// The CPU model, added by the runner as `cpu_model` (Google Benchmark
  /// itself records only the clock rate).
  public var cpuModel: String? { text("cpu_model") }
  /// The commit the run measured, added by the runner as `commit`.
  public var commit: String? { text("commit") }
  /// The library's build type; Debian's 1.7.1 says "debug" even though its
  /// library is optimised, so this is shown but never judged.
  public var libraryBuildType: String? { text("library_build_type") }
}
