import SafeAreaGeometry
import Testing

@Suite("Host frame plan, clip rect and pointer")
struct HostTests {
  let region = PixelRect(x: 0, y: 186, width: 1206, height: 2334)

  @Test func planClearsBeforeScissorAndTranslatesByTheOrigin() throws {
    let plan = try HostFramePlan(device: .iPhone16Pro, orientation: .portrait)
    #expect(plan.region == region)
    #expect(
      plan.commands == [
        .clearBackground,
        .beginScissor(region),
        .pushMatrix,
        .translate(x: 0, y: 186),
        .drawScene(SceneMetrics(screen: PixelSize(width: 1206, height: 2334), scale: .x3)),
        .popMatrix,
        .endScissor,
      ])
  }

  @Test func emptyRegionOnlyClears() {
    let plan = HostFramePlan(screen: PixelSize(width: 10, height: 10), region: nil, scale: .x1)
    #expect(plan.commands == [.clearBackground])
    let outside = HostFramePlan(
      screen: PixelSize(width: 10, height: 10), region: PixelRect(x: 20, y: 0, width: 5, height: 5),
      scale: .x1)
    #expect(outside.commands == [.clearBackground])
  }

  @Test func regionStickingOutOfTheScreenIsClipped() {
    let plan = HostFramePlan(
      screen: PixelSize(width: 10, height: 10),
      region: PixelRect(x: 5, y: -5, width: 50, height: 50),
      scale: .x1)
    #expect(plan.region == PixelRect(x: 5, y: 0, width: 5, height: 10))
  }

  @Test func clipRectOffsetsThenIntersects() {
    #expect(
      region.clipRect(forSceneBox: PixelRect(x: 10, y: -100, width: 50, height: 150))
        == PixelRect(x: 10, y: 186, width: 50, height: 50))
    #expect(region.clipRect(forSceneBox: PixelRect(x: 0, y: 2334, width: 10, height: 10)) == nil)
    #expect(region.clipRect(forSceneBox: PixelRect(x: 0, y: 0, width: -10, height: 10)) == nil)
    #expect(
      region.clipRect(forSceneBox: PixelRect(x: Int.max, y: Int.max, width: Int.max, height: 1))
        == nil)
  }

  @Test func pointerMappingMovesEveryTouchAndInverts() {
    let touches = [Point(x: 600, y: 1500), Point(x: 10, y: 190), Point(x: 0.5, y: 186.25)]
    let mapped = region.sceneCoordinates(of: touches)
    #expect(mapped == [Point(x: 600, y: 1314), Point(x: 10, y: 4), Point(x: 0.5, y: 0.25)])
    for (touch, scenePoint) in zip(touches, mapped) {
      #expect(region.screenCoordinates(of: scenePoint) == touch)
    }
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(region.sceneCoordinates(of: region.screenCoordinates(of: rect)) == rect)
  }
}
