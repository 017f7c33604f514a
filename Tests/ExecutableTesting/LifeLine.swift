// Policy: a test learns that a process it did not start has ended from an
// event, never from a pause: the process holds the write end of a named
// pipe (a FIFO) open for as long as it lives, and the test reads the other
// end, which reports its end of file only once every process holding it has
// ended (or closed it). No clock decides; a bound only turns a hang into a
// failure.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named pipe whose writers are the processes a test watches.
///
/// The test opens the read end first (``init(in:)``), so a writer's open
/// never blocks; each watched process writes a line when it is ready (its
/// pid, as `sh -c 'echo $$ >&3; exec program' 3>"$PATH"`), and keeps the
/// pipe open until it ends.
public final class LifeLine {
  /// The pipe's path, for the watched processes to open.
  public let path: String
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Makes the pipe `lifeline` in `directory` and opens its read end.
  public init(in directory: String) throws {
    path = directory + "/lifeline"
    guard mkfifo(path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }

  deinit { close(descriptor) }

  /// The next line a writer wrote, or `nil` when none came within `bound`
  /// (the watched process never got that far).
  public func readLine(bound: Duration = .seconds(60)) -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeFirst(newline + 1)
        return line
      }
      guard fill(bound: bound) else { return nil }
    }
  }

  /// Whether every writer has ended (or closed the pipe) within `bound`:
  /// waits for the end of file, keeping whatever is written meanwhile.
  public func writersEnded(bound: Duration = .seconds(60)) -> Bool {
    while fill(bound: bound) {}
    return atEnd
  }

  private var atEnd = false

  /// Reads what is there, waiting up to `bound` for something; `false` at
  /// the end of file or when nothing came.
  private func fill(bound: Duration) -> Bool {
    guard !atEnd else { return false }
    let (seconds, attoseconds) = bound.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let count = poll(&ready, 1, milliseconds)
    if count < 0, errno == EINTR { return true }
    guard count > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let received = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if received < 0, errno == EAGAIN || errno == EINTR { return true }
    guard received > 0 else {
      atEnd = true
      return false
    }
    buffer += chunk[..<received]
    return true
  }
}
