import Foundation

/// Messages to the terminal: stdout for results, stderr for problems.
enum Console {
  /// Prints a line to stdout.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Prints a line to stderr, prefixed with the tool's name.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data(("coverage-fuzz: " + line + "\n").utf8))
  }
}
