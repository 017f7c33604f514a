extension BenchmarkRun {
  /// This run with only the entries of the benchmarks `declarations` put
  /// in `group`; entries of benchmarks they do not declare are left out.
  ///
  /// - Parameters:
  ///   - group: the group kept.
  ///   - declarations: the declarations that say which benchmark is in it.
  public func keeping(_ group: BenchmarkGroup, by declarations: BenchmarkDeclarations)
    -> BenchmarkRun
  {
    var result = self
    result.entries = entries.filter {
      declarations.policy(forRunName: $0.runName)?.group == group
    }
    return result
  }
}
