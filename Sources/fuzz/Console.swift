import Foundation

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
    let handle = json ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data((line + "\n").utf8))
  }

  /// Text skipped with `--quiet`.
  func detail(_ line: String) {
    if !quiet { say(line) }
  }

  /// An error line on stderr.
  func error(_ line: String) {
    clearProgress()
    FileHandle.standardError.write(Data(("fuzz: " + line + "\n").utf8))
  }

  /// A progress line rewritten in place; only on a terminal.
  func progress(_ line: String) {
    guard progressEnabled else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
  }

  func clearProgress() {
    guard progressEnabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }

  /// The JSON summary on stdout.
  func emitJSON(_ data: Data) {
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
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
  /// Stopped by a signal (the report is marked interrupted): 128 + signal.
  case interrupted(by: Int32)

  var rawValue: Int32 {
    switch self {
    case .success: 0
    case .failure: 1
    case .usage: 2
    case .interrupted(let signal): 128 + signal
    }
  }
}

/// `SIGINT`, `SIGTERM`, or `signal N`.
func signalName(_ number: Int32) -> String {
  switch number {
  case SIGINT: "SIGINT"
  case SIGTERM: "SIGTERM"
  default: "signal \(number)"
  }
}

/// A formatted count: `12 345`.
func formatted(_ value: Double, decimals: Int = 0) -> String {
  String(format: "%.\(decimals)f", value)
}
