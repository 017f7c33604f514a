import ExecutableTesting
import Foundation
import PropertyFuzzing
import Testing

/// Where the corpus keeps its files and what it writes: a judge's folder
/// named safely, judged cases kept out of the corpus's own list, a kept
/// case left as it is, and files written pretty-printed with sorted keys
/// (so a diff of the corpus shows what changed).
@Suite("Corpus store: folders and files")
struct CorpusStoreFilesTests {
  func temporaryDirectory() throws -> String {
    try makeTemporaryDirectory(prefix: "corpus-store-tests")
  }

  @Test(arguments: [
    ("raylib", "raylib"), ("implementation-c.v2_1", "implementation-c.v2_1"),
    ("a b/c:d", "a-b-c-d"), ("", "-"),
    (String(repeating: "x", count: 100), String(repeating: "x", count: 80)),
    ("é9", "é9"),
  ])
  func aJudgesFolderIsNamedSafely(judge: String, folder: String) {
    #expect(CorpusStore(directory: "c").judged(by: judge).directory == "c/judged/" + folder)
  }

  static func saved(_ description: String) -> CorpusCase {
    CorpusCase(
      property: "p", variant: "v", seed: 1, caseIndex: 2, choices: [3, 4],
      description: description, messages: [])
  }

  @Test func judgedCasesAreNotTheCorpussOwn() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CorpusStore(directory: directory)
    let own = try store.write(Self.saved("own"))
    try store.judged(by: "raylib").write(Self.saved("judged"))
    #expect(store.casePaths() == [own])
  }

  /// Writing a case already kept (the same property, variant and
  /// choices) leaves the kept file as it is.
  @Test func aKeptCaseIsLeftAsItIs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CorpusStore(directory: directory)
    let path = try store.write(Self.saved("first"))
    #expect(try store.write(Self.saved("second")) == path)
    #expect(try CorpusStore.read(path: path).description == "first")
  }

  @Test func filesArePrettyPrintedWithSortedKeys() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = try CorpusStore(directory: directory).write(Self.saved("d"))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("{\n"))
    let keys = text.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
        return nil
      }
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
    }
    #expect(keys.count >= 6)
    #expect(keys == keys.sorted())
  }
}
