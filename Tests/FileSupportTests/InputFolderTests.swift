import ExecutableTesting
import FileSupport
import Foundation
import Testing

@Suite("Input folders and output probes")
struct InputFolderTests {
  @Test func listsNamesSortedWithoutDotEntries() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in ["b.json", "a.json", ".hidden"] {
      try AtomicFile.write(Data("x".utf8), to: directory + "/" + name)
    }
    #expect(try InputFolder.names(in: directory) == [".hidden", "a.json", "b.json"])
  }

  @Test func whatIsNotAFolderIsNamedInPlainWords() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFile.write(Data("x".utf8), to: directory + "/file")
    #expect(mkfifo(directory + "/pipe", 0o644) == 0)
    let cases = [
      (directory + "/file", "it is a file, not a folder"),
      (directory + "/pipe", "it is a FIFO, not a folder"),
      (directory + "/missing", "no such file or directory"),
      ("", "the path is empty"),
    ]
    for (path, cause) in cases {
      #expect {
        _ = try InputFolder.names(in: path)
      } throws: { error in
        let error = try #require(error as? FileError)
        return error.cause == cause && error.path == (path.isEmpty ? "''" : path)
      }
    }
  }

  @Test func probeFileRefusesAFolderAFIFOAndAnEmptyPathAndWritesNothing() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/folder", withIntermediateDirectories: true)
    #expect(mkfifo(directory + "/pipe", 0o644) == 0)
    try AtomicFile.write(Data("x".utf8), to: directory + "/file")
    let cases = [
      (directory + "/folder", "it is a folder, not a file"),
      (directory + "/pipe", "it is a FIFO, not a file"),
      (directory + "/file/page.html", "it is a file, not a folder"),
      ("", "the path is empty"),
    ]
    for (path, cause) in cases {
      #expect {
        try AtomicFile.probeFile(path)
      } throws: { error in
        (error as? FileError)?.cause == cause
      }
    }
    try AtomicFile.probeFile(directory + "/new/page.html")
    #expect(
      !FileManager.default.fileExists(atPath: directory + "/new"),
      "the probe leaves nothing, not even the folder it had to make")
    try AtomicFile.probeFile(directory + "/file")
  }

  @Test func readRefusesAnEmptyPathAndHonoursItsLimit() throws {
    let directory = try makeTemporaryDirectory(prefix: "file-support")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFile.write(Data(repeating: 7, count: 3 << 20), to: directory + "/big")
    #expect {
      _ = try InputFile.read(directory + "/big", limit: 2 << 20)
    } throws: { error in
      (error as? FileError)?.cause == "larger than 2 MB"
    }
    #expect(try InputFile.read(directory + "/big").count == 3 << 20)
    #expect {
      _ = try InputFile.read("")
    } throws: { error in
      (error as? FileError)?.description == "'': cannot be read (the path is empty)"
    }
  }
}
