import Foundation
import PropertyFuzzing
import SafeAreaFuzzing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `fuzz` writes: text for people, a progress line on a terminal, and
/// (with `--json`) the machine-readable summary alone on stdout.
struct Console {
  let quiet: Bool
  let json: Bool
  let progressEnabled: Bool

  init(quiet: Bool, json: Bool) {
    self.quiet = quiet
    self.json = json
    progressEnabled = !quiet && isatty(STDERR_FILENO) == 1
  }

  /// Text for people: stdout normally, stderr when stdout carries JSON.
  func say(_ line: String) {
    clearProgress()
    // Unbuffered, so the lines before a crash are not lost with the
    // process.
    put(line + "\n", to: json ? STDERR_FILENO : STDOUT_FILENO)
  }

  /// Text skipped with `--quiet`.
  func detail(_ line: String) {
    if !quiet { say(line) }
  }

  /// An error line on stderr.
  func error(_ line: String) {
    clearProgress()
    put("fuzz: " + line + "\n", to: STDERR_FILENO)
  }

  /// A progress line rewritten in place; only on a terminal.
  func progress(_ line: String) {
    guard progressEnabled else { return }
    put("\r\u{1B}[2K" + line, to: STDERR_FILENO)
  }

  func clearProgress() {
    guard progressEnabled else { return }
    put("\r\u{1B}[2K", to: STDERR_FILENO)
  }

  /// The JSON summary on stdout.
  func emitJSON(_ data: Data) {
    put(String(decoding: data, as: UTF8.self) + "\n", to: STDOUT_FILENO)
  }

  /// Writes text with write(2), unbuffered. A failure (a closed pipe, a
  /// full disk under a redirected stdout) is ignored: `FileHandle.write`
  /// would trap, and losing a line must not cost the run its report and
  /// exit status.
  private func put(_ text: String, to descriptor: Int32) {
    writeAll(Array(text.utf8), to: descriptor)
  }
}

/// The exit statuses of `fuzz`.
enum ExitStatus: Equatable {
  /// Every property held (every mutant was caught).
  case success
  /// A property failed (a mutant survived).
  case failure
  /// Bad usage or input, or a result that could not be written.
  case usage
  /// A property was not judged: its judge (a reference that died, hung or
  /// refused the input) or its setup failed; nothing was found about the
  /// code under test.
  case notJudged
  /// The harness's own fault: a counterexample that did not fail again
  /// when replayed.
  case internalError
  /// Stopped by a signal (the report is marked interrupted): 128 + signal.
  case interrupted(by: Int32)

  /// The status of a run's verdict (``RunVerdict``).
  init(_ verdict: RunVerdict) {
    switch verdict {
    case .failed: self = .failure
    case .internalError: self = .internalError
    case .notJudged: self = .notJudged
    case .passed: self = .success
    }
  }

  var rawValue: Int32 {
    switch self {
    case .success: 0
    case .failure: 1
    case .usage: 2
    case .notJudged: 3
    case .internalError: 4
    case .interrupted(let signal): 128 + signal
    }
  }
}

/// A formatted count: `12 345`.
func formatted(_ value: Double, decimals: Int = 0) -> String {
  String(format: "%.\(decimals)f", value)
}
