// Policy: a candidate of the crash shrinker runs in a child process of this
// same binary (`/proc/self/exe --crash-child`), so a candidate that traps
// ends the child, never the shrinker. The child gets its choices on stdin,
// its stdout goes nowhere and its stderr is read for the crash's message;
// Swift's backtracer is switched off in it (a symbolicated backtrace takes
// longer than the case). A child that outlives its timeout is killed and
// counts as "did not crash the same way": a hang is another failure.

import Foundation
import Glibc

/// How one run of a candidate ended.
enum ChildOutcome: Equatable {
  /// Exit 0: the property held.
  case held
  /// Exit 1: the property failed without crashing.
  case failed
  /// Killed by a signal, with the first line of what it wrote on stderr
  /// (Swift's `Fatal error: ...`), the crash's signature.
  case crashed(signal: Int32, message: String)
  /// Killed after the timeout.
  case timedOut
  /// Any other ending (exit 2 on bad input, or the child could not start).
  case other(String)

  /// The outcome in words.
  var words: String {
    switch self {
    case .held: "the property held"
    case .failed: "the property failed without crashing"
    case .crashed(let signal, let message):
      "crashed with \(signalName(signal))" + (message.isEmpty ? "" : ": \(message)")
    case .timedOut: "timed out"
    case .other(let text): text
    }
  }
}

/// Runs choice sequences of one property in child processes.
struct CrashChild {
  /// The child's arguments after argv[0] (`--crash-child --property P ...`).
  let arguments: [String]

  /// This binary: `/proc/self/exe` on Linux, so a renamed or moved file
  /// still finds itself.
  static var executable: String {
    FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : CommandLine.arguments.first ?? "fuzz"
  }

  /// Runs one candidate.
  ///
  /// - Parameters:
  ///   - choices: the candidate, written to the child's stdin.
  ///   - timeout: how long the child may run before it is killed.
  func run(_ choices: [UInt64], timeout: Duration) -> ChildOutcome {
    _ = Self.ignoreBrokenPipes
    var input: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard pipe(&input) == 0 else { return .other("cannot create a pipe") }
    guard pipe(&errors) == 0 else {
      close(input[0])
      close(input[1])
      return .other("cannot create a pipe")
    }
    for descriptor in input + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
      .map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
    let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, Self.executable, &actions, &attributes, argv, envp)
    close(input[0])
    close(errors[1])
    guard started == 0 else {
      close(input[1])
      close(errors[0])
      return .other("cannot start \(Self.executable): error \(started)")
    }
    writeAll(Array(ChoiceText.format(choices).utf8), to: input[1])
    close(input[1])
    let (status, text) = wait(for: pid, reading: errors[0], timeout: timeout)
    close(errors[0])
    guard let status else { return .timedOut }
    let signal = status & 0x7F
    if signal != 0 { return .crashed(signal: signal, message: Self.crashMessage(in: text)) }
    switch (status >> 8) & 0xFF {
    case 0: return .held
    case 1: return .failed
    case let code:
      return .other("exit status \(code): \(text.split(separator: "\n").first ?? "")")
    }
  }

  /// Reads the child's stderr until it closes, then reaps the child; kills
  /// it at the deadline.
  ///
  /// - Returns: the wait status, or `nil` when it timed out, and the text.
  private func wait(for pid: pid_t, reading descriptor: Int32, timeout: Duration)
    -> (Int32?, String)
  {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var bytes: [UInt8] = []
    var open = true
    while open, clock.now < deadline {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 20)
      if ready < 0, errno != EINTR { break }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count <= 0 {
        open = false
      } else if bytes.count < 65536 {
        bytes += chunk[0..<count]
      }
    }
    var status: Int32 = 0
    while clock.now < deadline {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return (status, String(decoding: bytes, as: UTF8.self)) }
      if result < 0, errno != EINTR { return (status, String(decoding: bytes, as: UTF8.self)) }
      usleep(1000)
    }
    kill(pid, SIGKILL)
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return (nil, String(decoding: bytes, as: UTF8.self))
  }

  /// The line that names the crash: Swift's `Fatal error: ...` or a
  /// runtime failure, from its keyword on (the source path before it is
  /// the same for the same trap), else the first line written.
  static func crashMessage(in text: String) -> String {
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for line in lines {
      for keyword in ["Fatal error", "runtime failure", "Precondition failed", "Assertion failed"] {
        if let range = line.range(of: keyword) {
          return String(line[range.lowerBound...].prefix(300))
        }
      }
    }
    return String((lines.first { !$0.isEmpty } ?? "").prefix(300))
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(descriptor, base + offset, bytes.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  /// A child that dies before reading its choices must not end the
  /// shrinker with SIGPIPE.
  private static let ignoreBrokenPipes: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
  }()
}
