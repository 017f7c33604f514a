import Foundation
import PropertyFuzzing
import Testing

@Suite("Corpus files")
struct CorpusTests {
  func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "corpus-tests-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func casesRoundTripExactlyIncludingHugeChoices() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CorpusStore(directory: directory)
    let saved = CorpusCase(
      property: "clip.wellFormed", variant: "clip.negativeWidth", seed: .max, caseIndex: 3,
      choices: [0, 1, .max, .max - 1, 1 << 53 + 1], description: "a box", messages: ["bad"])
    let path = try store.write(saved)
    #expect(path.hasSuffix("clip.wellFormed/\(saved.shortHash).json"))
    #expect(try CorpusStore.read(path: path) == saved)
    #expect(store.casePaths() == [path])
  }

  @Test(
    arguments: [
      ("{", "malformed JSON"),
      (#"{"format": 1}"#, "missing the field"),
      (
        #"{"format": 1, "property": "p", "seed": "x", "caseIndex": 0, "choices": [], "description": "", "messages": []}"#,
        "wrong type at 'seed'"
      ),
      (
        #"{"format": 9, "property": "p", "seed": 1, "caseIndex": 0, "choices": [], "description": "", "messages": []}"#,
        "has format 9"
      ),
    ])
  func badFilesNameThePathAndTheProblem(contents: String, expected: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/bad.json"
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      try CorpusStore.read(path: path)
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix(path) && message.contains(expected)
    }
  }

  @Test func aMissingFileIsNamed() {
    #expect {
      try CorpusStore.read(path: "/nonexistent/case.json")
    } throws: { error in
      String(describing: error).contains("/nonexistent/case.json: cannot be read")
    }
    #expect(CorpusStore(directory: "/nonexistent").casePaths().isEmpty)
  }
}
