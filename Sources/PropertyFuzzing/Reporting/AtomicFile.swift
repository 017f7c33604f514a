import Foundation

/// Writes files so that a reader never sees half of one.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, then renames it over
  /// `path` (a rename within one directory is atomic on POSIX systems).
  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSFilePathErrorKey: path, "errno": code])
    }
  }
}
