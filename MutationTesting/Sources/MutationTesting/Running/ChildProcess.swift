// Policy: a check runs in a session of its own (posix_spawn with
// POSIX_SPAWN_SETSID; Foundation's Process cannot make one), so a timeout,
// a kill or its end ends the check and every process it started, whatever
// process group they moved to (`CheckSession`), not only the process the
// tool started.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished (or ended) child process gave.
struct ChildResult: Sendable {
  /// Its exit status, or minus the signal that ended it (Python's
  /// `returncode`); `nil` when it could not be started.
  var status: Int?
  /// The text of the last group of the kill pattern, when a line matched it.
  var matched: String?
  /// Whether the deadline passed first.
  var timedOut: Bool
  /// Its standard output and error, interleaved, up to the end.
  var output: String
}

/// Starts commands and watches their output.
enum ChildProcess {
  /// Runs `command` until it ends, prints a line `killPattern` matches, or
  /// the deadline passes, and then kills whatever of its session still
  /// runs.
  ///
  /// - Parameters:
  ///   - command: the program and its arguments (the program is looked up on PATH).
  ///   - environment: the whole environment of the child.
  ///   - deadline: when to give up (`Date.distantFuture` for never).
  ///   - directory: the working folder, or `nil` for the tool's own.
  ///   - killPattern: a line that ends the run, its last group reported.
  ///   - keepsErrors: whether standard error joins the output (else it
  ///     goes to /dev/null: for a command whose output is data, such as
  ///     llvm-cov's lcov, which a warning must not split).
  static func run(
    _ command: [String], environment: [String: String], deadline: Date,
    directory: String? = nil, killPattern: Pattern? = nil, keepsErrors: Bool = true
  ) -> ChildResult {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else {
      return ChildResult(status: nil, matched: nil, timedOut: false, output: "pipe failed")
    }
    let (readEnd, writeEnd) = (pipe[0], pipe[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    if keepsErrors {
      posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(
      &attributes, Int16(CheckSession.spawnFlag | Int32(POSIX_SPAWN_SETSIGMASK)))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)

    // Policy: the working folder is set by `sh -c 'cd DIR && exec ...'`:
    // posix_spawn_file_actions_addchdir_np is not in the Swift overlay of
    // glibc, and exec leaves the check itself as the group's leader.
    let command =
      directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0] + command } ?? command
    let arguments = command.map { strdup($0) } + [nil]
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      arguments.forEach { free($0) }
      variables.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, variables)
    close(writeEnd)
    guard spawned == 0 else {
      close(readEnd)
      let reason = String(cString: strerror(spawned))
      return ChildResult(
        status: 127, matched: nil, timedOut: false, output: "\(command[0]): \(reason)\n")
    }

    var output = Data()
    var pending = Data()
    var matched: String?
    var timedOut = false
    var exited: Int32?
    var buffer = [UInt8](repeating: 0, count: 65536)
    // Policy: the run ends when the command exits, not only at the end of
    // its output (the Python tool waited for the end): a process it left
    // behind holding the pipe (a crash's backtracer, a child of a crash
    // that corrupted the heap) would otherwise turn a crash into a timeout.
    // What is still readable when it exits is read first.
    reading: while true {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        timedOut = true
        break
      }
      var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      let wait = exited == nil ? Swift.min(remaining * 1000, 50).rounded(.up) : 0
      let ready = poll(&poller, 1, Int32(wait))
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        if exited != nil { break }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { exited = raw }
        continue
      }
      if ready < 0 { break }
      let count = read(readEnd, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        // The end: a last line without a newline is a line too.
        if !pending.isEmpty, let killPattern {
          matched = killPattern.search(String(decoding: pending, as: UTF8.self))?.lastGroup
        }
        break
      }
      output.append(contentsOf: buffer[0..<count])
      guard let killPattern else { continue }
      pending.append(contentsOf: buffer[0..<count])
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex...newline], as: UTF8.self)
        pending = Data(pending[(newline + 1)...])
        if let match = killPattern.search(line) {
          matched = match.lastGroup
          break reading
        }
      }
    }
    close(readEnd)
    if let exited {
      // Whatever it left behind goes with it.
      CheckSession.end(pid)
      return ChildResult(
        status: decode(exited), matched: matched, timedOut: false,
        output: String(decoding: output, as: UTF8.self))
    }
    if timedOut || matched != nil { CheckSession.end(pid) }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    if !timedOut && matched == nil { CheckSession.end(pid) }
    return ChildResult(
      status: decode(raw), matched: matched, timedOut: timedOut,
      output: String(decoding: output, as: UTF8.self))
  }

  /// Python's `returncode` of a wait status: the exit code, or minus the signal.
  private static func decode(_ raw: Int32) -> Int {
    let signal = raw & 0x7F
    return signal == 0 ? Int((raw >> 8) & 0xFF) : -Int(signal)
  }

  /// Runs a command to its end and returns its status and output.
  static func capture(
    _ command: [String], environment: [String: String]? = nil, directory: String? = nil,
    keepsErrors: Bool = true
  ) -> ChildResult {
    run(
      command, environment: environment ?? ProcessInfo.processInfo.environment,
      deadline: .distantFuture, directory: directory, keepsErrors: keepsErrors)
  }

  /// The shared lock every Swift build on a shared machine takes (held only
  /// around a build, never around the runs, so others can build in between).
  static let buildLock = "/tmp/swift-build.lock"

  /// `command` under `flock` of the build lock when the lock's folder exists and flock is there.
  static func locked(_ command: [String]) -> [String] {
    if Files.isDirectory((buildLock as NSString).deletingLastPathComponent),
      let flock = Files.which("flock")
    {
      return [flock, buildLock] + command
    }
    return command
  }
}
