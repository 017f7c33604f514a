import Foundation

// Policy: every file this package writes goes through Foundation's atomic
// write (a temporary file in the same directory, renamed over the target),
// so a reader (a browser on the history page, a nightly job reading the
// baseline) never sees half a file, and a failure leaves the old file
// intact. Missing parent directories are created first, because results
// folders (`baselines/`, a CI's output folder) often do not exist yet.

extension String {
  /// Writes the string as UTF-8 to `path`, atomically, creating missing
  /// parent directories.
  ///
  /// - Parameter path: the file to write, used in messages as given.
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` naming the
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
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` naming the
  ///   path when the directory cannot be created or the file written.
  public func writeAtomically(toFile path: String) throws(BenchmarkInputError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try write(to: url, options: .atomic)
    } catch {
      throw .unreadable(path: path, reason: "cannot write: \(error.localizedDescription)")
    }
  }
}
