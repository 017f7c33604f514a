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

/// Why an input file could not be read: the path and the cause in words.
public struct FileReadError: Error, CustomStringConvertible, Sendable {
  /// The file.
  public var path: String
  /// The cause (`permission denied`, `is a FIFO, not a regular file`).
  public var cause: String

  /// Creates the error.
  public init(path: String, cause: String) {
    self.path = path
    self.cause = cause
  }

  /// `PATH: cannot be read (CAUSE)`.
  public var description: String { "\(path): cannot be read (\(cause))" }
}

/// Reads whole regular files, refusing anything else.
public enum InputFile {
  /// The largest file read (a corpus case is a few kilobytes, a report a
  /// few hundred).
  public static let sizeLimit = 64 << 20

  /// What kind of file `path` is, in words, when it is not a regular
  /// file; `nil` for a regular file.
  ///
  /// - Throws: ``FileReadError`` when `path` cannot be examined at all.
  public static func irregularKind(_ path: String) throws(FileReadError) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileReadError(path: path, cause: FileWriteError.words(errno: errno))
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
  /// - Throws: ``FileReadError`` when the path is empty, or the file is
  ///   missing, unreadable, not a regular file, or larger than `limit`.
  public static func read(_ path: String, limit: Int = sizeLimit) throws(FileReadError) -> Data {
    guard !path.isEmpty else { throw FileReadError(path: "''", cause: "the path is empty") }
    if let kind = try irregularKind(path) {
      throw FileReadError(path: path, cause: "it is \(kind), not a regular file")
    }
    // O_NONBLOCK: should the file be swapped for a FIFO after the check,
    // the open still returns at once.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw FileReadError(path: path, cause: FileWriteError.words(errno: errno))
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: path, cause: FileWriteError.words(errno: errno))
      }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= limit else {
        throw FileReadError(path: path, cause: "larger than \(limit >> 20) MB")
      }
    }
    return data
  }
}
