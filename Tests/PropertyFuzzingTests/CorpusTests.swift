import ExecutableTesting
import Foundation
import PropertyFuzzing
import Testing

@Suite("Corpus files")
struct CorpusTests {
  func temporaryDirectory() throws -> String {
    try makeTemporaryDirectory(prefix: "corpus-tests")
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
      ("{", "is not a valid corpus case: it is not valid JSON"),
      (#"{"format": 1}"#, "the field 'property' is missing"),
      (
        #"{"format": 1, "property": "p", "seed": 1, "caseIndex": 0, "choices": [1, -2], "description": "", "messages": []}"#,
        "the field 'choices[1]'"
      ),
      (
        #"{"format": 1, "property": null, "seed": 1, "caseIndex": 0, "choices": [], "description": "", "messages": []}"#,
        "the field 'property' is null"
      ),
      (
        #"{"format": 1, "property": "p", "seed": "x", "caseIndex": 0, "choices": [], "description": "", "messages": []}"#,
        "the field 'seed' has the wrong type (expected a whole number)"
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

@Suite("Corpus files that are not regular files")
struct IrregularCorpusFileTests {
  @Test func aFIFOIsNamedWithoutBlocking() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/pipe.json"
    #expect(mkfifo(path, 0o644) == 0)
    #expect {
      try CorpusStore.read(path: path)
    } throws: { error in
      String(describing: error) == "\(path): cannot be read (it is a FIFO, not a regular file)"
    }
  }

  @Test func aBadFileIsSkippedAndTheOthersAreRead() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CorpusStore(directory: directory)
    let good = try store.write(
      CorpusCase(
        property: "p", variant: nil, seed: 1, caseIndex: 2, choices: [3], description: "",
        messages: []))
    try "{".write(toFile: directory + "/p/a-bad.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: directory + "/p/folder.json", withIntermediateDirectories: true)
    let (cases, problems) = store.readEach()
    #expect(cases.map(\.path) == [good])
    #expect(problems.map(\.path) == [directory + "/p/a-bad.json", directory + "/p/folder.json"])
    #expect(
      problems.last?.description
        == directory + "/p/folder.json: cannot be read (it is a folder, not a regular file)")
    #expect(throws: FileError.self) { try store.readAll() }
  }

  @Test func aCorpusPathThatIsAFileOrEmptyIsRefused() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/plain"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(throws: FileError.self) { try CorpusStore(directory: file).validateLocation() }
    #expect(throws: FileError.self) { try CorpusStore(directory: "").validateLocation() }
    try CorpusStore(directory: directory + "/absent").validateLocation()
  }
}

/// A fresh folder for one test, in the run's folder (``TestScratch``).
func makeScratchDirectory() throws -> String {
  try makeTemporaryDirectory(prefix: "property-fuzzing")
}
