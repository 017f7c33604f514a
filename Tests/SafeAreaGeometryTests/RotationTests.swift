import SafeAreaGeometry
import Testing

@Suite("Quarter-turn rotation")
struct RotationTests {
  let screen = Size(width: 402, height: 874)

  @Test func clockwiseCarriesTheTopEdgeToTheRight() {
    let insets = EdgeInsets(top: 62, left: 1, bottom: 34, right: 2)
    #expect(insets.rotated(by: .clockwise) == EdgeInsets(top: 1, left: 34, bottom: 2, right: 62))
    let topLeft = Point(x: 0, y: 0).rotated(by: .clockwise, in: screen)
    #expect(topLeft == Point(x: 874, y: 0))
  }

  @Test(arguments: QuarterTurn.allCases)
  func inverseUndoesEveryRotation(turn: QuarterTurn) {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    let rotated = rect.rotated(by: turn, in: screen)
    #expect(rotated.rotated(by: turn.inverse, in: screen.rotated(by: turn)) == rect)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.rotated(by: turn).rotated(by: turn.inverse) == insets)
    #expect(turn.followed(by: turn.inverse) == .identity)
  }

  @Test(arguments: QuarterTurn.allCases)
  func safeRegionCommutesWithRotation(turn: QuarterTurn) throws {
    let insets = EdgeInsets(top: 62, left: 3, bottom: 34, right: 7)
    let region = try SafeRegion(screen: screen, insets: insets)
    let rotatedInputs = try SafeRegion(
      screen: screen.rotated(by: turn), insets: insets.rotated(by: turn))
    let frame = try #require(region.frame)
    #expect(rotatedInputs.frame == frame.rotated(by: turn, in: screen))
    #expect(region.rotated(by: turn) == rotatedInputs)
  }

  @Test(arguments: QuarterTurn.allCases)
  func pixelRectRotationMatchesPointRotation(turn: QuarterTurn) {
    let container = PixelSize(width: 1206, height: 2622)
    let rect = PixelRect(x: 0, y: 186, width: 1206, height: 2334)
    let rotated = rect.rotated(by: turn, in: container)
    let viaPoints = rect.rect.rotated(
      by: turn, in: Size(width: Double(container.width), height: Double(container.height)))
    #expect(rotated.rect == viaPoints)
  }

  @Test func orientationRotationsCompose() {
    for from in Orientation.allCases {
      for to in Orientation.allCases {
        #expect(
          from.rotationFromPortrait.followed(by: from.rotation(to: to)) == to.rotationFromPortrait)
      }
    }
    #expect(QuarterTurn(turns: -1) == .counterclockwise)
    #expect(QuarterTurn(turns: Int.min) == .identity)
  }
}
