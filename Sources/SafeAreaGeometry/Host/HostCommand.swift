/// One step of a host frame, in rlgl terms.
///
/// The plan is data so that the rasterizer can execute it, tests can read
/// it, and mutants can reorder or drop steps to show that the invariants
/// notice.
public enum HostCommand: Hashable, Sendable {
  /// `ClearBackground` over whatever the scissor allows (before any scissor
  /// is raised, the whole screen).
  case clearBackground
  /// `BeginScissorMode`: replace the one scissor rectangle, in screen
  /// pixels (the matrix stack does not move it).
  case beginScissor(PixelRect)
  /// `rlPushMatrix`.
  case pushMatrix
  /// `rlTranslatef` by whole pixels.
  case translate(x: Int, y: Int)
  /// The scene's own drawing, with the metrics it is given.
  case drawScene(SceneMetrics)
  /// `rlPopMatrix`.
  case popMatrix
  /// `EndScissorMode`: disable the scissor test.
  case endScissor
  /// The host's own control, drawn outside the scene (a Back button, a
  /// status line): with whatever matrix and scissor are in force, as
  /// raylib draws it. Outside the scene it must stay inside the safe
  /// region, except a fill of a whole band (``ChromeShape``).
  case drawChrome(ChromeShape)
}

/// A shape a host draws itself, outside its scene, in screen pixels.
///
/// Policy: whatever a host draws outside the scene stays inside the safe
/// region, except a fill of a whole band (a status bar's background across
/// the top band, a strip down a side band in landscape), which is chrome a
/// user expects there and covers nothing of the scene. Text is judged as
/// its box: a label's glyphs lie inside it, and a box that reaches a band
/// is a label that may.
public enum ChromeShape: Hashable, Sendable {
  /// A filled rectangle (`DrawRectangle`).
  case rect(PixelRect)
  /// A line `thickness` pixels wide (`DrawLineEx`).
  case line(from: Point, to: Point, thickness: Double)
  /// A label, as the box its glyphs lie in (`DrawText` at the box's
  /// origin, at most its size).
  case text(PixelRect)
}
