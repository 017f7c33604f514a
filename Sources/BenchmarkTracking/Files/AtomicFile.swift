import Foundation

// Policy: every file this package writes goes to a temporary file in the
// same directory and is renamed over the target, so a reader (a browser on
// the history page, a nightly job reading the baseline) never sees half a
// file, and a crash leaves the old file intact.

/// Writes files atomically.
public enum AtomicFile {
  /// Writes `text` as UTF-8 to `path`, creating missing parent directories.
  ///
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` naming the
  ///   path when the directory cannot be created or the file written.
  public static func write(_ text: String, to path: String) throws(BenchmarkInputError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw BenchmarkInputError.unreadable(
          path: path, reason: "cannot rename into place: \(reason)")
      }
    } catch let error as BenchmarkInputError {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .unreadable(path: path, reason: "cannot write: \(error.localizedDescription)")
    }
  }
}
