// Policy: the child runs under `/bin/sh -c`, so a command line with
// arguments, pipes or environment assignments works as typed, in a process
// group of its own, so that killing it kills whatever the shell started.
// Every read waits with poll() against a deadline: a child that hangs costs
// one timeout, never the harness. Writing to a child that has gone away
// must not raise SIGPIPE in the harness, so starting a child ignores
// SIGPIPE for the whole process (once) and a failed write is a fault like
// any other; children get the default handler back. Its system calls go
// through ``SystemCalls`` so that tests can inject faults into them.
//
// Policy: a child is asked to end before it is killed. Ending it closes its
// pipes: a program that follows the protocol exits at the end of its input,
// and gets a tenth of the grace to (one killed by a signal under a shell
// makes the shell print "Terminated"). Then SIGTERM (and SIGCONT, for a
// stopped one) goes to the processes of its group other than the one it
// started, and to that one at once when it is alone, else once half the
// grace has passed: a wrapper such as `xvfb-run` or a shell running a
// pipeline sees its command end and cleans up after it (xvfb-run's X
// server lock, socket and authority folder under /tmp stay behind when the
// wrapper is killed first, or in the middle of its cleanup). Whatever is
// left when the grace ends is killed with SIGKILL. Ending returns once
// nothing of the group runs, so a restart never overlaps the program it
// replaces (or, for a process stuck in the kernel, a second grace after
// the SIGKILL).

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running child process with line-based pipes to its stdin and stdout.
final class ChildProcess {
  let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []
  /// What one read(2) fills, reused.
  private var chunk = [UInt8](repeating: 0, count: 65536)
  private var start = 0
  private var exited: Int32?
  /// Whether a call to ``terminate()`` has claimed the child's end.
  /// Atomic: a registry other than the child's own (a test's) reads it
  /// under its own lock.
  private let endClaimed = Atomic<Bool>(false)
  /// Where the child is registered, to be ended at this process's exit.
  private let registry: LiveChildren
  /// The calls it reads, writes, waits and ends the child with.
  private let system: SystemCalls
  /// How long the child's process group has to end once asked, before it
  /// is killed.
  let grace: Duration

  /// The grace a child gets unless told otherwise: enough for `xvfb-run`
  /// to take its X server down, short enough that a program that ignores
  /// SIGTERM costs little on every restart.
  static let defaultGrace: Duration = .seconds(2)

  /// Starts `command` under `/bin/sh -c`.
  ///
  /// - Parameters:
  ///   - system: the system calls to use after the start (tests script
  ///     faults into them).
  ///   - grace: how long its group has to end once asked (``terminate()``).
  ///   - registry: where it is registered to be ended at exit.
  /// - Throws: ``ChildFault`` when the pipes or the process cannot be
  ///   created, or when this process is exiting (nothing is then spawned:
  ///   ``LiveChildren``).
  init(
    command: String, system: SystemCalls = .live, grace: Duration = defaultGrace,
    registry: LiveChildren = .shared
  ) throws(ChildFault) {
    guard registry.beginStart() else {
      throw ChildFault("not started: this process is exiting")
    }
    _ = Self.ignoreBrokenPipes
    // A simple command is exec'd by the shell, so the child is the program
    // itself: its signals are reported as such and the shell prints no
    // "Floating point exception" line of its own.
    let firstWord = command.split(separator: " ").first ?? ""
    let simple =
      !command.contains { ";&|<>()`$\n*?{}!".contains($0) } && !firstWord.contains("=")
    let child: PipedChild
    do {
      child = try PipedSpawn.start(
        "/bin/sh", arguments: ["/bin/sh", "-c", simple ? "exec " + command : command])
    } catch {
      registry.abandonStart()
      throw error
    }
    pid = child.pid
    input = child.input
    output = child.output
    self.system = system
    self.grace = grace
    self.registry = registry
    guard registry.finishStart(self) else {
      terminate()
      throw ChildFault("ended at once: this process is exiting")
    }
  }

  /// Wraps a child that is already running (or, for tests, one that
  /// `system` only pretends to run).
  init(
    pid: pid_t, input: Int32, output: Int32, system: SystemCalls, grace: Duration = defaultGrace
  ) {
    self.registry = .shared
    self.pid = pid
    self.input = input
    self.output = output
    self.system = system
    self.grace = grace
  }

  deinit { terminate() }

  /// Claims the child's end for the caller.
  /// - Returns: false when another call claimed it first.
  func claimEnd() -> Bool {
    endClaimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  }

  /// Whether a call has claimed the child's end.
  var isEndClaimed: Bool { endClaimed.load(ordering: .acquiring) }

