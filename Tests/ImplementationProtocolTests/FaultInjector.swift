import Foundation

@testable import ImplementationProtocol

/// One scripted answer of a system call, given instead of the real one.
enum Fault: Sendable, CustomStringConvertible {
  /// -1 with `errno` set to this.
  case error(Int32)
  /// The real call, limited to this many bytes (a short read or write).
  case short(Int)
  /// read(2) returns 0: end of file.
  case endOfFile
  /// read(2) returns these bytes (a pretended child's output).
  case bytes([UInt8])

  var description: String {
    switch self {
    case .error(let code): "error \(String(cString: strerror(code)))"
    case .short(let count): "short (\(count) bytes)"
    case .endOfFile: "end of file"
    case .bytes(let bytes): "\(bytes.count) bytes"
    }
  }
}

/// System calls with faults put where a test wants them: each kind of call
/// takes its scripted faults in turn and then behaves as the real call.
/// When `pretending`, the child is not there: close, kill and waitpid are
/// only recorded, waitpid answers from `waits`, then `waitsAfter`, the
/// group's members from `groups`, then `groupAfter`, a poll finds the
/// output ready, a write takes every byte and a read finds the end of file,
/// unless scripted otherwise. The clock runs as the real one
/// until `clock` is scripted; then it reads each scripted time in turn and
/// stays at the last.
final class FaultInjector: @unchecked Sendable {
  var reads: [Fault] = []
  var writes: [Fault] = []
  var polls: [Fault] = []
  /// What waitpid answers, (result, status), in turn.
  var waits: [(pid_t, Int32)] = []
  /// What a pretended waitpid answers once `waits` is used up.
  var waitsAfter: (pid_t, Int32) = (-1, 0)
  /// What the listing of the child's group answers, in turn (`nil`: it
  /// cannot be listed).
  var groups: [[pid_t]?] = []
  /// What a pretended listing answers once `groups` is used up: the group
  /// is over.
  var groupAfter: [pid_t]? = []
  /// What runs before each poll, in turn (a test waits there for an event
  /// of its own, such as a line its program writes elsewhere).
  var beforePolls: [() -> Void] = []
  /// The timeout of every poll, in milliseconds.
  var pollTimeouts: [Int32] = []
  /// The byte count of every write asked for.
  var writeCounts: [Int] = []
  /// Every pause asked for, in microseconds (a pretended one is not
  /// waited).
  var pauses: [UInt32] = []
  /// What the clock reads, in turn, as times since `origin`.
  var clock: [Duration] = []
  /// The last time the clock read from `clock`.
  private var stopped: Duration?
  /// Time zero of the scripted clock.
  let origin = ContinuousClock.now
  /// close, kill, waitpid and the listing of a group, in order: "close 7",
  /// "kill -42 9", "waitpid 42 0", "members 42".
  var log: [String] = []
  let pretending: Bool

  init(pretending: Bool = false) { self.pretending = pretending }

  /// A child of pid 42 on descriptors 7 (input) and 8 (output) that only
  /// these calls see.
  func pretendedChild(grace: Duration = ChildProcess.defaultGrace) -> ChildProcess {
    ChildProcess(pid: 42, input: 7, output: 8, system: calls, grace: grace)
  }

  var waitpidCount: Int { log.count { $0.hasPrefix("waitpid") } }

  private static func fail(_ code: Int32) -> Int {
    errno = code
    return -1
  }

  var calls: SystemCalls {
    let live = SystemCalls.live
    return SystemCalls(
      read: { descriptor, buffer, capacity in
        guard !self.reads.isEmpty else {
          return self.pretending ? 0 : live.read(descriptor, buffer, capacity)
        }
        switch self.reads.removeFirst() {
        case .error(let code): return Self.fail(code)
        case .short(let count): return live.read(descriptor, buffer, Swift.min(count, capacity))
        case .endOfFile: return 0
        case .bytes(let bytes):
          let count = Swift.min(bytes.count, capacity)
          bytes.withUnsafeBytes { source in
            guard let from = source.baseAddress else { return }
            buffer?.copyMemory(from: from, byteCount: count)
          }
          return count
        }
      },
      write: { descriptor, bytes, count in
        self.writeCounts.append(count)
        guard !self.writes.isEmpty else {
          return self.pretending ? count : live.write(descriptor, bytes, count)
        }
        switch self.writes.removeFirst() {
        case .error(let code): return Self.fail(code)
        case .short(let limit): return live.write(descriptor, bytes, Swift.min(limit, count))
        case .endOfFile, .bytes: return 0
        }
      },
      poll: { descriptors, count, timeout in
        self.pollTimeouts.append(timeout)
        if !self.beforePolls.isEmpty { self.beforePolls.removeFirst()() }
        guard !self.polls.isEmpty else {
          return self.pretending ? 1 : live.poll(descriptors, count, timeout)
        }
        switch self.polls.removeFirst() {
        case .error(let code): return Int32(Self.fail(code))
        case .short, .endOfFile, .bytes: return 0
        }
      },
      waitpid: { pid, status, options in
        self.log.append("waitpid \(pid) \(options)")
        let answer: (pid_t, Int32)
        if !self.waits.isEmpty {
          answer = self.waits.removeFirst()
        } else if self.pretending {
          answer = self.waitsAfter
        } else {
          return live.waitpid(pid, status, options)
        }
        if answer.0 < 0 { errno = ECHILD }
        if answer.0 == pid { status?.pointee = answer.1 }
        return answer.0
      },
      kill: { pid, signal in
        self.log.append("kill \(pid) \(signal)")
        return self.pretending ? 0 : live.kill(pid, signal)
      },
      close: { descriptor in
        self.log.append("close \(descriptor)")
        return self.pretending ? 0 : live.close(descriptor)
      },
      now: {
        if !self.clock.isEmpty { self.stopped = self.clock.removeFirst() }
        guard let stopped = self.stopped else { return live.now() }
        return self.origin + stopped
      },
      pause: { microseconds in
        self.pauses.append(microseconds)
        if !self.pretending { live.pause(microseconds) }
      },
      members: { group in
        self.log.append("members \(group)")
        if !self.groups.isEmpty { return self.groups.removeFirst() }
        return self.pretending ? self.groupAfter : live.members(group)
      })
  }
}

/// Whether `pid` has ended (gone, or a zombie nobody reaped yet), now:
/// ``ChildProcess/terminate()`` returns only once its group has ended, so
/// after it nothing is left to wait for.
func hasEnded(_ pid: pid_t) -> Bool {
  kill(pid, 0) != 0 || ProcessGroup.isRunning(pid) == false
}
