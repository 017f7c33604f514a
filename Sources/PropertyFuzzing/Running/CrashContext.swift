// Policy: a trap inside a property kills the process, and an in-process
// fuzzer cannot catch it. What it can do is say, from the signal handler,
// which case was running on the crashing thread, as the command that replays
// it. The per-case cost is three thread-local stores.

import CCrashContext

/// Records the running case so a crash can name it.
public enum CrashContext {
  /// Installs the crash handlers; the replay line reads
  /// `<commandPrefix> --seed S --property P --case I<commandSuffix>`.
  public static func install(commandPrefix: String, commandSuffix: String = "") {
    sa_crash_context_install(commandPrefix, commandSuffix)
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
  /// `<commandPrefix> --replay PATH<commandSuffix>`.
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
