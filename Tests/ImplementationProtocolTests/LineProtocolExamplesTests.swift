import Foundation
import ImplementationProtocol
import Testing

/// LineProtocol.md is the protocol's specification, and its examples are
/// exchanges with the served engine: every request line in a `json` block
/// of the page, followed by its response line, must be what
/// `fuzz serve-engine` answers, byte for byte, so the page cannot drift
/// from the engine it describes.
@Suite("LineProtocol.md's examples")
struct LineProtocolExamplesTests {
  /// The page, read from the source tree.
  static func page() throws -> String {
    let here = URL(fileURLWithPath: #filePath)
    let path = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/ImplementationProtocol/ImplementationProtocol.docc/LineProtocol.md")
    return try String(contentsOf: path, encoding: .utf8)
  }

  /// Each request line of the page's `json` blocks with the line after it.
  static func exchanges(in page: String) -> [(request: String, response: String)] {
    var exchanges: [(String, String)] = []
    var inBlock = false
    var lines: [String] = []
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if inBlock {
          var index = 0
          while index + 1 < lines.count {
            if lines[index].contains("\"fn\":") {
              exchanges.append((lines[index], lines[index + 1]))
              index += 2
            } else {
              index += 1
            }
          }
          lines = []
        }
        inBlock = line == "```json"
        continue
      }
      if inBlock { lines.append(String(line)) }
    }
    return exchanges
  }

  @Test func everyExampleIsWhatTheServedEngineAnswers() throws {
    let exchanges = Self.exchanges(in: try Self.page())
    // Every function of the newest protocol has examples, and there are many.
    #expect(exchanges.count >= 40, "\(exchanges.count) examples")
    for function in Handshake.functions(ofVersion: Handshake.protocolVersion) {
      #expect(
        exchanges.contains { $0.request.contains("\"fn\":\"\(function.rawValue)\"") },
        "no example of \(function.rawValue)")
    }
    let server = EngineServer()
    for (request, response) in exchanges {
      #expect(server.respond(to: Array(request.utf8)) == response, "\(request)")
    }
  }

  @Test func theTableMapsARuleOfEveryFunctionToAProperty() throws {
    let page = try Self.page()
    let table =
      page.components(separatedBy: "## Rules and the properties that check them").last
      ?? ""
    for function in Handshake.functions(ofVersion: Handshake.protocolVersion) {
      #expect(table.contains("| `\(function.rawValue)` |"), "\(function.rawValue)")
    }
  }
}
