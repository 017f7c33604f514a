/// What a benchmark declares where it is registered: its group, how far
/// each metric's median may move before it counts as a change, and why.
public struct BenchmarkPolicy: Hashable, Sendable {
  /// A short name, shared by the benchmarks that follow the same policy
  /// (`fuzz`, `memory`): it names the policy in the run's context.
  public var name: String
  /// The measure that judges the benchmark.
  public var group: BenchmarkGroup
  /// The threshold per metric; a metric left out falls back to the
  /// comparison's default.
  public var thresholds: [Metric: Threshold]
  /// Why the thresholds and the group are what they are.
  public var description: String

  /// Creates a policy.
  public init(
    name: String, group: BenchmarkGroup, thresholds: [Metric: Threshold], description: String
  ) {
    self.name = name
    self.group = group
    self.thresholds = thresholds
    self.description = description
  }

  /// This policy under another name and reason, with some of its
  /// thresholds (and, when given, its group) replaced: a suite's exception
  /// to the common policy.
  ///
  /// - Parameters:
  ///   - name: the new policy's name.
  ///   - group: the new group, or `nil` to keep this one's.
  ///   - thresholds: the thresholds that replace this policy's, per metric.
  ///   - description: why the exception exists.
  public func overriding(
    name: String, group: BenchmarkGroup? = nil, thresholds: [Metric: Threshold] = [:],
    description: String
  ) -> BenchmarkPolicy {
    BenchmarkPolicy(
      name: name, group: group ?? self.group,
      thresholds: self.thresholds.merging(thresholds) { _, new in new }, description: description)
  }
}
