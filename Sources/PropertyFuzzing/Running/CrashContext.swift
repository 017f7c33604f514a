// Policy: a trap inside a property kills the process, and an in-process
// fuzzer cannot catch it. What it can do is say, from the signal handler,
// which case was running on the crashing thread, as the command that replays
// it. The per-case cost is three thread-local stores.
//
// Shrinking a crash needs a process that survives it, so the handler (the
// only code that learns of the crash) starts one: with
// `enableShrinking(arguments:)` it execs this binary as a supervisor
// (`fuzz crash --signal N ...`) and waits for it; the supervisor shrinks the
// case with each candidate run in a child of its own. The fuzz run stays one
// process when nothing crashes (no supervisor, no signal forwarding, no
// cost), and the crashing process still dies by its signal afterwards.

import CCrashContext

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records the running case so a crash can name it.
public enum CrashContext {
  /// Installs the crash handlers.
  ///
  /// - Parameters:
  ///   - tool: the tool's name, which starts the handler's lines
  ///     (`fuzz: crashed ...`, `fuzz: replay: ...`).
  ///   - caseLine: the replay command of a generated case, with `{seed}`,
  ///     `{property}` and `{case}` where the crashed case's values go (the
  ///     tool renders it; the handler only fills it in).
  ///   - fileLine: the replay command of a corpus file, with `{file}`.
  public static func install(tool: String, caseLine: String, fileLine: String) {
    sa_crash_context_install(tool, caseLine, fileLine)
  }

  /// Makes a crash of a generated case or a shrinking candidate start
  /// `/proc/self/exe` with `arguments` (argv[0] first) and wait for it
  /// before dying; the arguments `{signal}`, `{property}`, `{seed}` and
  /// `{case}` become the crash's values, and `{stdin-choices}` becomes
  /// `--stdin-choices` (with a candidate's choices on stdin) or nothing.
  /// Call once, after ``install(tool:caseLine:fileLine:)``.
  public static func enableShrinking(arguments: [String]) {
    let copies = arguments.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
      sa_crash_context_enable_shrinking(buffer.baseAddress, buffer.count)
    }
  }

  /// Evaluates `body` with `choices` recorded as the shrinking candidate the
  /// calling thread runs, so a crash hands them to the supervisor.
  @inlinable
  public static func withCandidate<Result>(
    _ choices: [UInt64], _ body: () -> Result
  ) -> Result {
    choices.withUnsafeBufferPointer { buffer in
      sa_crash_context_set_choices(buffer.baseAddress, buffer.count)
      defer { sa_crash_context_set_choices(nil, 0) }
      return body()
    }
  }

  /// Records that the calling thread is about to run a case.
  @inlinable
  public static func enter(property: CStringBox, seed: UInt64, caseIndex: UInt64) {
    sa_crash_context_enter(property.pointer, seed, caseIndex)
  }

  /// Records that the calling thread is shrinking case `caseIndex`'s
  /// failure.
  public static func enterShrinking(property: CStringBox, seed: UInt64, caseIndex: UInt64) {
    sa_crash_context_enter_shrinking(property.pointer, seed, caseIndex)
  }

  /// Records that the calling thread replays a corpus file; a crash prints
  /// the file line.
  public static func enter(property: CStringBox, file path: String) {
    sa_crash_context_enter_file(property.pointer, path)
  }

  /// Records that the calling thread finished its cases.
  public static func leave() {
    sa_crash_context_leave()
  }
}

// The pointee is written once, before the box is shared, and never again.

/// A C copy of a string that lives as long as the process: the crash
/// handler may read it at any moment, so it is never freed.
public final class CStringBox: @unchecked Sendable {
  /// The NUL-terminated copy.
  public let pointer: UnsafePointer<CChar>

  /// Copies `text` into memory that is never freed.
  public init(_ text: String) {
    let bytes = Array(text.utf8CString)
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    pointer = UnsafePointer(storage)
  }
}
