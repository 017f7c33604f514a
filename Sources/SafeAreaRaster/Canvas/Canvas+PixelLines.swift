// Policy: raylib has two lines. `DrawLineEx` is a quad of a thickness
// (Canvas+Lines.swift); `DrawLine` and `DrawLineV` are GL_LINES of width 1,
// which a GPU rasterizes with GL's diamond-exit rule, not as a quad: on a
// (2, 2)-(20, 9) line the thickness-1 quad lights (4, 3) and (17, 7), the GL
// line (4, 2) and (17, 8). The Canvas draws the GL line as Mesa's llvmpipe
// does (CLine.h: the segment clipped by Mesa's line clipper, then the
// parallelogram whose ends the diamond rule places, filled under the same
// edge rule as every shape), after the same vertex steps as every other
// shape (rlgl's CPU translation, the projection, the viewport), so the
// translation and the scissor act on it as on the rest.
// `raster.matchesRaylib` holds it to real raylib bit for bit.

import CFill
import SafeAreaGeometry

extension Canvas {
  /// Draws a one-pixel line as GL draws `GL_LINES` (`DrawLine`, and
  /// `DrawLineV`, which takes the same vertices as `Float`s): the pixels
  /// the diamond-exit rule picks, not the quad of
  /// ``drawLine(from:to:thickness:color:)`` with thickness 1.
  ///
  /// The start and the end are not interchangeable: the rule lights the
  /// start's pixel when the line leaves it and never the end's when the
  /// line ends inside it. Ends that coincide draw nothing; an end that is
  /// not finite draws nothing.
  ///
  /// - Parameters:
  ///   - start: the first vertex in local coordinates (rounded to `Float`).
  ///   - end: the second vertex in local coordinates (rounded to `Float`).
  ///   - color: the colour to store.
  public mutating func drawPixelLine(from start: Point, to end: Point, color: Color) {
    guard let clip else { return }
    let projection = projection
    let a = clipVertex(Float(start.x), Float(start.y), projection)
    let b = clipVertex(Float(end.x), Float(end.y), projection)
    applyPendingFill()
    let width = Int64(framebuffer.width)
    let value = color.packed
    framebuffer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      sa_draw_line(
        base, width, clip.c, projection.c, sa_clip_vertex(a), sa_clip_vertex(b), value)
    }
  }
}
