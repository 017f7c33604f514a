// Policy: a host frame is described by what the host is asked to show, not
// by how: the screen, the safe region, what the previous frame left on the
// screen, the clear colour and the scene with its own parameters (touches
// in screen coordinates, a scene box in scene coordinates). A host that
// renders for itself (a real raylib host over the pipe) then does
// everything a host does (clear, scissor, translate, map the touches, clip
// the scene's box) with its own code, and the host and pointer properties
// judge the pixels it answers. Without such a host, the same request is
// drawn by the Canvas from the engine's own functions.

import SafeAreaGeometry
import SafeAreaRaster

/// One host frame to render and judge: the screen, its safe region, the
/// scene, and what the screen showed before.
public struct HostFrameRequest: Sendable, Hashable {
  /// The screen (the framebuffer) in pixels.
  public var screen: PixelSize
  /// The safe region in screen pixels, `nil` when empty.
  public var region: PixelRect?
  /// The colour the previous frame left on every pixel (a rotation's stale
  /// frame), or `nil` for a screen cleared to ``clear`` before.
  public var previous: Color?
  /// The host's clear colour: what the bands must show.
  public var clear: Color
  /// What the scene draws.
  public var scene: HostScene

  /// Creates a request.
  public init(
    screen: PixelSize, region: PixelRect?, previous: Color?, clear: Color, scene: HostScene
  ) {
    self.screen = screen
    self.region = region
    self.previous = previous
    self.clear = clear
    self.scene = scene
  }
}

/// The scenes the host properties ask for, with the parameters a host
/// needs to draw them itself.
public enum HostScene: Sendable, Hashable {
  /// ``OvershootScene``: clears to `background`, then bars across every
  /// edge, discs on the corners and a diagonal, reaching `overshoot` pixels
  /// past the scene's bounds, in `color`.
  case overshoot(Int, background: Color, color: Color)
  /// A scene that clips for itself: clears to `background`, raises the
  /// scissor to its box (scene coordinates) clipped to the host's region
  /// (nothing when they miss), fills a rectangle three times the box's size
  /// centred on it in `color`, then restores the host's scissor.
  case clipBox(PixelRect, background: Color, color: Color)
  /// ``TouchTrailScene`` for touches given in screen coordinates: the host
  /// maps them into scene coordinates, clears to `background`, joins them
  /// with `trail` lines half the radius thick and draws a disc of `radius`
  /// in `marker` on each.
  case touches([Point], radius: Double, background: Color, trail: Color, marker: Color)
}

extension HostFrameRequest {
  /// The frame as the Canvas draws it from an engine's functions: a
  /// framebuffer of ``previous`` (or ``clear``), the engine's host plan,
  /// and the scene with the box clipped by the engine's `clipRect` and the
  /// touches mapped by its `intoSafeRegion`; `nil` when a command is
  /// refused or the screen has no framebuffer.
  ///
  /// A Swift implementation that renders for itself can compare with this
  /// frame; the host properties use it for every engine without its own
  /// `hostFrame`.
  ///
  /// - Parameter engine: whose plan, clip and mapping to use.
  public func renderedByCanvas(engine: Engine = .real) -> Framebuffer? {
    guard var canvas = try? Canvas(size: screen, color: previous ?? clear) else { return nil }
    let plan = engine.hostPlan(screen, region, .x1)
    do {
      try canvas.execute(
        plan, clearColor: clear,
        scene: EngineHostScene(scene: scene, region: region, engine: engine))
    } catch {
      return nil
    }
    return canvas.framebuffer
  }
}
