// Policy: pixel invariants render small frames (most screens are at most
// 96 px a side, sometimes a catalog device at 1x), so a case costs tens of
// microseconds; a failing case attaches a failure picture: the expected
// frame beside the actual one, the failing pixel circled, with a legend.

import Foundation
import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

extension InvariantSuite {
  static let clearColor = Color.black
  static let staleColor = Color.orange

  /// A host frame as the engine renders it: the implementation's own
  /// pixels when it renders for itself (`hostFrame`, pipe protocol 2), else
  /// the Canvas running the engine's plan, with the scene drawn from the
  /// engine's `clipRect` and `intoSafeRegion`; `nil` when the frame cannot
  /// be drawn (a refused command, or no frame of the screen's size).
  static func render(_ engine: Engine, _ request: HostFrameRequest) -> Framebuffer? {
    guard let hostFrame = engine.hostFrame else { return request.renderedByCanvas(engine: engine) }
    guard let frame = hostFrame(request), frame.size == request.screen else { return nil }
    return frame
  }

  /// Attaches the failure picture of a frame: `expected` beside it, the
  /// pixel the message names circled, and the broken rule in the legend.
  ///
  /// - Parameters:
  ///   - framebuffer: the frame as drawn.
  ///   - expected: the frame as it should be.
  ///   - region: the safe region.
  ///   - pixel: the failing pixel.
  ///   - expectation: the broken rule, in words.
  ///   - result: the case's result.
  static func attachFrame(
    _ framebuffer: Framebuffer, expected: Framebuffer?, region: PixelRect?,
    failingAt pixel: (x: Int, y: Int), expectation: String, to result: inout CheckResult
  ) {
    FrameDifference.attachPicture(
      actual: framebuffer, expected: expected, region: region, failingAt: pixel,
      expectation: expectation, to: &result)
  }

  /// Attaches the picture of a host frame whose bands should hold the clear
  /// colour; the expected frame is the same with every band pixel clear.
  static func attachBandFailure(
    _ framebuffer: Framebuffer, region: PixelRect?, failingAt pixel: (x: Int, y: Int),
    to result: inout CheckResult
  ) {
    attachFrame(
      framebuffer, expected: framebuffer.settingPixels(outside: region, to: clearColor),
      region: region, failingAt: pixel,
      expectation:
        "every pixel outside the safe area is the clear colour \(clearColor) or fills a whole band",
      to: &result)
  }

  /// No scene pixel lands outside the safe region, whatever the scene
  /// draws; the bands hold the clear colour after the frame, or a fill of
  /// a whole band (the host's own chrome, HostInvariants+Chrome.swift).
  static func hostSceneInsideRegion(_ engine: Engine) -> Property {
    let overshoot = Gen<Int>.int(in: 0...200)
    let input = Gen { choices in
      let scene = Domain.pixelScene.generate(&choices)
      let useClipBox = Gen<Bool>.bool.generate(&choices)
      let overshoot = overshoot.generate(&choices)
      return (
        scene: scene, useClipBox: useClipBox, overshoot: overshoot,
        box: Domain.sceneBox(in: scene.region ?? .zero, &choices)
      )
    }
    return Property(
      "host.sceneInsideRegion",
      summary:
        "after a host frame, every pixel outside the safe region is the clear colour or a "
        + "whole-band fill",
      generator: input,
      describe: {
        "\($0.scene); " + ($0.useClipBox ? "clip-box scene \($0.box)" : "overshoot \($0.overshoot)")
      },
      placements: .hostFrame
    ) { input, result in
      let scene: HostScene =
        input.useClipBox
        ? .clipBox(input.box, background: .rayWhite, color: .skyBlue)
        : .overshoot(input.overshoot, background: .rayWhite, color: .maroon)
      let framebuffer = render(
        engine,
        HostFrameRequest(
          screen: input.scene.screen, region: input.scene.region, previous: staleColor,
          clear: clearColor, scene: scene))
      result.classify(input.scene.region == nil, "empty region")
      result.classify(input.useClipBox, "clip-box scene")
      guard let framebuffer else {
        result.fail("the host frame could not be executed")
        return
      }
      if let pixel = framebuffer.firstPixelBreakingChromeRule(
        outside: input.scene.region, clear: clearColor, stale: staleColor)
      {
        result.fail(
          "pixel (\(pixel.x), \(pixel.y)) outside the region is \(pixel.found)"
            + (pixel.found == Canvas.chromeColor
              ? " (the host's own chrome, not a whole-band fill)" : ""))
        attachBandFailure(
          framebuffer, region: input.scene.region, failingAt: (pixel.x, pixel.y), to: &result)
      }
    }
  }

