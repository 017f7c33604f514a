import SafeAreaGeometry
import Testing

@testable import ImplementationProtocol

/// The wire's edges: how deep a line may nest, the space around a value,
/// and each host command as the served engine writes it, with every field
/// distinct so an exchanged pair shows.
@Suite("Wire bounds")
struct WireBoundsTests {
  static func nested(_ depth: Int) -> [UInt8] {
    Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
  }

  /// 32 levels are the most a line may nest (``WireParser/maximumDepth``).
  @Test func thirtyTwoLevelsAndNoMore() throws {
    #expect(throws: Never.self) { try WireValue.parse(Self.nested(32)) }
    #expect {
      try WireValue.parse(Self.nested(33))
    } throws: { error in
      String(describing: error).contains("at most 32 levels")
    }
  }

  @Test(arguments: ["[1] ", " [1]", "\t[1]\r", "[ 1 , 2 ]  "])
  func spaceAroundAValueIsAllowed(line: String) throws {
    let value = try WireValue.parse(Array(line.utf8))
    #expect(value != .null)
  }

  @Test(arguments: ["[1] x", "[1]]", "1 2"])
  func anythingElseAfterTheValueIsRefused(line: String) {
    #expect {
      try WireValue.parse(Array(line.utf8))
    } throws: { error in
      String(describing: error).contains("the end of the line")
    }
  }

  @Test func hostCommandsAsTheServedEngineWritesThem() {
    #expect(
      HostFramePlan.command(.beginScissor(PixelRect(x: 1, y: 2, width: 3, height: 4)))
        == #"["beginScissor",1,2,3,4]"#)
    #expect(
      HostFramePlan.command(
        .drawScene(SceneMetrics(screen: PixelSize(width: 640, height: 1136), scale: .x2)))
        == #"["drawScene",640,1136]"#)
    #expect(HostFramePlan.command(.translate(x: -5, y: 7)) == #"["translate",-5,7]"#)
  }
}
