// Policy: the crash shrinker's candidates run in child processes, and
// starting this binary costs tens of milliseconds, far more than a case.
// So one `crash --child` process serves many candidates, one line each,
// and runs every candidate in a fork of itself: a candidate that traps
// ends its fork, and the server reports the signal and goes on. The fork
// costs about a millisecond. It forks only while it is single-threaded (a
// fork of a threaded process may inherit a held lock); otherwise it runs
// the candidate itself, and a trap ends the server, which the shrinker
// restarts. With one candidate on stdin the exit status is the verdict:
// 0 held, 1 failed, or death by the crash's signal.

import Foundation
import PropertyFuzzing
import SafeAreaInvariants

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Fuzzer {
  /// `fuzz crash --child --property P [--mutant M]` (internal): for each
  /// line of choices on stdin, runs the property once and answers on
  /// stdout with `held`, `failed`, `signal N` or `exit N`.
  ///
  /// - Returns: the last candidate's verdict as an exit status (0 held, 1
  ///   failed); a candidate that crashed ends this process by its signal.
  public func serveCrashCandidates() throws -> Int32 {
    try CrashChildServer(
      property: try crashProperty(),
      engine: Suite.select(mutants: settings.mutants).first?.engine
        ?? .real
    ).run()
  }

  /// The property a crash's processes run (exactly one is selected).
  func crashProperty() throws -> String {
    guard let name = try Suite.select(properties: settings.properties).first else {
      throw FuzzInputError("no property selected")
    }
    return name
  }
}

/// Serves a crash shrinker's candidates, each in a fork.
struct CrashChildServer {
  let property: String
  let engine: Engine

  func run() throws -> Int32 {
    guard
      let property = Suite.properties(for: engine).first(where: { $0.name == self.property })
    else { throw FuzzInputError("no property selected") }
    var last: Int32 = 0
    while let line = readLine() {
      let choices = try ChoiceText.parse(line, source: "standard input")
      last = Self.evaluate(property, choices)
      let answer =
        switch last {
        case 0: "held"
        case 1: "failed"
        case let status where status & 0x7F != 0: "signal \(status & 0x7F)"
        case let status: "exit \((status >> 8) & 0xFF)"
        }
      Self.answer(answer)
    }
    // The verdict of the last candidate, as an exit status or a signal.
    if last & 0x7F != 0 {
      signal(last & 0x7F, SIG_DFL)
      raise(last & 0x7F)
    }
    return last == 1 ? 1 : 0
  }

  /// Runs one candidate, in a fork when this process has one thread.
  ///
  /// - Returns: 0 held, 1 failed, or the fork's wait status.
  static func evaluate(_ property: Property, _ choices: [UInt64]) -> Int32 {
    guard isSingleThreaded else {
      return property.evaluate(choices: choices).isFailure ? 1 : 0
    }
    let pid = fork()
    if pid == 0 {
      _exit(property.evaluate(choices: choices).isFailure ? 1 : 0)
    }
    guard pid > 0 else { return property.evaluate(choices: choices).isFailure ? 1 : 0 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    if status & 0x7F == 0 {
      let code = (status >> 8) & 0xFF
      return code <= 1 ? code : status
    }
    return status
  }

  /// Whether this process runs one thread (`/proc/self/task` has one
  /// entry); `false` when it cannot tell.
  static var isSingleThreaded: Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) == 1
  }

  /// Writes one answer line, unbuffered.
  static func answer(_ text: String) {
    writeAll(Array((text + "\n").utf8), to: STDOUT_FILENO)
  }
}
