import Foundation
import PropertyFuzzing
import Testing

/// The committed corpus under `Corpus/` is named by each case's short hash,
/// so a run that finds a case already there rewrites the same file instead
/// of adding a twin. A change to the hash or its length would silently
/// duplicate every committed case; these tests pin the rule on the real
/// files.
@Suite("The committed corpus")
struct CommittedCorpusTests {
  static let corpus = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Corpus")

  static func files() -> [URL] {
    let found = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
    return (found?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
  }

  @Test func everyCaseIsNamedByItsShortHash() throws {
    let files = Self.files()
    #expect(files.count >= 10, "Corpus/ holds \(files.count) cases")
    for file in files {
      let saved = try CorpusStore.read(path: file.path)
      #expect(saved.shortHash.count == 8)
      #expect(saved.shortHash.allSatisfy { $0.isHexDigit })
      #expect(
        file.deletingPathExtension().lastPathComponent == saved.shortHash,
        "\(file.lastPathComponent) holds a case whose short hash is \(saved.shortHash)")
      #expect(file.deletingLastPathComponent().lastPathComponent == saved.property)
    }
  }
}