  /// Ignores SIGPIPE in this process, the first time it is read.
  private static let ignoreBrokenPipes: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
  }()

  /// Writes bytes to the child's stdin, all of them.
  func write(_ bytes: [UInt8]) throws(ChildFault) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        system.write(input, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw ChildFault("closed its input (\(exitDescription(waiting: true)))")
      }
      offset += written
    }
  }

  /// The next line the child wrote, without its newline.
  ///
  /// - Parameter timeout: the longest the line may take.
  /// - Throws: ``ChildFault`` when the child exits, closes its output or
  ///   does not finish a line in time.
  func readLine(timeout: Duration) throws(ChildFault) -> ArraySlice<UInt8> {
    let deadline = system.now() + timeout
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        return line
      }
      guard buffer.count - start < 16 << 20 else {
        throw ChildFault("wrote more than 16 MiB without a newline")
      }
      try fill(until: deadline, timeout: timeout)
    }
  }

  /// The next `count` bytes the child wrote, for binary protocols.
  ///
  /// - Parameters:
  ///   - count: how many bytes; 0 returns at once.
  ///   - timeout: the longest they may take, all of them.
  /// - Throws: ``ChildFault`` when the child exits, closes its output or
  ///   does not write them in time.
  func read(count: Int, timeout: Duration) throws(ChildFault) -> ArraySlice<UInt8> {
    let deadline = system.now() + timeout
    while buffer.count - start < count {
      try fill(until: deadline, timeout: timeout)
    }
    let bytes = buffer[start..<start + count]
    start += count
    return bytes
  }

  /// Waits for output until `deadline` and appends what arrives to the
  /// buffer (dropping what was already consumed first).
  private func fill(until deadline: ContinuousClock.Instant, timeout: Duration) throws(ChildFault) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    while true {
      let remaining = system.now().duration(to: deadline)
      guard remaining > .zero else {
        throw ChildFault("did not answer within \(timeout)")
      }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = system.poll(&descriptor, 1, milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        throw ChildFault("poll failed: errno \(errno)")
      }
      if ready == 0 { continue }
      let count = chunk.withUnsafeMutableBytes { system.read(output, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ChildFault("read failed: errno \(errno)")
      }
      if count == 0 {
        throw ChildFault("exited (\(exitDescription(waiting: true)))")
      }
      buffer.append(contentsOf: chunk[0..<count])
      return
    }
  }

  /// How the child ended, waiting briefly for it if asked.
  func exitDescription(waiting: Bool) -> String {
    if exited == nil {
      var status: Int32 = 0
      // A child that closed its output is normally gone; give it 200 ms.
      for _ in 0..<(waiting ? 200 : 1) {
        let result = system.waitpid(pid, &status, WNOHANG)
        if result == pid {
          exited = status
          break
        }
        if result < 0 { break }
        system.pause(1000)
      }
    }
    guard let status = exited else { return "still running" }
    let signal = status & 0x7F
    if signal == 0 {
      let code = (status >> 8) & 0xFF
      // A shell reports its child's death by signal N as 128 + N.
      if code > 128, let name = Self.signalNames[code - 128] {
        return "exit status \(code) (the shell's child was killed by \(name))"
      }
      return "exit status \(code)"
    }
    return "killed by signal \(signal)\(Self.signalNames[signal].map { " (\($0))" } ?? "")"
  }

  static let signalNames: [Int32: String] = [
    SIGSEGV: "SIGSEGV", SIGFPE: "SIGFPE", SIGABRT: "SIGABRT", SIGILL: "SIGILL",
    SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE",
    SIGTRAP: "SIGTRAP",
  ]

  /// Ends the child and its process group, asking first, and reaps it
  /// (the policy at the top of this file); returns once nothing of the
  /// group runs, or once a second `grace` has passed after SIGKILL (a
  /// process stuck in the kernel ends when the kernel lets it).
  func terminate() {
    guard registry.beginEnding(self) else { return }
    defer { registry.finishEnding() }
    _ = system.close(input)
    _ = system.close(output)
    let start = system.now()
    let deadline = start + grace
    // The end of its input comes first (the policy above).
    let askDue = start + grace / 10
    // A wrapper whose command was asked gets until half the grace to clean
    // up and exit by itself before it is asked too: asked while it runs its
    // cleanup (xvfb-run's `rm` of its folder), it would die halfway.
    let leaderDue = start + grace / 2
    var askedOthers = false
    var askedLeader = false
    var pause: UInt32 = 1000
    while true {
      reapIfEnded()
      let members = system.members(pid)
      // Without a list, a group that answers signal 0 is alive (a zombie
      // then counts, and costs the grace).
      let alive = members ?? (system.kill(-pid, 0) == 0 ? [pid] : [])
      if alive.isEmpty { break }
      let now = system.now()
      if now >= deadline {
        _ = system.kill(-pid, SIGKILL)
        waitForEnd(until: now + grace)
        break
      }
      let others = alive.filter { $0 != pid }
      if now < askDue {
        // Not yet: the group may end at the end of its input.
      } else if members == nil {
        if !askedLeader { ask(-pid) }
        askedOthers = true
        askedLeader = true
      } else if !askedOthers, !others.isEmpty {
        // Once: the processes a wrapper starts to clean up are not asked.
        for other in others { ask(other) }
        askedOthers = true
      } else if !askedLeader, alive.contains(pid), !askedOthers || now >= leaderDue {
        ask(pid)
        askedLeader = true
      }
      system.pause(pause)
      pause = Swift.min(pause * 2, 50_000)
    }
    // Without waiting: a group that is gone leaves at most a zombie to
    // reap, and a process stuck in the kernel past its SIGKILL must not
    // hold the caller (the exit handler among them) for good.
    if exited == nil {
      var status: Int32 = 0
      if system.waitpid(pid, &status, WNOHANG) == pid { exited = status }
    }
  }

  /// Sends SIGTERM, then SIGCONT (a stopped process acts on SIGTERM only
  /// once it runs again), to a process or, negative, a group.
  private func ask(_ target: pid_t) {
    _ = system.kill(target, SIGTERM)
    _ = system.kill(target, SIGCONT)
  }

  /// Reaps the child if it has ended, without waiting.
  private func reapIfEnded() {
    guard exited == nil else { return }
    var status: Int32 = 0
    if system.waitpid(pid, &status, WNOHANG) == pid { exited = status }
  }

  /// Waits for the killed group to be gone, reaping the child, until
  /// `deadline`.
  private func waitForEnd(until deadline: ContinuousClock.Instant) {
    var pause: UInt32 = 1000
    while true {
      reapIfEnded()
      let alive = system.members(pid) ?? (system.kill(-pid, 0) == 0 ? [pid] : [])
      if alive.isEmpty || system.now() >= deadline { return }
      system.pause(pause)
      pause = Swift.min(pause * 2, 50_000)
    }
  }
}
