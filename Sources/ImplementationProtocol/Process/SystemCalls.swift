// Policy: the process layer makes its system calls through this table, so a
// test can put an interrupted read, a short write, EAGAIN or an early end of
// file exactly where it wants one, and read a clock it sets, so a deadline
// passes exactly when the test says, without waiting for it, and list a
// process group as it likes. Production code gets the C functions
// themselves (``SystemCalls/live``): each entry is a function value without
// captures, so a call costs one indirect jump and allocates nothing. A
// scripted entry reports a failure the way the C function does: it sets
// `errno` and returns -1.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls of ``ChildProcess``, as function values.
struct SystemCalls: Sendable {
  /// read(2): descriptor, buffer, capacity; the count read, 0 at end of
  /// file, -1 with `errno` set.
  var read: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int
  /// write(2): descriptor, bytes, count; the count written or -1.
  var write: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int
  /// poll(2): descriptors, how many, timeout in milliseconds; how many are
  /// ready, 0 on timeout, or -1.
  var poll: @Sendable (UnsafeMutablePointer<pollfd>?, nfds_t, Int32) -> Int32
  /// waitpid(2): process, status, options; the process reaped, 0 when
  /// WNOHANG found it running, or -1.
  var waitpid: @Sendable (pid_t, UnsafeMutablePointer<Int32>?, Int32) -> pid_t
  /// kill(2): process (negative: its group), signal; 0 or -1.
  var kill: @Sendable (pid_t, Int32) -> Int32
  /// close(2): descriptor; 0 or -1.
  var close: @Sendable (Int32) -> Int32
  /// The time now, which deadlines are reckoned against.
  var now: @Sendable () -> ContinuousClock.Instant
  /// usleep(3): waits this many microseconds.
  var pause: @Sendable (UInt32) -> Void
  /// The processes of a process group that have not ended, or `nil` when
  /// they cannot be listed (``ProcessGroup/liveMembers(_:)``).
  var members: @Sendable (pid_t) -> [pid_t]?

  #if canImport(Glibc)
    /// The operating system's own calls.
    static let live = SystemCalls(
      read: { Glibc.read($0, $1, $2) },
      write: { Glibc.write($0, $1, $2) },
      poll: { Glibc.poll($0, $1, $2) },
      waitpid: { Glibc.waitpid($0, $1, $2) },
      kill: { Glibc.kill($0, $1) },
      close: { Glibc.close($0) },
      now: { ContinuousClock.now },
      pause: { _ = Glibc.usleep($0) },
      members: { ProcessGroup.liveMembers($0) })
  #elseif canImport(Darwin)
    /// The operating system's own calls.
    static let live = SystemCalls(
      read: { Darwin.read($0, $1, $2) },
      write: { Darwin.write($0, $1, $2) },
      poll: { Darwin.poll($0, $1, $2) },
      waitpid: { Darwin.waitpid($0, $1, $2) },
      kill: { Darwin.kill($0, $1) },
      close: { Darwin.close($0) },
      now: { ContinuousClock.now },
      pause: { _ = Darwin.usleep($0) },
      members: { ProcessGroup.liveMembers($0) })
  #endif
}
