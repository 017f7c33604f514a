import Foundation

/// File operations the run needs.
enum Files {
  /// Writes `text` through a temporary file in the same folder and a
  /// rename, so a reader never sees half a report; the folder is made if missing.
  static func atomicWrite(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// Writes `text` unless the file already holds it: an unchanged file
  /// keeps its modification time, so the schema's build stays incremental.
  static func writeIfChanged(_ path: String, _ text: String) throws {
    let data = Data(text.utf8)
    if let old = FileManager.default.contents(atPath: path), old == data { return }
    try data.write(to: URL(fileURLWithPath: path))
  }

  /// The text of a UTF-8 file.
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Whether a folder exists at `path`.
  static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory)
      && directory.boolValue
  }

  /// `a/b` joined as Python's `os.path.join` joins two parts.
  static func join(_ parts: String...) -> String {
    var out = ""
    for part in parts {
      if part.hasPrefix("/") || out.isEmpty {
        out = part
      } else {
        out += (out.hasSuffix("/") ? "" : "/") + part
      }
    }
    return out
  }

  /// The executable `name` on PATH, or `nil`.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = join(String(folder), name)
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// A fresh temporary folder whose name starts with `prefix`.
  static func temporaryFolder(prefix: String, in parent: String? = nil) throws -> String {
    let base = parent ?? NSTemporaryDirectory()
    let path = join(base, prefix + UUID().uuidString.prefix(8).lowercased())
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Whether `SAFEAREA_KEEP_TEMP=1` asks to keep the temporary folders
  /// (each is then named in the log instead of removed).
  static let keepsTemporaryFolders =
    ProcessInfo.processInfo.environment["SAFEAREA_KEEP_TEMP"] == "1"

  /// Removes a file or folder, ignoring errors.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Removes a temporary folder of the run, unless asked to keep it.
  static func removeTemporary(_ path: String) {
    if keepsTemporaryFolders {
      Log.say("kept \(path) (SAFEAREA_KEEP_TEMP=1)")
    } else {
      remove(path)
    }
  }

  /// `path` made relative to `base` (both made real first), as `os.path.relpath` does for paths inside it.
  static func relative(_ path: String, to base: String) -> String {
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let root = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    if real == root { return "." }
    if real.hasPrefix(root + "/") { return String(real.dropFirst(root.count + 1)) }
    // Outside base: climb up to the common folder.
    let a = real.split(separator: "/")
    let b = root.split(separator: "/")
    var common = 0
    while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
    let up = Array(repeating: "..", count: b.count - common)
    return (up + a[common...].map(String.init)).joined(separator: "/")
  }
}
