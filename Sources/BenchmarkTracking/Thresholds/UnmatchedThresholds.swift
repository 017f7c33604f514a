// Policy: a threshold that names a benchmark that is not there is a
// warning on standard error, not a usage error. A thresholds file and the
// runner's declarations are written for every benchmark, and a run filtered
// by `--filter` or `--group` (the CI's simulated check runs two of some
// sixty) legitimately lacks most of them, so an error would make the shared
// file unusable on every filtered run. What is never legitimate is silence:
// a rule for `memory/cpoy` when the run has `memory/copy` used to change
// nothing and say nothing, and the default judged the benchmark it was
// written for. So a rule that matches no benchmark of either run is named,
// and so is a measured benchmark the declarations leave out (judged by the
// default), each with the names it was probably meant to be.

extension ThresholdsFile {
  /// One warning per rule that covers none of `benchmarks`, naming the
  /// file, the rule and the benchmarks it was probably meant for.
  ///
  /// - Parameter benchmarks: the names of both runs' benchmarks.
  public func unmatchedRules(among benchmarks: [String]) -> [String] {
    // The closure's type is written out, as in `undeclaredBenchmarks`.
    rules.enumerated().compactMap { (index: Int, rule: ThresholdRule) -> String? in
      guard !benchmarks.contains(where: rule.matches) else { return nil }
      let literal = rule.pattern.filter { $0 != "*" && $0 != "?" }
      let close = CloseNames.closest(to: literal, among: benchmarks)
      return "\(source): rules[\(index)] (match \"\(rule.pattern)\") matches no benchmark of"
        + " either run, so it changes nothing"
        + (close.isEmpty ? "" : " (close: \(close.joined(separator: ", ")))")
    }
  }
}

extension BenchmarkDeclarations {
  /// Whether `name` declares the benchmark a result calls `runName`:
  /// the same name, or the name followed by `/` and Google Benchmark's
  /// suffixes (see ``policy(forRunName:)``).
  static func declaredName(_ name: String, covers runName: String) -> Bool {
    runName == name || runName.hasPrefix(name + "/")
  }

  /// One warning per benchmark of `benchmarks` these declarations give no
  /// policy, so that the default threshold judges it, naming the declared
  /// names that match no benchmark and are close to it (the typo that
  /// left it out).
  ///
  /// - Parameters:
  ///   - benchmarks: the names of both runs' benchmarks.
  ///   - source: the run whose context holds the declarations, for messages.
  ///   - fallback: the threshold that judges an undeclared benchmark.
  public func undeclaredBenchmarks(
    among benchmarks: [String], source: String, fallback: String
  ) -> [String] {
    let unmatched = names.filter { name in
      !benchmarks.contains { Self.declaredName(name, covers: $0) }
    }
    // The closure's type is written out: inferred from its body, a mutant
    // of the message (mutation testing) made `return nil` the error, on
    // a line with no mutant, and the schema build could not drop the site.
    return benchmarks.compactMap { (benchmark: String) -> String? in
      guard policy(forRunName: benchmark) == nil else { return nil }
      let close = CloseNames.closest(to: benchmark, among: unmatched)
      return "\(benchmark) has no policy in the declarations of \(source)"
        + " (context \(Self.contextKey)), so \(fallback) judges it"
        + (close.isEmpty
          ? "" : "; declared names that match no benchmark: \(close.joined(separator: ", "))")
    }
  }
}
