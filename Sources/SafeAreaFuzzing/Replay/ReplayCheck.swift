// Policy: a replay line is printed only after it has been run. The check
// runs this very binary with the line's arguments (what `swift run fuzz`
// would run once built), writing nothing that lasts (`--no-corpus`, a
// scratch `--out`) and shrinking nothing (`--shrink-steps 0`), and expects
// exit 1. The child knows it is a check (an environment variable) and does
// not check its own lines, so checks never nest.

import Foundation

/// Runs a replay line before it is printed.
enum ReplayCheck {
  /// How a replay is expected to end.
  enum Expectation {
    /// Exit status 1: the property failed.
    case failure
    /// Death by this signal: the case crashed (a crash handler prints its
    /// line and the process dies by the signal).
    case crash(Int32)
  }

  /// Set in a check's child: it is the check, and checks nothing itself.
  static let environmentKey = "SAFE_AREA_FUZZ_REPLAY_CHECK"

  /// Whether this process is itself running a replay check.
  static var isChild: Bool {
    ProcessInfo.processInfo.environment[environmentKey] != nil
  }

  /// Runs a replay line before it is printed, unless this process is itself
  /// a check's child.
  ///
  /// - Parameters:
  ///   - arguments: the line's arguments after `swift run fuzz`.
  ///   - extra: options the check adds to the line, as for
  ///     ``run(_:adding:)``.
  /// - Returns: `nil` when the line fails as it should, else what it did
  ///   instead, with the line (`its replay line `…` exited 0, not 1`).
  static func confirm(
    _ arguments: [String], adding extra: [String], expecting expectation: Expectation = .failure
  ) -> String? {
    guard !isChild else { return nil }
    return run(arguments, adding: extra, expecting: expectation).map {
      "its replay line `\(ReplayLine.render(arguments))` \($0)"
    }
  }

  /// The longest a replay may take; past it, the line counts as not
  /// reproducing.
  static let timeout: Duration = .seconds(120)

  /// Runs `fuzz` with `arguments` (a replay line's, without
  /// `swift run fuzz`).
  ///
  /// - Parameters:
  ///   - arguments: the line's arguments.
  ///   - extra: options to add: a `case` line's check shrinks nothing
  ///   (`--no-corpus --shrink-steps 0`: whether the case fails is the
  ///   question), a placed line's shrinks as the line does (the place
  ///   moves the shrunk case), and a `replay` line takes neither.
  /// - Returns: `nil` when it failed as it should (exit 1), else what it
  ///   did instead, in words.
  static func run(
    _ arguments: [String], adding extra: [String], expecting expectation: Expectation = .failure
  ) -> String? {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-replay-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments =
      arguments + extra + ["--quiet", "--out", scratch.path]
    var environment = ProcessInfo.processInfo.environment
    environment[environmentKey] = "1"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "could not be started (\(error))"
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while process.isRunning {
      if clock.now >= deadline {
        // SIGTERM only asks a fuzz run to stop after its running cases; a
        // case that hangs never ends, so SIGKILL follows a grace period.
        process.terminate()
        let grace = clock.now.advanced(by: .seconds(5))
        while process.isRunning, clock.now < grace { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return "did not finish in \(timeout)"
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return problem(
      expecting: expectation, reason: process.terminationReason,
      status: process.terminationStatus)
  }

  /// What a replay that ended with `reason` and `status` did instead of
  /// what `expectation` asks, or `nil` when it did as asked: a failure
  /// exits 1; a crash dies by the very signal of the original (a different
  /// signal, or an exit, is another ending, and its line is not printed).
  static func problem(
    expecting expectation: Expectation, reason: Process.TerminationReason, status: Int32
  ) -> String? {
    switch (expectation, reason, status) {
    case (.failure, .exit, 1): return nil
    case (.failure, .exit, let status): return "exited \(status), not 1"
    case (.failure, _, let signal): return "died by signal \(signal)"
    case (.crash(let expected), .uncaughtSignal, let signal) where signal == expected: return nil
    case (.crash(let expected), .uncaughtSignal, let signal):
      return "died by signal \(signal), not \(expected)"
    case (.crash(let expected), _, let status):
      return "exited \(status), where it should die by signal \(expected)"
    }
  }

  /// Runs a kept crash's replay line, which must crash again by the same
  /// signal, unless this process is itself a check's child.
  ///
  /// - Returns: `nil` when it does, else what it did instead.
  static func confirmCrash(_ arguments: [String], signal: Int32) -> String? {
    confirm(arguments, adding: [], expecting: .crash(signal))
  }

  /// This binary: `/proc/self/exe` where there is one, else `argv[0]`.
  static let executablePath: String = {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "fuzz"
  }()
}
