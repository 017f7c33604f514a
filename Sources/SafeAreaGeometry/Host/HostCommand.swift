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
}
