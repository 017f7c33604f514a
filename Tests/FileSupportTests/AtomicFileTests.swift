import ExecutableTesting
import FileSupport
import Foundation
import Testing

@Suite("Atomic files")
struct AtomicFileTests {
  /// The names in a folder, hidden temporary files included.
  func names(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  @Test func newNamesNeverCollideWithinOneProcess() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try (0..<50).map { index in
      try AtomicFile.writeNew(Data("\(index)".utf8), in: directory) { "report-\($0).json" }
    }
    #expect(Set(paths).count == 50)
    #expect(try names(directory).count == 50, "no temporary file is left")
    #expect(try String(contentsOfFile: paths[7], encoding: .utf8) == "7")
  }

  @Test func aWriterErrorLeavesNoTemporaryFileAndNamesThePath() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
    #expect {
      try AtomicFile.write(to: directory + "/picture.png") { path in
        try Data("half".utf8).write(to: URL(fileURLWithPath: path))
        throw Refused()
      }
    } throws: { error in
      String(describing: error) == "cannot write \(directory)/picture.png: refused"
    }
    #expect(try names(directory).isEmpty)
  }

  @Test func aFileInTheWayIsNamedInPlainWords() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFile.write(Data("x".utf8), to: directory + "/file")
    #expect {
      try AtomicFile.probe(directory + "/file/sub")
    } throws: { error in
      String(describing: error).hasSuffix("/file: it is a file, not a folder")
    }
    #expect {
      try AtomicFile.write(Data(), to: directory + "/file/inner.json")
    } throws: { error in
      !String(describing: error).contains("NSCocoaErrorDomain")
    }
  }

  @Test(arguments: [(ENOSPC, "no space left on device"), (EACCES, "permission denied")])
  func causesReadAsPlainWords(code: Int32, words: String) {
    #expect(FileError(writing: "p", errno: code).description == "cannot write p: \(words)")
  }

  @Test func timestampsAreUTCToTheMillisecond() {
    let date = Date(timeIntervalSince1970: 1_796_000_000.123)
    #expect(UniqueSuffix.timestamp(date) == "20261130T005320.123Z")
    // Seconds that are not a multiple of 1,000: the milliseconds are the
    // fraction's, not a product's last digits.
    #expect(
      UniqueSuffix.timestamp(Date(timeIntervalSince1970: 1_796_000_007.987))
        == "20261130T005327.987Z")
  }

  /// A folder that cannot be made is an error naming it, even when its
  /// parents exist (a mkdir that fails for any reason but "exists").
  @Test func aFolderThatCannotBeMadeIsNamed() {
    #expect {
      try AtomicFile.makeDirectory("/proc/safe-area-harness-test/inner")
    } throws: { error in
      String(describing: error).contains("/proc/safe-area-harness-test")
    }
    #expect(throws: Never.self) { try AtomicFile.makeDirectory(NSTemporaryDirectory()) }
  }
}
