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
