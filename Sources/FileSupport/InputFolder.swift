// Policy: a folder to read is examined with stat(2) before it is listed,
// like an input file, so a path that is a file, a FIFO or missing is named
// in plain words ("it is a file, not a folder") instead of a Foundation
// error code; the listing uses opendir(3), whose failures are an errno.

import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the entries of folders given as input.
public enum InputFolder {
  /// The names in a folder (not `.` or `..`), sorted.
  ///
  /// - Parameter path: the folder.
  /// - Throws: ``FileError`` naming the path when it is empty, missing,
  ///   not a folder, or cannot be listed.
  public static func names(in path: String) throws(FileError) -> [String] {
    guard !path.isEmpty else { throw FileError(reading: "''", cause: "the path is empty") }
    let kind = try InputFile.irregularKind(path)
    guard kind == "a folder" else {
      throw FileError(reading: path, cause: "it is \(kind ?? "a file"), not a folder")
    }
    guard let stream = opendir(path) else {
      throw FileError(reading: path, cause: FileError.words(errno: errno))
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
