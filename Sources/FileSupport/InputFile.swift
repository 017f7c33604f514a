// Policy: input files are checked with stat(2) before they are opened, so a
// FIFO, a device or a folder under a corpus is named and skipped instead of
// blocking the run or producing a Foundation error; reads use POSIX calls,
// whose failures read as plain words.

import Foundation
#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads whole regular files, refusing anything else.
public enum InputFile {
  /// The largest file read (a corpus case is a few kilobytes, a report a
  /// few hundred).
  public static let sizeLimit = 64 << 20

  /// What kind of file `path` is, in words, when it is not a regular
  /// file; `nil` for a regular file.
  ///
  /// - Throws: ``FileError`` when `path` cannot be examined at all.
  public static func irregularKind(_ path: String) throws(FileError) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileError(reading: path, cause: FileError.words(errno: errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFCHR, S_IFBLK: return "a device"
    default: return "not a regular file"
    }
  }

  /// Reads a regular file.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - limit: the largest size read, in bytes (``sizeLimit`` unless
  ///     the caller's files are known to be larger, like profiler dumps).
  /// - Throws: ``FileError`` when the path is empty, or the file is
  ///   missing, unreadable, not a regular file, or larger than `limit`.
  public static func read(_ path: String, limit: Int = sizeLimit) throws(FileError) -> Data {
    guard !path.isEmpty else { throw FileError(reading: "''", cause: "the path is empty") }
    if let kind = try irregularKind(path) {
      throw FileError(reading: path, cause: "it is \(kind), not a regular file")
    }
    // O_NONBLOCK: should the file be swapped for a FIFO after the check,
    // the open still returns at once.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw FileError(reading: path, cause: FileError.words(errno: errno))
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(reading: path, cause: FileError.words(errno: errno))
      }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= limit else {
        throw FileError(reading: path, cause: "larger than \(limit >> 20) MB")
      }
    }
    return data
  }
}
