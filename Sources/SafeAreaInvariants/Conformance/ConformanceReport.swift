import PropertyFuzzing

/// What ``Conformance/check(_:seed:cases:shrinking:)`` found.
public struct ConformanceReport: Sendable, CustomStringConvertible {
  /// A property that did not run, and the functions it judges (none of
  /// which the implementation provides).
  public struct Skipped: Sendable, Hashable {
    /// The property's name.
    public var property: String
    /// The engine functions it judges; empty when it judges only this
    /// package's own value types.
    public var needs: [EngineFunction]
  }

  /// The seed of the run.
  public var seed: UInt64
  /// The functions the implementation provides, in engine order.
  public var provided: [EngineFunction]
  /// One report per property that ran, in suite order.
  public var results: [PropertyReport] = []
  /// The properties that did not run.
  public var skipped: [Skipped] = []

  /// The properties that failed, each with its shrunk counterexample.
  public var failures: [FailureReport] { results.compactMap(\.failure) }

  /// Whether at least one property ran and every one that ran held.
  public var passed: Bool { !results.isEmpty && failures.isEmpty }

  /// The report for people: one line per property, the counterexample of
  /// each failure and the skipped properties.
  public var description: String {
    var lines = [
      "conformance (seed \(seed)): \(results.count - failures.count) of \(results.count) properties hold; "
        + "provided: \(provided.map(\.rawValue).joined(separator: ", "))"
    ]
    for result in results {
      lines.append(
        "  \(result.passed ? "ok  " : "FAIL") \(result.name) (\(result.statistics.cases) cases)")
      if let failure = result.failure {
        lines.append("       case \(failure.caseIndex): \(failure.shrunk)")
        lines += failure.messages.prefix(3).map { "       \($0)" }
      }
    }
    for skip in skipped {
      let reason =
        skip.needs.isEmpty
        ? "judges only this package's types"
        : "needs \(skip.needs.map(\.rawValue).joined(separator: " or "))"
      lines.append("  skip \(skip.property) (\(reason))")
    }
    return lines.joined(separator: "\n")
  }
}