  /// After a rotation the bands hold the clear colour: nothing of the
  /// previous orientation's frame survives.
  static func hostNoStaleBands(_ engine: Engine) -> Property {
    let input = Domain.pixelScene.zip(Gen<Int>.int(in: 0...3))
    return Property(
      "host.noStaleBands",
      summary: "after a rotation, the bands hold the clear colour (no stale pixels)",
      generator: input, describe: { "\($0.0), rotated \($0.1) quarter turns" },
      placements: .turnedHostFrame
    ) { input, result in
      let (scene, turns) = input
      let turn = QuarterTurn(turns: turns)
      // The previous frame: the scene drawn everywhere, as the gallery's
      // cards were, before the screen turned.
      let screen = scene.screen.rotated(by: turn)
      let region = scene.region?.rotated(by: turn, in: scene.screen)
      result.label(turn.swapsAxes ? "quarter turn" : "half or no turn")
      guard
        let framebuffer = render(
          engine,
          HostFrameRequest(
            screen: screen, region: region, previous: staleColor, clear: clearColor,
            scene: .overshoot(0, background: .rayWhite, color: .maroon)))
      else {
        result.fail("the host frame could not be executed")
        return
      }
      if let pixel = framebuffer.firstPixelBreakingChromeRule(
        outside: region, clear: clearColor, stale: staleColor)
      {
        result.fail("band pixel (\(pixel.x), \(pixel.y)) is \(pixel.found) after the rotation")
        attachBandFailure(framebuffer, region: region, failingAt: (pixel.x, pixel.y), to: &result)
      }
    }
  }

  /// A marker drawn at the mapped touch lights the screen pixel under the
  /// finger, for every touch.
  static func pointerDrawingAgrees(_ engine: Engine) -> Property {
    let input = Domain.pixelScene.flatMap { scene -> Gen<(PixelScene, [Point])> in
      let region = scene.region ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
      let x = Gen<Int>.int(in: 0...Swift.max(0, region.width - 1))
      let y = Gen<Int>.int(in: 0...Swift.max(0, region.height - 1))
      let touch = x.zip(y).map {
        Point(x: Double(region.x + $0.0) + 0.5, y: Double(region.y + $0.1) + 0.5)
      }
      return touch.array(count: 1...4).map { (scene, $0) }
    }
    return Property(
      "pointer.drawingAgrees",
      summary: "a marker at the mapped touch lights the pixel under every finger",
      generator: input, describe: { "\($0.0), touches \($0.1)" },
      placements: .touchedHostFrame
    ) { input, result in
      let (scene, touches) = input
      guard let region = scene.region else {
        result.discard()
        return
      }
      result.classify(touches.count > 1, "multi-touch")
      result.classify(region.x != 0 || region.y != 0, "offset region")
      let marker = TouchTrailScene(points: []).markerColor
      guard
        let framebuffer = render(
          engine,
          HostFrameRequest(
            screen: scene.screen, region: region, previous: staleColor, clear: clearColor,
            scene: .touches(
              touches, radius: 0.75, background: .rayWhite, trail: .rayWhite, marker: marker)))
      else {
        result.fail("the host frame could not be executed")
        return
      }
      for touch in touches {
        let x = Int(touch.x.rounded(.down))
        let y = Int(touch.y.rounded(.down))
        if framebuffer[x: x, y: y] != marker {
          // Policy: the message names both functions a marker passes
          // through, since either may be the host's own (inside hostFrame).
          let pixel = framebuffer[x: x, y: y].map(String.init(describing:)) ?? "off screen"
          result.fail(
            "no marker under the touch at (\(x), \(y)) (the pixel is \(pixel)): the marker is "
              + "drawn where intoSafeRegion maps the touch into the scene and the frame's "
              + "translation maps it back; for a program that answers hostFrame both are its own, "
              + "so one of them is off")
          attachFrame(
            framebuffer, expected: framebuffer.settingPixel(x: x, y: y, to: marker),
            region: region, failingAt: (x, y),
            expectation: "the pixel under every touch shows the marker colour \(marker)",
            to: &result)
          return
        }
      }
    }
    // About one case in six has no region and is discarded: a quota 24%
    // above the default (6/5 of it, and a margin) keeps the judged cases
    // above the default, whatever the default is.
    .withQuota(Property.defaultQuota / 100 * 124)
  }
}

