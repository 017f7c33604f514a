import ExecutableTesting
import Foundation
import SafeAreaInvariants
import Testing

@testable import ImplementationProtocol

/// The handshake explains itself: a first line that is not a handshake is
/// quoted with its likely cause and the fix, and an unknown version or
/// function name is told the known ones.
@Suite("Handshake messages")
struct HandshakeTests {
  /// The fault a first line gives.
  func fault(_ line: String) -> String {
    do {
      _ = try Handshake(line: Array(line.utf8)[...])
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func aHostThatPrintsRaylibsLogFirstIsToldTheCauseAndTheFix() throws {
    let directory = try makeTemporaryDirectory(prefix: "handshake")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(
      command: try HostileChild.raylibLog.write(in: directory), timeout: .seconds(5))
    defer { pipe.stop() }
    #expect {
      try pipe.start()
    } throws: { error in
      let message = "\(error)"
      return message.contains("wrote 'INFO: Initializing raylib 6.5-dev' as its first line")
        && message.contains("Likely cause: raylib's log, which raylib writes to stdout")
        && message.contains("SetTraceLogLevel(LOG_NONE) before InitWindow")
        && message.contains("dup2(2, 1)")
        && message.contains("The first line on stdout must be the handshake")
    }
  }

  @Test(
    "A first line that is not the handshake is named, with its likely cause",
    arguments: [
      ("hello from main()", "a print left in", "is not JSON"),
      ("RAYLIB STATIC 6.2.0.0 LOADED", "raylib's log", "is not JSON"),
      ("WARNING: GLFW: Error: 65544", "raylib's log", "is not JSON"),
      ("SDL_Init: video subsystem up", "SDL's log", "is not JSON"),
      (#"{"level":"info","msg":"starting"}"#, "a print left in", #"has no "protocol" version"#),
      ("[1, 2, 3]", "a print left in", "is not a JSON object"),
    ])
  func aFirstLineThatIsNotAHandshake(line: String, cause: String, problem: String) {
    let message = fault(line)
    #expect(message.contains("wrote '\(line)' as its first line, which \(problem)"), "\(message)")
    #expect(message.contains(cause), "\(message)")
    #expect(message.contains("Fix: "), "\(message)")
  }

  @Test func anUnknownVersionIsToldTheKnownOnes() {
    // One past the newest version, whichever that is.
    let unspoken = Handshake.protocolVersion + 1
    let message = fault(#"{"protocol":"# + "\(unspoken)" + #","provides":["clipRect"]}"#)
    #expect(message.contains("speaks protocol version \(unspoken)"), "\(message)")
    let known = (1...Handshake.protocolVersion).map(String.init).joined(separator: ", ")
    #expect(message.contains("known versions: \(known)"), "\(message)")
  }

  @Test func anUnknownFunctionIsToldTheKnownOnes() {
    let teleport = fault(#"{"protocol":2,"provides":["clipRect","teleport"]}"#)
    #expect(
      teleport.contains(
        "provides 'teleport', which is not a function of protocol 2 (known: safeFrame, "
          + "pixelFrame, clipRect, intoSafeRegion, belowSafeArea, hostPlan, automatonGrid, "
          + "lifeGrid, hostFrame)"), "\(teleport)")
    let early = fault(#"{"protocol":1,"provides":["hostFrame"]}"#)
    #expect(early.contains("it needs protocol 2"), "\(early)")
    #expect(!early.contains("lifeGrid, hostFrame"), "protocol 1 lists its own: \(early)")
    let layout = fault(#"{"protocol":4,"provides":["topBarLayout"]}"#)
    #expect(layout.contains("the protocol does not carry it"), "\(layout)")
    let poller = fault(#"{"protocol":3,"provides":["pollInsets"]}"#)
    #expect(poller.contains("it needs protocol 4"), "\(poller)")
    let number = fault(#"{"protocol":2,"provides":[7]}"#)
    #expect(number.contains("provides a non-string") && number.contains("(known: "), "\(number)")
  }

  @Test func aGoodHandshakeIsRead() throws {
    let handshake = try Handshake(
      line: Array(#"{"protocol":2,"name":"host","provides":["clipRect","hostFrame"]}"#.utf8)[...])
    #expect(handshake.version == 2)
    #expect(handshake.provides == [EngineFunction(\.clipRect), EngineFunction(\.hostFrame)])
    #expect(handshake.name == "host")
  }
}
