import FileSupport
import Foundation

// Policy: every file this package writes goes through PropertyFuzzing's
// `AtomicFile` (a temporary file in the same directory, renamed over the
// target; POSIX calls whose failures read as plain words), so a reader (a
// browser on the history page, a nightly job reading the baseline) never
// sees half a file, a failure leaves the old file intact and no temporary
// behind. Missing parent directories are created first, because results
// folders (`baselines/`, a CI's output folder) often do not exist yet.
// A command that writes several files checks them all with
// ``OutputPaths/check(_:)`` before it writes the first.

extension String {
  /// Writes the string as UTF-8 to `path`, atomically, creating missing
  /// parent directories.
  ///
  /// - Parameter path: the file to write, used in messages as given.
  /// - Throws: ``BenchmarkInputError/unwritable(path:reason:)`` naming the
  ///   path when the directory cannot be created or the file written.
  public func writeAtomically(toFile path: String) throws(BenchmarkInputError) {
    try Data(utf8).writeAtomically(toFile: path)
  }
}

extension Data {
  /// Writes the bytes to `path` atomically, creating missing parent
  /// directories.
  ///
  /// - Parameter path: the file to write, used in messages as given.
  /// - Throws: ``BenchmarkInputError/unwritable(path:reason:)`` naming the
  ///   path when the directory cannot be created or the file written.
  public func writeAtomically(toFile path: String) throws(BenchmarkInputError) {
    do {
      try AtomicFile.write(self, to: path)
    } catch {
      throw OutputPaths.unwritable(path, error)
    }
  }
}

/// Checks output files before a command computes anything.
public enum OutputPaths {
  /// Checks that each path can be written (see `AtomicFile.probeFile`) and
  /// that no two name the same file.
  ///
  /// - Parameter paths: the files a command is about to write, with the
  ///   option that named each (`--html`), for messages.
  /// - Throws: ``BenchmarkInputError/unwritable(path:reason:)`` for the
  ///   first that cannot be written.
  public static func check(_ paths: [(option: String, path: String)]) throws(BenchmarkInputError) {
    var seen: [String: String] = [:]
    for (option, path) in paths {
      let key = URL(fileURLWithPath: path).standardizedFileURL.path
      if let other = seen[key] {
        throw .unwritable(path: path, reason: "\(other) and \(option) name the same file")
      }
      seen[key] = option
      do {
        try AtomicFile.probeFile(path)
      } catch {
        throw unwritable(path, error)
      }
    }
  }

  /// The error for `path`, naming the folder that failed when it is not
  /// the file itself.
  static func unwritable(_ path: String, _ error: FileError) -> BenchmarkInputError {
    let reason = error.path == path ? error.cause : "\(error.path): \(error.cause)"
    return .unwritable(path: path, reason: reason)
  }
}
