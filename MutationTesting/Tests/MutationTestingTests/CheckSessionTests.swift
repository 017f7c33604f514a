import Foundation
import Testing

@testable import MutationTesting

/// A check's leftovers end with it: a process it started in a process
/// group of its own (as the harness starts an implementation, and job
/// control a background job) is killed when the check ends, times out or
/// is told apart, and `run` returns only once it has ended.
@Suite("Check sessions")
struct CheckSessionTests {
  /// Whether `pid` still runs (a zombie has ended).
  static func runs(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// The leftover's pid, from the check's first line.
  static func leftover(_ result: ChildResult) throws -> pid_t {
    try #require(pid_t(result.output.split(separator: "\n").first ?? ""), "\(result.output)")
  }

  /// `set -m` puts the background job in a process group of its own
  /// (bash's job control needs no terminal; dash's does).
  static let leaving = ["/bin/bash", "-c", "set -m; sleep 600 & echo $!"]

  @Test func whatACheckLeavesEndsWhenItExits() throws {
    let result = ChildProcess.run(
      Self.leaving, environment: ProcessInfo.processInfo.environment, deadline: .distantFuture)
    #expect(result.status == 0)
    let pid = try Self.leftover(result)
    #expect(!Self.runs(pid), "the check's background job \(pid) outlived it")
    if Self.runs(pid) { kill(pid, SIGKILL) }
  }

  @Test func whatACheckLeavesEndsWhenItIsToldApart() throws {
    let result = ChildProcess.run(
      Self.leaving.dropLast() + ["set -m; sleep 600 & echo $!; echo KILLED; exec sleep 600"],
      environment: ProcessInfo.processInfo.environment, deadline: .distantFuture,
      killPattern: Pattern("(KILLED)"))
    #expect(result.matched == "KILLED")
    let pid = try Self.leftover(result)
    #expect(!Self.runs(pid), "the check's background job \(pid) outlived it")
    if Self.runs(pid) { kill(pid, SIGKILL) }
  }

  /// Starts `script` in a session of its own and returns the session's
  /// id (the script prints its pid, which leads the session, first) and
  /// the process, to reap once the session has been ended.
  static func session(_ script: String) throws -> (id: pid_t, process: Process) {
    let pipe = Pipe()
    let process = Process()
    // The child of Process leads no group, so setsid runs the script in a
    // new session without forking: the script's pid is the session's id.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
    process.arguments = ["/bin/bash", "-c", script]
    process.standardOutput = pipe
    try process.run()
    var line = Data()
    while let byte = try pipe.fileHandleForReading.read(upToCount: 1), let first = byte.first,
      first != UInt8(ascii: "\n")
    {
      line.append(first)
    }
    let pid = try #require(pid_t(String(decoding: line, as: UTF8.self)))
    #expect(getsid(pid) == pid, "the script does not lead its session")
    return (pid, process)
  }

  @Test func whatCleansUpOnSIGTERMIsAskedBeforeItIsKilled() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/check-session-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // As xvfb-run does: a trap that removes what it made, then exits; the
    // check is told apart once it waits, and its session ended.
    let result = ChildProcess.run(
      [
        "/bin/bash", "-c",
        "trap 'rm \(folder)/lock; exit 0' TERM; touch \(folder)/lock; sleep 600 & "
          + "echo READY; wait",
      ], environment: ProcessInfo.processInfo.environment, deadline: .distantFuture,
      killPattern: Pattern("(READY)"))
    #expect(result.matched == "READY")
    #expect(!FileManager.default.fileExists(atPath: folder + "/lock"), "the trap did not run")
  }

  @Test func whatIgnoresSIGTERMIsKilledOnceTheGraceHasPassed() throws {
    let started = try Self.session("trap '' TERM; echo $$; sleep 600 & wait")
    let killed = CheckSession.end(started.id, grace: .milliseconds(20))
    started.process.waitUntilExit()
    #expect(CheckSession.liveMembers(started.id).isEmpty)
    // The shell and its sleep (an ignored signal stays ignored across
    // exec) both ignore SIGTERM, so both are killed.
    #expect(killed == 2)
  }

  @Test func aCheckRunsInASessionOfItsOwn() {
    let result = ChildProcess.run(
      ["/bin/sh", "-c", "cut -d' ' -f6 /proc/$$/stat; echo $$"],
      environment: ProcessInfo.processInfo.environment, deadline: .distantFuture)
    let lines = result.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.count == 2 && lines[0] == lines[1], "\(result.output)")
  }
}
