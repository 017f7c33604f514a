// Policy: a failure found by libFuzzer is shrunk by the project's own
// shrinker (on choices, one second at most) before it is saved, so the
// corpus case is as simple as one found by `swift run fuzz`; libFuzzer's
// crash file keeps the raw input. The case records seed 0 (libFuzzer's
// inputs come from mutation, not from a seed) and, as its case index, the
// number of inputs the process had run.

import Foundation
import PropertyFuzzing

/// A failing coverage-fuzzer input, shrunk and ready to save as a corpus case.
public struct CrashCase: Sendable {
  /// The environment variable naming the directory corpus cases are written
  /// to, laid out as `Corpus/` (`<property>/<hash>.json`).
  public static let outputVariable = "FUZZ_CORPUS_OUT"
  /// Where cases go when ``outputVariable`` is unset: relative to the
  /// current directory, never the committed `Corpus/`, so a mutant run
  /// cannot add to it unreviewed.
  public static let defaultOutput = "crashes-corpus"

  /// The property that failed.
  public let property: String
  /// The failure as libFuzzer found it.
  public let original: Evaluation
  /// The failure after shrinking (the same as `original` when no
  /// simplification was kept).
  public let shrunk: Evaluation
  /// The case to save.
  public let corpusCase: CorpusCase

  /// Shrinks a failure and builds its corpus case.
  ///
  /// - Parameters:
  ///   - property: the property that failed.
  ///   - failure: its failing evaluation.
  ///   - variant: the mutant's name, or `nil` for the real engine.
  ///   - executionIndex: how many inputs the process had run.
  ///   - shrinkLimit: the most candidates shrinking may try (counted, so the
  ///     same failure shrinks alike on any machine).
  public init(
    property: Property, failure: Evaluation, variant: String?, executionIndex: UInt64,
    shrinkLimit: ShrinkLimit = .standard
  ) {
    self.property = property.name
    self.original = failure
    let shrunk = Shrinker(property: property, limit: shrinkLimit).shrink(failure).failure
    self.shrunk = shrunk
    self.corpusCase = CorpusCase(
      property: property.name, variant: variant, seed: 0, caseIndex: executionIndex,
      choices: shrunk.choices, description: shrunk.description,
      messages: shrunk.result.failures)
  }

  /// The report for a person: the property, the case as found and as
  /// shrunk, and what was wrong.
  public var report: String {
    var lines = ["coverage-fuzz: property '\(property)' failed"]
    if let variant = corpusCase.variant { lines.append("  engine:   mutant \(variant)") }
    lines.append("  found:    \(original.description)")
    for failure in original.result.failures { lines.append("    - \(failure)") }
    lines.append("  shrunk:   \(shrunk.description)")
    for failure in shrunk.result.failures { lines.append("    - \(failure)") }
    lines.append("  choices:  \(shrunk.choices.map(String.init).joined(separator: ","))")
    return lines.joined(separator: "\n")
  }

  /// The command that replays the saved case with the property fuzzer,
  /// from the repository root: `swift run fuzz --replay PATH [--mutant M]`.
  public func replayLine(savedAt path: String) -> String {
    "swift run fuzz --replay '\(path)'" + (corpusCase.variant.map { " --mutant \($0)" } ?? "")
  }

  /// The output directory an environment asks for.
  public static func outputDirectory(environment: [String: String]) -> String {
    guard let directory = environment[outputVariable], !directory.isEmpty else {
      return defaultOutput
    }
    return directory
  }

  /// Writes the case atomically under `directory` and returns its path.
  @discardableResult
  public func write(to directory: String) throws -> String {
    try CorpusStore(directory: directory).write(corpusCase)
  }
}
