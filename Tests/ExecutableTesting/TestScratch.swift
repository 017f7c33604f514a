// Policy: every temporary file of a test run lives in one folder per run,
// `$TMPDIR/safe-area-tests-<pid>`, made when a test first asks for it and
// removed when the run exits, whatever the tests left in it (a test that
// fails before its own cleanup, a helper that never cleaned up). Set
// `SAFEAREA_KEEP_TEMP=1` to keep it; its path is then printed at exit. The
// tools a test runs get it as their TMPDIR (`runBuiltExecutable`).

import Foundation

/// The folder of this test run's temporary files.
public enum TestScratch {
  /// The folder, made on first use; removed at exit unless kept.
  public static let folder: String = {
    let base =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/tmp"
    let path = base + "/safe-area-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { TestScratch.removeAtExit() }
    return path
  }()

  /// Whether `SAFEAREA_KEEP_TEMP=1` asks to keep the folder.
  public static var kept: Bool { ProcessInfo.processInfo.environment["SAFEAREA_KEEP_TEMP"] == "1" }

  /// Removes the folder, or says where it was kept.
  static func removeAtExit() {
    if kept {
      FileHandle.standardError.write(Data("test files kept in \(folder)\n".utf8))
    } else {
      try? FileManager.default.removeItem(atPath: folder)
    }
  }
}
