import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Host frame plan")
struct HostPlanTests {
  @Test("an overshooting scene never leaves the safe region", arguments: deviceFrames)
  func overshootStaysInside(device: Device, orientation: Orientation) throws {
    let scene = OvershootScene(overshoot: 80)
    let (canvas, plan) = try render(scene, on: device, in: orientation)
    expectBands(of: canvas.framebuffer, outside: plan.region, hold: hostClear)
    let region = try #require(plan.region)
    // The overshoot reaches every edge of the region, so the scissor, not
    // the scene, is what keeps the bands clean.
    #expect(canvas.framebuffer[x: region.minX, y: region.minY] == scene.color)
    #expect(canvas.framebuffer[x: region.maxX - 1, y: region.maxY - 1] == scene.color)
  }

  @Test("a scene's own clear leaves the bands as they were")
  func sceneClearKeepsBands() throws {
    let device = atScaleOne(.iPhone16Pro)
    let plan = try HostFramePlan(device: device, orientation: .portrait)
    let region = try #require(plan.region)
    var canvas = try Canvas(size: plan.screen, color: .gold)
    // Skip the host's full clear: the bands must keep the gold they held.
    let withoutHostClear = plan.commands.filter { $0 != .clearBackground }
    try canvas.execute(withoutHostClear, clearColor: hostClear, scene: LifeScene(seed: 1))
    expectBands(of: canvas.framebuffer, outside: region, hold: .gold)
    #expect(!canvas.framebuffer.allPixels(in: region, are: .gold))
  }

  @Test(
    "the host's full clear leaves no stale pixel after a rotation",
    arguments: [Device.iPhone16Pro, .iPhoneX, .iPhone12Mini])
  func rotationLeavesNoStalePixels(device: Device) throws {
    let device = atScaleOne(device)
    let portrait = try HostFramePlan(device: device, orientation: .portrait)
    let landscape = try HostFramePlan(device: device, orientation: .landscapeLeft)
    let scene = OvershootScene(overshoot: 60, background: .rayWhite, color: .maroon)
    var canvas = try Canvas(size: portrait.screen, color: .gold)
    try canvas.execute(portrait, clearColor: hostClear, scene: scene)
    try canvas.framebuffer.reshape(to: landscape.screen)
    // Before the landscape frame the old portrait content sits in the new
    // bands (otherwise this test could not fail).
    #expect(!canvas.framebuffer.allPixels(outside: landscape.region, are: hostClear))
    let stale = canvas
    try canvas.execute(landscape, clearColor: hostClear, scene: scene)
    expectBands(of: canvas.framebuffer, outside: landscape.region, hold: hostClear)

    // The scissored clear alone (the bug) leaves the stale bands in place.
    var buggy = stale
    try buggy.execute(
      landscape.commands.filter { $0 != .clearBackground }, clearColor: hostClear, scene: scene)
    #expect(!buggy.framebuffer.allPixels(outside: landscape.region, are: hostClear))
  }

  @Test(
    "a marker drawn at a scene point lands at that point plus the region's origin",
    arguments: [
      (Device.iPhone16Pro, Orientation.portrait, Point(x: 200, y: 500)),
      (.iPhone16Pro, .landscapeLeft, Point(x: 437.5, y: 200.25)),
      (.iPhone16Pro, .portrait, Point(x: 1, y: 63)),
      (.iPhoneX, .landscapeRight, Point(x: 50, y: 10)),
      (.iPadPro11, .portrait, Point(x: 700, y: 1100)),
    ])
  func pointerAndDrawingAgree(device: Device, orientation: Orientation, touch: Point) throws {
    let device = atScaleOne(device)
    let plan = try HostFramePlan(device: device, orientation: orientation)
    let region = try #require(plan.region)
    let scenePoint = region.sceneCoordinates(of: touch)
    let scene = TouchTrailScene(points: [scenePoint], radius: 2)
    var canvas = try Canvas(size: plan.screen)
    try canvas.execute(plan, clearColor: hostClear, scene: scene)
    let pixelX = Int(touch.x.rounded(.down))
    let pixelY = Int(touch.y.rounded(.down))
    #expect(canvas.framebuffer[x: pixelX, y: pixelY] == scene.markerColor)
    // The same point left in screen coordinates lands one origin away.
    var wrong = try Canvas(size: plan.screen)
    try wrong.execute(
      plan, clearColor: hostClear, scene: TouchTrailScene(points: [touch], radius: 2))
    if region.x != 0 || region.y != 0 {
      #expect(wrong.framebuffer[x: pixelX, y: pixelY] != scene.markerColor)
    }
  }

