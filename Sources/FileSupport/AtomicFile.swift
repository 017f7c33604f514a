// Policy: files are written with POSIX calls rather than Foundation's
// `Data.write`, for two reasons. Their failures are an `errno`, which reads as
// plain words ("no space left on device") where Foundation gives
// NSCocoaErrorDomain codes; and every failure path removes the temporary
// file, so a full disk or a read-only folder leaves nothing half-written
// behind. Only a kill -9 between the temporary's creation and its rename can
// leave a `.tmp` file.

import Foundation
import Synchronization
#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader never sees half of one and a failure leaves
/// no temporary file.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, then renames it over
  /// `path` (a rename within one directory is atomic on POSIX systems).
  /// Missing parent folders are created.
  ///
  /// - Throws: ``FileError`` naming the path and the cause.
  public static func write(_ data: Data, to path: String) throws(FileError) {
    try write(to: path) { temporary throws(FileError) in
      try fill(temporary, with: data)
    }
  }

  /// Lets `writer` write a temporary file beside `path`, then renames it
  /// over `path`; the temporary file is removed if anything fails.
  ///
  /// - Parameters:
  ///   - path: the file to create or replace.
  ///   - writer: writes the whole file at the path it is given.
  /// - Throws: ``FileError``; a `writer` error is described with its
  ///   own words.
  public static func write(
    to path: String, using writer: (String) throws -> Void
  ) throws(FileError) {
    try write(to: path) { temporary throws(FileError) in
      do {
        try writer(temporary)
      } catch let error as FileError where error.step == .writing {
        throw FileError(writing: path, cause: error.cause)
      } catch {
        throw FileError(writing: path, cause: "\(error)")
      }
    }
  }

  /// Writes `data` to a new file in `directory` whose name `name(suffix)`
  /// no other file has: the file is published with `link(2)`, which fails
  /// rather than replace an existing file, and a taken name is retried with
  /// the next suffix. So two runs (or two machines writing one shared
  /// folder) never overwrite each other's reports.
  ///
  /// - Parameters:
  ///   - data: the contents.
  ///   - directory: the folder (created if missing).
  ///   - name: the file name for a unique suffix (`fuzz-seed1-<suffix>.json`).
  /// - Returns: the path written.
  /// - Throws: ``FileError`` naming the path and the cause.
  public static func writeNew(
    _ data: Data, in directory: String, name: (String) -> String
  ) throws(FileError) -> String {
    try makeDirectory(directory)
    let temporary = try renaming(to: directory) { () throws(FileError) in
      try createTemporary(beside: directory + "/" + name("x"))
    }
    defer { unlink(temporary) }
    try renaming(to: directory) { () throws(FileError) in try fill(temporary, with: data) }
    for _ in 0..<64 {
      let path = directory + "/" + name(UniqueSuffix.next())
      if link(temporary, path) == 0 { return path }
      let code = errno
      guard code == EEXIST else { throw FileError(writing: path, errno: code) }
    }
    throw FileError(writing: directory, cause: "no free file name after 64 tries")
  }

  /// Creates `path` and its missing parents, like `mkdir -p`.
  ///
  /// - Returns: the folders it created, parents first.
  /// - Throws: ``FileError`` naming the first folder that could not be
  ///   created (or that is a file).
  @discardableResult
  public static func makeDirectory(_ path: String) throws(FileError) -> [String] {
    guard !path.isEmpty else { throw FileError(writing: "''", cause: "the path is empty") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw FileError(writing: path, cause: "it is a file, not a folder")
      }
      return []
    }
    let parent = (path as NSString).deletingLastPathComponent
    var created: [String] = []
    if !parent.isEmpty, parent != path { created = try makeDirectory(parent) }
    if mkdir(path, 0o755) != 0 {
      guard errno == EEXIST else { throw FileError(writing: path, errno: errno) }
      return created
    }
    return created + [path]
  }

  /// Checks that files can be created in `directory` by creating and
  /// removing a probe file.
  ///
  /// Policy: the folders the probe had to create are removed again, so a
  /// run that ends up writing nothing there (a replay that holds, a
  /// `--quiet` check) leaves no empty folder behind; the write that needs
  /// them creates them.
  ///
  /// - Throws: ``FileError`` naming the folder and the cause.
  public static func probe(_ directory: String) throws(FileError) {
    let created = try makeDirectory(directory)
    defer { for folder in created.reversed() { rmdir(folder) } }
    let temporary = try renaming(to: directory) { () throws(FileError) in
      try createTemporary(beside: directory + "/.probe")
    }
    defer { unlink(temporary) }
    try renaming(to: directory) { () throws(FileError) in
      try fill(temporary, with: Data("probe\n".utf8))
    }
  }

  /// Checks, before anything is computed, that ``write(_:to:)`` can
  /// later create or replace the file `path`: the path is not empty, it is
  /// not a folder, a FIFO or a device, and its folder (created if missing)
  /// takes a probe file. A command that writes several files checks them
  /// all first, so a bad one leaves none of them half-updated.
  ///
  /// - Throws: ``FileError`` naming the path (or the first folder
  ///   that cannot be created) and the cause.
  public static func probeFile(_ path: String) throws(FileError) {
    guard !path.isEmpty else { throw FileError(writing: "''", cause: "the path is empty") }
    // A missing path is fine (it will be created); anything but a regular
    // file in its place is not.
    if let kind = (try? InputFile.irregularKind(path)) ?? nil {
      throw FileError(writing: path, cause: "it is \(kind), not a file")
    }
    let directory = (path as NSString).deletingLastPathComponent
    try probe(directory.isEmpty ? "." : directory)
  }

  /// Runs `body`, naming `path` (the file or folder the caller wrote) in
  /// its error instead of a temporary file nobody asked for.
  private static func renaming<T>(
    to path: String, _ body: () throws(FileError) -> T
  ) throws(FileError) -> T {
    do {
      return try body()
    } catch {
      throw FileError(writing: path, cause: error.cause)
    }
  }

  private static func write(
    to path: String, filling: (String) throws(FileError) -> Void
  ) throws(FileError) {
    guard !path.isEmpty else { throw FileError(writing: "''", cause: "the path is empty") }
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty { try makeDirectory(directory) }
    let temporary = try renaming(to: path) { () throws(FileError) in
      try createTemporary(beside: path)
    }
    var published = false
    defer { if !published { unlink(temporary) } }
    try renaming(to: path) { () throws(FileError) in try filling(temporary) }
    guard rename(temporary, path) == 0 else { throw FileError(writing: path, errno: errno) }
    published = true
  }

  /// Creates an empty, uniquely named temporary file beside `path`.
  private static func createTemporary(beside path: String) throws(FileError) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    let base = (path as NSString).lastPathComponent
    for _ in 0..<64 {
      let temporary =
        (directory.isEmpty ? "" : directory + "/") + ".\(base).\(UniqueSuffix.next()).tmp"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        close(descriptor)
        return temporary
      }
      let code = errno
      guard code == EEXIST else { throw FileError(writing: path, errno: code) }
    }
    throw FileError(writing: path, cause: "no free temporary name after 64 tries")
  }

  /// Writes all of `data` to an existing file and flushes it to the disk,
  /// so a full disk is seen here and not later.
  private static func fill(_ path: String, with data: Data) throws(FileError) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(writing: path, errno: errno) }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure != 0 { throw FileError(writing: path, errno: failure) }
  }
}

/// Suffixes no other file of this machine gets: the UTC time to the
/// millisecond, the process id, and a per-process counter
/// (`20261201T021512.345Z-4242-0`).
public enum UniqueSuffix {
  private static let counter = Mutex<UInt64>(0)

  /// The next suffix.
  public static func next() -> String {
    let count = counter.withLock { value in
      defer { value += 1 }
      return value
    }
    return "\(timestamp())-\(getpid())-\(count)"
  }

  /// The UTC time to the millisecond, safe in a file name
  /// (`20261201T021512.345Z`).
  public static func timestamp(_ date: Date = Date()) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down)) % 1000
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d%02d%02dT%02d%02d%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), milliseconds)
  }
}
