import ExecutableTesting
import FileSupport
import Foundation
import Testing

/// One error for every file that cannot be used: each step keeps the
/// sentence its readers knew before the fuzzer's, the corpus's and the
/// writers' errors were folded into it.
@Suite("File errors")
struct FileErrorTests {
  @Test(arguments: [
    (
      FileError(reading: "a.json", cause: "permission denied"),
      "a.json: cannot be read (permission denied)"
    ),
    (
      FileError(writing: "out/r.json", cause: "no space left on device"),
      "cannot write out/r.json: no space left on device"
    ),
    (
      FileError(using: "c.json", cause: "is not a valid corpus case"),
      "c.json: is not a valid corpus case"
    ),
  ])
  func eachStepKeepsItsSentence(error: FileError, sentence: String) {
    #expect(error.description == sentence)
  }

  @Test func aReadErrorInsideAWriterKeepsItsOwnPath() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/report.json"
    #expect {
      try AtomicFile.write(to: target) { _ in
        throw FileError(reading: "input.json", cause: "permission denied")
      }
    } throws: { error in
      (error as? FileError)?.description
        == "cannot write \(target): input.json: cannot be read (permission denied)"
    }
  }
}
