// Policy: one error for every file or folder that cannot be used, whether
// reading it, writing it or using what it holds (a corpus case that is not
// one): the path, the step that failed and the cause in plain words. Each
// step keeps the sentence its readers already know (`PATH: cannot be read
// (CAUSE)`, `cannot write PATH: CAUSE`, `PATH: CAUSE`), so folding the
// fuzzer's, the corpus's and the tracker's file errors into one type
// changed no message and no exit status. The tracker's `BenchmarkInputError`
// keeps its own cases for what a benchmark file holds, and turns a
// `FileError` into them (`InputFile+Tracking.swift`).

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file or folder could not be used: its path, the step that failed,
/// and the cause in plain words.
public struct FileError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What was being done with the file when it failed.
  public enum Step: Sendable, Hashable {
    /// Reading it (missing, a FIFO, no permission, too large).
    case reading
    /// Writing it, or creating its folder (a full or read-only disk, a
    /// file in the way).
    case writing
    /// Using what it holds, or where it is (not a corpus case, a file
    /// where a folder belongs).
    case using
  }

  /// The file or folder.
  public var path: String
  /// The step that failed.
  public var step: Step
  /// The cause, in words (`permission denied`, `no space left on device`,
  /// `is not a valid corpus case`).
  public var cause: String

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - path: the file or folder.
  ///   - step: what was being done with it.
  ///   - cause: what went wrong, in words.
  public init(path: String, step: Step, cause: String) {
    self.path = path
    self.step = step
    self.cause = cause
  }

  /// A file that could not be read.
  public init(reading path: String, cause: String) {
    self.init(path: path, step: .reading, cause: cause)
  }

  /// A file or folder that could not be written.
  public init(writing path: String, cause: String) {
    self.init(path: path, step: .writing, cause: cause)
  }

  /// A file or folder that could not be written, from an `errno` value.
  public init(writing path: String, errno code: Int32) {
    self.init(path: path, step: .writing, cause: Self.words(errno: code))
  }

  /// A file read whole whose contents (or a path whose kind) cannot be
  /// used; `cause` reads after the path (`is not a valid corpus case`).
  public init(using path: String, cause: String) {
    self.init(path: path, step: .using, cause: cause)
  }

  /// `PATH: cannot be read (CAUSE)`, `cannot write PATH: CAUSE` or
  /// `PATH: CAUSE`.
  public var description: String {
    switch step {
    case .reading: "\(path): cannot be read (\(cause))"
    case .writing: "cannot write \(path): \(cause)"
    case .using: "\(path): \(cause)"
    }
  }

  /// `strerror` in lower case (`permission denied`).
  public static func words(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// The error of a file that could not be read, now ``FileError``.
@available(*, deprecated, renamed: "FileError")
public typealias FileReadError = FileError

/// The error of a file that could not be written, now ``FileError``.
@available(*, deprecated, renamed: "FileError")
public typealias FileWriteError = FileError
