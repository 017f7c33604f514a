// Policy: the schema is built in a scratch copy of the package's tracked
// files, kept between runs, so the build is incremental: an unchanged
// file keeps its modification time.
import Foundation

/// The scratch copy of the package the schema is built in.
enum ScratchCopy {
  /// The package's tracked files (`git ls-files`), relative to `root`.
  static func trackedFiles(root: String) throws -> [String] {
    let result = ChildProcess.capture(["git", "-C", root, "ls-files", "-z"])
    guard result.status == 0 else {
      throw MutationFailure("git ls-files failed in \(root): \(result.output)")
    }
    return result.output.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
  }

  /// Copies the tracked files into `work/src` and removes what is no
  /// longer tracked: a file deleted or moved in the package must not
  /// linger in the copy (a stale second definition breaks the build). The
  /// build folder and the generated switch are the copy's own.
  ///
  /// - Returns: the copy's folder.
  static func prepare(root: String, work: String, module: Module) throws -> String {
    let src = Files.join(work, "src")
    let manager = FileManager.default
    try manager.createDirectory(atPath: src, withIntermediateDirectories: true)
    var wanted: Set<String> = []
    for rel in try trackedFiles(root: root) {
      let source = Files.join(root, rel)
      guard !Files.isDirectory(source), let data = manager.contents(atPath: source) else {
        continue
      }
      wanted.insert(rel)
      let destination = Files.join(src, rel)
      try manager.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      if let old = manager.contents(atPath: destination), old == data { continue }
      // Replace, not write through: the destination may be a hard link or a
      // file of another mode.
      try? manager.removeItem(atPath: destination)
      try data.write(to: URL(fileURLWithPath: destination))
      if manager.isExecutableFile(atPath: source) {
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination)
      }
    }
    guard let walker = manager.enumerator(atPath: src) else { return src }
    while let rel = walker.nextObject() as? String {
      if rel == ".build" || rel.hasPrefix(".build/") {
        walker.skipDescendants()
        continue
      }
      let path = Files.join(src, rel)
      if Files.isDirectory(path) { continue }
      if !wanted.contains(rel) && rel != module.switchFile { try? manager.removeItem(atPath: path) }
    }
    return src
  }
}
