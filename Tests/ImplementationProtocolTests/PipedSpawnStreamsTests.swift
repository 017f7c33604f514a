import Foundation
import ImplementationProtocol
import Testing

/// Where a spawned child's streams go: stdout to ``PipedChild/output``,
/// stderr to ``PipedChild/errors`` when captured and otherwise to the
/// harness's own stderr, and an environment given replaces the harness's.
@Suite("Piped spawn streams")
struct PipedSpawnStreamsTests {
  /// Runs `script` under `/bin/sh` and returns its stdout and (when
  /// captured) stderr, after it exits.
  static func run(
    _ script: String, environment: [String]? = nil, capturingErrors: Bool = false
  ) throws -> (output: String, errors: String?) {
    let child = try PipedSpawn.start(
      "/bin/sh", arguments: ["sh", "-c", script], environment: environment,
      capturingErrors: capturingErrors)
    close(child.input)
    let output = FileHandle(fileDescriptor: child.output, closeOnDealloc: true)
      .readDataToEndOfFile()
    let errors = child.errors.map {
      FileHandle(fileDescriptor: $0, closeOnDealloc: true).readDataToEndOfFile()
    }
    var status: Int32 = 0
    waitpid(child.pid, &status, 0)
    return (
      String(decoding: output, as: UTF8.self), errors.map { String(decoding: $0, as: UTF8.self) }
    )
  }

  @Test func capturedErrorsAreStderrNotStdout() throws {
    let (output, errors) = try Self.run("echo out; echo err >&2", capturingErrors: true)
    #expect(output == "out\n")
    #expect(errors == "err\n")
  }

  @Test func anEnvironmentGivenIsTheChildsWhole() throws {
    let (output, _) = try Self.run(
      #"echo "$GREETING/${HOME:-unset}""#, environment: ["GREETING=hello", "PATH=/usr/bin:/bin"])
    #expect(output == "hello/unset\n")
  }

  #if os(Linux)
    /// Not captured, the child's stderr is the harness's own.
    @Test func uncapturedErrorsGoWhereTheHarnessesGo() throws {
      let own = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
      let (output, _) = try Self.run("readlink /proc/self/fd/2")
      #expect(output == own + "\n")
    }
  #endif
}
