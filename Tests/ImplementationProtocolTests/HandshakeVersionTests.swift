import SafeAreaInvariants
import Testing

@testable import ImplementationProtocol

/// What each protocol version carries, from the functions' declarations,
/// and how much of a line a message quotes: the first 120 bytes (with `…`
/// when there is more), and the first 200 searched for a library's log.
@Suite("Handshake versions and quotes")
struct HandshakeVersionTests {
  @Test func versionOneIsTheFunctionsDeclaredForIt() {
    #expect(
      Handshake.functions == EngineFunction.allCases.filter { $0.declaration.wire?.version == 1 })
    #expect(Handshake.functions.map(\.rawValue).contains("clipRect"))
    #expect(!Handshake.functions.map(\.rawValue).contains("hostFrame"))
  }

  /// "N adds ... to the functions of N - 1", for each version after the
  /// first: only what that version added.
  @Test func eachVersionSaysWhatItAdds() {
    let expected = (2...Handshake.protocolVersion).map { version in
      let added = EngineFunction.allCases.filter { $0.declaration.wire?.version == version }
      return "\(version) adds \(added.map(\.rawValue).joined(separator: ", ")) to the functions of "
        + "\(version - 1)"
    }
    #expect(Handshake.additions == expected.joined(separator: ", "))
    #expect(Handshake.additions.hasPrefix("2 adds hostFrame to the functions of 1"))
  }

  @Test func theNewestVersionIsTheNewestDeclared() {
    let newest = EngineFunction.allCases.compactMap(\.declaration.wire?.version).max()
    #expect(Handshake.protocolVersion == newest)
    #expect(Handshake.protocolVersion >= 3)
  }

  @Test(arguments: [119, 120, 121, 300])
  func aQuoteIsTheFirst120Bytes(length: Int) {
    let line = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    let quoted = String(decoding: line.prefix(120), as: UTF8.self)
    #expect(preview(line) == "'" + quoted + (length > 120 ? "…" : "") + "'")
  }

  /// "raylib" ending at byte 200 is seen; ending at byte 201 it is not.
  @Test(arguments: [(194, true), (195, false)])
  func theFirst200BytesAreSearchedForALog(padding: Int, seen: Bool) {
    let line = Array((String(repeating: "x", count: padding) + "raylib").utf8)[...]
    let message = Handshake.notAHandshake(line, "is not JSON")
    #expect(message.contains("Likely cause: raylib's log") == seen, "\(message)")
  }
}
