// Policy: command-line tests run the real executables, built by SwiftPM next
// to the test bundle because the test targets depend on them. Test support
// only: this target is never a product.

import Foundation
import Testing

/// What a finished process left behind.
public struct ExecutableOutcome: Sendable {
  /// The exit status (or the signal number plus 128, as a shell reports).
  public var status: Int32
  /// Everything written to standard output.
  public var output: String
  /// Everything written to standard error.
  public var errors: String
}

/// Runs an executable of this package built beside the test bundle.
///
/// - Parameters:
///   - name: the executable target's name (`fuzz`, `track`).
///   - arguments: its arguments.
///   - directory: the working directory, or the current one.
///   - environment: variables to set (or replace) in the process's
///     environment, which is otherwise the test's.
///   - sourceLocation: where a missing executable is reported.
///   - signal: a signal to send the process once it has written its
///     first line to standard output (to test how it stops; a tool that
///     handles signals installs its handlers before it prints), or `nil`.
///     Policy: the signal point is an event of the process's own, not a
///     delay, which a loaded machine can make land before the handlers or
///     after the run.
///   - input: written to the process's standard input, which is then
///     closed; `nil` leaves the test's own stdin.
public func runBuiltExecutable(
  _ name: String, _ arguments: [String], in directory: String? = nil,
  environment: [String: String] = [:],
  signal: Int32? = nil, input: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ExecutableOutcome {
  let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let executable = binaries.appendingPathComponent(name)
  try #require(
    FileManager.default.isExecutableFile(atPath: executable.path),
    "\(name) not built at \(executable.path)", sourceLocation: sourceLocation)
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  // The tool's own temporary files go to this run's folder too.
  process.environment = ProcessInfo.processInfo.environment.merging(
    ["TMPDIR": TestScratch.folder].merging(environment) { $1 }
  ) { $1 }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  let standardInput = input.map { _ in Pipe() }
  if let standardInput { process.standardInput = standardInput }
  try process.run()
  if let input, let standardInput {
    // A process that exits without reading must not end the tests.
    _ = Foundation.signal(SIGPIPE, SIG_IGN)
    // From another thread: a large input must not block this one before
    // it reads the output.
    DispatchQueue.global().async {
      try? standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? standardInput.fileHandleForWriting.close()
    }
  }
  // Read both pipes before waiting, so a chatty process cannot fill one and
  // block forever.
  let errorData = DataBox()
  let reading = DispatchGroup()
  DispatchQueue.global().async(group: reading) {
    errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
  }
  var outputData = Data()
  var signal = signal
  while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
    outputData += chunk
    if let pending = signal, chunk.contains(UInt8(ascii: "\n")) {
      _ = kill(process.processIdentifier, pending)
      signal = nil
    }
  }
  reading.wait()
  process.waitUntilExit()
  let status =
    process.terminationReason == .uncaughtSignal
    ? 128 + process.terminationStatus : process.terminationStatus
  return ExecutableOutcome(
    status: status, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData.data, as: UTF8.self))
}

// Written by one reader thread, read only after `DispatchGroup.wait()`.
private final class DataBox: @unchecked Sendable {
  var data = Data()
}

/// A fresh, empty directory in this test run's folder (``TestScratch``).
public func makeTemporaryDirectory(prefix: String) throws -> String {
  let path = TestScratch.folder + "/\(prefix)-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