  @Test("a clip-box scene intersects its box with the region and restores the scissor")
  func clipBox() throws {
    let device = atScaleOne(.iPhone16Pro)
    let plan = try HostFramePlan(device: device, orientation: .portrait)
    let region = try #require(plan.region)
    // The box starts above the scene, so offset into the screen it would
    // reach into the status bar if it replaced the region instead.
    let box = PixelRect(x: 20, y: -40, width: 100, height: 90)
    let scene = ClipBoxScene(box: box)
    var canvas = try Canvas(size: plan.screen)
    let upToScene = plan.commands.prefix { if case .drawScene = $0 { false } else { true } }
    try canvas.execute(
      upToScene + [plan.commands[upToScene.count]], clearColor: hostClear,
      scene: scene)
    #expect(canvas.scissor == region)
    let expected = try #require(region.clipRect(forSceneBox: box))
    #expect(expected == PixelRect(x: 20, y: 62, width: 100, height: 50))
    #expect(canvas.framebuffer.allPixels(in: expected, are: scene.color))
    #expect(count(scene.color, in: region, of: canvas.framebuffer) == 100 * 50)
    expectBands(of: canvas.framebuffer, outside: region, hold: hostClear)
  }

  @Test("a clip box that misses the region draws nothing in it")
  func clipBoxMisses() throws {
    let device = atScaleOne(.iPhone16Pro)
    let plan = try HostFramePlan(device: device, orientation: .portrait)
    let region = try #require(plan.region)
    let scene = ClipBoxScene(box: PixelRect(x: 0, y: -80, width: 50, height: 30))
    var canvas = try Canvas(size: plan.screen)
    try canvas.execute(plan, clearColor: hostClear, scene: scene)
    #expect(canvas.framebuffer.allPixels(in: region, are: scene.background))
    expectBands(of: canvas.framebuffer, outside: region, hold: hostClear)
    #expect(canvas.scissor == nil)
    #expect(canvas.matrixDepth == 0)
  }

  @Test("the automaton and Life scenes stay inside the region", arguments: deviceFrames)
  func gridsStayInside(device: Device, orientation: Orientation) throws {
    let (automaton, plan) = try render(AutomatonScene(rule: 90), on: device, in: orientation)
    expectBands(of: automaton.framebuffer, outside: plan.region, hold: hostClear)
    let (life, _) = try render(LifeScene(seed: 42), on: device, in: orientation)
    expectBands(of: life.framebuffer, outside: plan.region, hold: hostClear)
  }

  @Test("a plan for another screen size is refused before drawing")
  func screenMismatch() throws {
    let plan = try HostFramePlan(device: atScaleOne(.iPhone16Pro), orientation: .portrait)
    var canvas = try Canvas(size: PixelSize(width: 874, height: 402), color: .gold)
    #expect(
      throws: RasterError.planScreenMismatch(
        plan: plan.screen, framebuffer: PixelSize(width: 874, height: 402))
    ) {
      try canvas.execute(plan, clearColor: hostClear, scene: LifeScene(seed: 1))
    }
    expectBands(of: canvas.framebuffer, outside: nil, hold: .gold)
  }

  @Test("an empty region plan only clears")
  func emptyRegion() throws {
    let plan = HostFramePlan(
      screen: PixelSize(width: 10, height: 10), region: nil, scale: .x1)
    var canvas = try Canvas(size: plan.screen, color: .gold)
    try canvas.execute(plan, clearColor: hostClear, scene: OvershootScene())
    expectBands(of: canvas.framebuffer, outside: nil, hold: hostClear)
  }

  @Test("a mutated plan that pops first is a typed error, not a trap")
  func popFirst() throws {
    var canvas = try Canvas(size: PixelSize(width: 10, height: 10))
    #expect(throws: RasterError.matrixStackUnderflow) {
      try canvas.execute([.popMatrix], clearColor: hostClear, scene: OvershootScene())
    }
    #expect(throws: RasterError.self) {
      try canvas.execute(
        [.beginScissor(PixelRect(x: 0, y: 0, width: -5, height: 5))], clearColor: hostClear,
        scene: OvershootScene())
    }
  }

  @Test("scene metrics larger than any framebuffer are refused")
  func hugeMetrics() throws {
    var canvas = try Canvas(size: PixelSize(width: 10, height: 10))
    let metrics = SceneMetrics(screen: PixelSize(width: Int.max, height: 5), scale: .x1)
    #expect(throws: RasterError.self) {
      try LifeScene(seed: 1).draw(into: &canvas, metrics: metrics)
    }
    #expect(throws: RasterError.self) {
      try AutomatonScene().draw(into: &canvas, metrics: metrics)
    }
  }
}
