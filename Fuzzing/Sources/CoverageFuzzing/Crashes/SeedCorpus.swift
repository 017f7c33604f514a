// Policy: the committed corpus seeds the coverage fuzzer. Each case's
// choices become an input selecting its property, whichever engine variant
// found it: its choices reach the same boundary against the real engine,
// which is what a seed is for. A case whose property the suite no longer has
// is skipped and counted, not an error, because corpora outlive properties.

import Foundation
import PropertyFuzzing

/// Turns `Corpus/` cases into libFuzzer seed inputs.
public enum SeedCorpus {
  /// What a conversion wrote and skipped.
  public struct Summary: Sendable, Equatable {
    /// The seed files written.
    public var written: [String] = []
    /// The corpus cases whose property the suite lacks.
    public var skipped: [String] = []
  }

  /// The input that replays a corpus case, or `nil` when the target has no
  /// property of the case's name.
  public static func input(for corpusCase: CorpusCase, in target: FuzzTarget) -> FuzzInput? {
    guard let index = target.index(ofProperty: corpusCase.property) else { return nil }
    return FuzzInput(propertyIndex: index, choices: corpusCase.choices)
  }

  /// Writes one seed file per corpus case into `output`, named
  /// `<property>-<hash>` so reruns overwrite rather than duplicate.
  ///
  /// - Parameters:
  ///   - corpus: the directory laid out as `Corpus/`.
  ///   - output: the seed directory (created if needed).
  ///   - target: the suite whose property order the selector bytes follow.
  /// - Throws: `FileError` for an unreadable case, or a file-system error.
  public static func convert(
    corpus: String, into output: String, target: FuzzTarget
  ) throws -> Summary {
    var summary = Summary()
    for (path, corpusCase) in try CorpusStore(directory: corpus).readAll() {
      guard let bytes = input(for: corpusCase, in: target)?.bytes else {
        summary.skipped.append(path)
        continue
      }
      let name = "\(corpusCase.property)-\(corpusCase.shortHash)"
      let destination = output + "/" + name
      try AtomicFile.write(Data(bytes), to: destination)
      summary.written.append(destination)
    }
    return summary
  }
}
