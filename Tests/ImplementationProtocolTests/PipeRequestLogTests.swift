import ExecutableTesting
import Foundation
import SafeAreaInvariants
import Testing

@testable import ImplementationProtocol

/// The requests the pipe client writes, as the program logs them: ids from
/// 1 up, one more a request whether sent alone or in a batch, each line a
/// whole request; a batch larger than one write (32 KiB) sent whole; and a
/// batch's answers used only until the next batch starts. The program
/// answers each request with its own id, so a stale answer shows.
@Suite("Pipe client requests, logged by the program")
struct PipeRequestLogTests {
  static let clipRect = EngineFunction(\.clipRect)

  /// A program that appends each request to `log` and answers its id.
  static func program(in directory: String) throws -> (command: String, log: String) {
    let log = directory + "/requests.log"
    let script = """
      printf '{"protocol":1,"provides":["clipRect"]}\\n'
      while read -r line; do
        printf '%s\\n' "$line" >>'\(log)'
        id=${line#*\\"id\\":}; id=${id%%,*}
        printf '{"id":%s,"result":%s}\\n' "$id" "$id"
      done
      """
    let path = directory + "/logging.sh"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return ("sh " + path, log)
  }

  static func lines(_ log: String) -> [String] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }

  static func request(_ id: Int, _ arguments: String) -> String {
    #"{"id":\#(id),"fn":"clipRect","args":\#(arguments)}"#
  }

  @Test func idsCountFromOneAloneAndInBatches() throws {
    let directory = try makeTemporaryDirectory(prefix: "pipe-log")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (command, log) = try Self.program(in: directory)
    let pipe = PipeImplementation(command: command, timeout: .seconds(10))
    defer { pipe.stop() }
    #expect(pipe.call(Self.clipRect, arguments: #"{"a":1}"#) == .result(.int(1)))
    #expect(pipe.call(Self.clipRect, arguments: #"{"a":2}"#) == .result(.int(2)))
    pipe.batch {
      for a in 3...5 { _ = pipe.call(Self.clipRect, arguments: #"{"a":\#(a)}"#) }
    }
    #expect(Self.lines(log) == (1...5).map { Self.request($0, #"{"a":\#($0)}"#) })
    // The batch's answers, without another request.
    #expect(pipe.call(Self.clipRect, arguments: #"{"a":4}"#) == .result(.int(4)))
    #expect(Self.lines(log).count == 5)
    #expect(pipe.starts == 1)
  }

  /// An answer of one batch is not used after the next batch begins: the
  /// call goes to the program again.
  @Test func aBatchsAnswersLastUntilTheNextBatch() throws {
    let directory = try makeTemporaryDirectory(prefix: "pipe-log")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (command, _) = try Self.program(in: directory)
    let pipe = PipeImplementation(command: command, timeout: .seconds(10))
    defer { pipe.stop() }
    pipe.batch { _ = pipe.call(Self.clipRect, arguments: #"{"a":1}"#) }
    pipe.batch { _ = pipe.call(Self.clipRect, arguments: #"{"b":1}"#) }
    #expect(pipe.call(Self.clipRect, arguments: #"{"a":1}"#) == .result(.int(3)))
  }

  /// 600 requests of about 130 bytes take three writes of at most 32 KiB
  /// and a bit; every one reaches the program, in order, before any is
  /// used.
  @Test func aBatchOfManyWritesIsSentWhole() throws {
    let directory = try makeTemporaryDirectory(prefix: "pipe-log")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (command, log) = try Self.program(in: directory)
    let pipe = PipeImplementation(command: command, timeout: .seconds(10))
    defer { pipe.stop() }
    let padding = String(repeating: "x", count: 80)
    let arguments = (1...600).map { #"{"n":\#($0),"pad":"\#(padding)"}"# }
    pipe.batch {
      for text in arguments { _ = pipe.call(Self.clipRect, arguments: text) }
    }
    #expect(Self.lines(log) == arguments.enumerated().map { Self.request($0 + 1, $1) })
    #expect(pipe.call(Self.clipRect, arguments: arguments[599]) == .result(.int(600)))
  }
}
