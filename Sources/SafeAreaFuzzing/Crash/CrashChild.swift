// Policy: the crash shrinker's candidates run in child processes of this
// same binary (`/proc/self/exe crash --child`, see `CrashChildSession`), so
// a candidate that traps ends a child, never the shrinker. One child serves
// many candidates (one line of choices in, one verdict line out) and forks
// per candidate; its stderr is read for a crash's message, and Swift's
// backtracer is off in it (a symbolicated backtrace takes longer than the
// case). A candidate without a verdict in time has its child's whole
// process group killed and counts as "did not crash the same way": a hang
// is another failure. A child that dies is started again for the next
// candidate.

import Foundation
import ImplementationProtocol
import PropertyFuzzing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How one run of a candidate ended.
enum ChildOutcome: Equatable {
  /// The property held.
  case held
  /// The property failed without crashing.
  case failed
  /// Killed by a signal, with the first line of what it wrote on stderr
  /// (Swift's `Fatal error: ...`), the crash's signature.
  case crashed(signal: Int32, message: String)
  /// No verdict within the timeout.
  case timedOut
  /// Any other ending (bad input, a child that could not start).
  case other(String)

  /// The outcome in words.
  var words: String {
    switch self {
    case .held: "the property held"
    case .failed: "the property failed without crashing"
    case .crashed(let signal, let message):
      "crashed with \(FuzzRun.signalName(signal))" + (message.isEmpty ? "" : ": \(message)")
    case .timedOut: "timed out"
    case .other(let text): text
    }
  }
}

/// Runs choice sequences of one property in child processes.
final class CrashChild {
  /// The program to start: this binary, unless a test gives another.
  let executable: String
  /// The child's arguments after argv[0] (`crash --child --property P ...`).
  let arguments: [String]
  private var pid: pid_t = 0
  private var input: Int32 = -1
  private var output: Int32 = -1
  private var errors: Int32 = -1
  private var answers: [UInt8] = []
  private var messages: [UInt8] = []
  /// Children started so far.
  private(set) var starts = 0

  /// Creates a runner; no child starts until the first candidate.
  ///
  /// - Parameters:
  ///   - executable: the program (this binary by default).
  ///   - arguments: its arguments after argv[0].
  init(executable: String = CrashChild.executable, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  deinit { stop() }

  /// This binary: `/proc/self/exe` on Linux, so a renamed or moved file
  /// still finds itself.
  static var executable: String {
    FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : CommandLine.arguments.first ?? "fuzz"
  }

  /// Runs one candidate.
  ///
  /// - Parameters:
  ///   - choices: the candidate.
  ///   - timeout: how long it may take, the child's start included.
  func run(_ choices: [UInt64], timeout: Duration) -> ChildOutcome {
    _ = Self.ignoreBrokenPipes
    let deadline = ContinuousClock.now + timeout
    if pid == 0, let failure = start() { return .other(failure) }
    drainMessages()
    messages.removeAll()
    guard writeAll(Array(ChoiceText.format(choices).utf8), to: input) else { return ended() }
    while ContinuousClock.now < deadline {
      if let newline = answers.firstIndex(of: 0x0A) {
        let line = String(decoding: answers[..<newline], as: UTF8.self)
        answers.removeSubrange(...newline)
        return verdict(line)
      }
      var descriptors = [
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, 20)
      if ready < 0, errno != EINTR { break }
      if descriptors[1].revents != 0 { drainMessages() }
      if descriptors[0].revents != 0 {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, 4096) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 { return ended() }
        answers += chunk[0..<count]
      }
    }
    stop()
    return .timedOut
  }

  /// The outcome a verdict line names.
  private func verdict(_ line: String) -> ChildOutcome {
    switch line {
    case "held": return .held
    case "failed": return .failed
    default:
      let words = line.split(separator: " ")
      if words.count == 2, words[0] == "signal", let number = Int32(words[1]) {
        drainMessages()
        return .crashed(signal: number, message: Self.crashMessage(in: messageText))
      }
      return .other("the child answered '\(line.prefix(80))': \(messageText.prefix(200))")
    }
  }

  /// The outcome of a child that closed its pipes: reaped, and how it died.
  private func ended() -> ChildOutcome {
    drainMessages()
    var status: Int32 = 0
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(2)
    var reaped = false
    while clock.now < deadline {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        reaped = true
        break
      }
      if result < 0, errno != EINTR { break }
      usleep(1000)
    }
    let text = messageText
    if !reaped { kill(-pid, SIGKILL) }
    closePipes()
    pid = 0
    guard reaped else { return .other("the child closed its output but did not exit") }
    if status & 0x7F != 0 {
      return .crashed(signal: status & 0x7F, message: Self.crashMessage(in: text))
    }
    let code = (status >> 8) & 0xFF
    return .other("exit status \(code): \(text.split(separator: "\n").first ?? "")")
  }

  private var messageText: String { String(decoding: messages, as: UTF8.self) }

  /// Reads whatever stderr holds now, keeping the first 64 KiB.
  private func drainMessages() {
    guard errors >= 0 else { return }
    while true {
      var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 0) > 0 else { return }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, 4096) }
      if count <= 0 { return }
      if messages.count < 65536 { messages += chunk[0..<count] }
    }
  }

  /// Starts the child in a process group of its own.
  ///
  /// - Returns: why it could not start, or `nil`.
  private func start() -> String? {
    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
      .map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
    let child: PipedChild
    do {
      child = try PipedSpawn.start(
        executable, arguments: [executable] + arguments, environment: environment,
        capturingErrors: true)
    } catch {
      return error.description
    }
    pid = child.pid
    input = child.input
    output = child.output
    errors = child.errors ?? -1
    answers.removeAll()
    starts += 1
    return nil
  }

  /// Kills the child's process group, reaps the child and closes the
  /// pipes.
  func stop() {
    guard pid > 0 else { return }
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    closePipes()
    pid = 0
  }

  private func closePipes() {
    for descriptor in [input, output, errors] where descriptor >= 0 { close(descriptor) }
    input = -1
    output = -1
    errors = -1
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

  /// A child that dies before reading its choices must not end the
  /// shrinker with SIGPIPE.
  private static let ignoreBrokenPipes: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
  }()
}