/// The clip-box scene with the engine's `clipRect`, so a mutant clip shows in
/// the pixels. It mirrors `ClipBoxScene` (which always uses the real
/// function): read the host's scissor, clip the box to it, draw a shape three
/// times the box's size, restore the host's scissor.
struct EngineClipBoxScene: Scene {
  let box: PixelRect
  let clipRect: @Sendable (PixelRect, PixelRect) -> PixelRect?
  var background = Color.rayWhite
  var color = Color.skyBlue

  func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    canvas.clear(background)
    let hostScissor = canvas.scissor
    guard let clip = clipRect(box, hostScissor ?? canvas.framebuffer.bounds) else { return }
    // A mutant's clip may have a negative extent; GL refuses it and keeps
    // the host's scissor, and so does the canvas.
    try? canvas.beginScissor(clip)
    let area = box.rect
    canvas.fillRectangle(
      Rect(
        x: area.minX - area.width, y: area.minY - area.height, width: area.width * 3,
        height: area.height * 3), color: color)
    if let hostScissor {
      try canvas.beginScissor(hostScissor)
    } else {
      canvas.endScissor()
    }
  }
}

/// A ``HostScene`` drawn on the Canvas with an engine's functions: the
/// clip box clipped by its `clipRect`, the touches mapped by its
/// `intoSafeRegion`, so a mutant's mistake shows in the pixels.
struct EngineHostScene: Scene {
  let scene: HostScene
  let region: PixelRect?
  let engine: Engine

  func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    switch scene {
    case .overshoot(let overshoot, let background, let color):
      try OvershootScene(overshoot: overshoot, background: background, color: color)
        .draw(into: &canvas, metrics: metrics)
    case .clipBox(let box, let background, let color):
      try EngineClipBoxScene(
        box: box, clipRect: engine.clipRect, background: background, color: color
      ).draw(into: &canvas, metrics: metrics)
    case .touches(let touches, let radius, let background, let trail, let marker):
      let mapped = region.map { engine.intoSafeRegion(touches, $0) } ?? touches
      try TouchTrailScene(
        points: mapped, radius: radius, background: background, trailColor: trail,
        markerColor: marker
      ).draw(into: &canvas, metrics: metrics)
    }
  }
}

extension InvariantSuite {
  /// Host frames, judged on their pixels; with hostFrame the implementation renders the frame itself (and maps and clips with its own code), without it the Canvas draws the plan: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func hostProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      pointerDrawingAgrees(engine).judging(\.intoSafeRegion, \.hostPlan, \.hostFrame),
      hostSceneInsideRegion(engine).judging(\.hostPlan, \.clipRect, \.hostFrame),
      hostNoStaleBands(engine).judging(\.hostPlan, \.hostFrame),
    ]
  }
}
