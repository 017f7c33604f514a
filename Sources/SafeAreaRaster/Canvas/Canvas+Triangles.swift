// Policy: triangles are filled as llvmpipe fills them for GL, on snapped
// vertices: a triangle whose area is not positive in screen coordinates
// (rows down) faces away and is culled; a pixel is inside when every edge
// equation is positive at its centre, where an edge that is a left edge, or
// a horizontal bottom edge, counts its own centres in (the `+ 1` on its
// constant). Shared edges of a fan or a strip therefore give each centre to
// exactly one triangle. Spans are solved per row from the three equations
// instead of testing every pixel, so a huge triangle costs its rows. The
// clipping, snapping and row loop are C (CTriangle.h), the same steps as
// `ViewportProjection.rasterizedTriangles`, which the reference canvas of
// the invariants uses: `raster.matchesReference` holds the two to each
// other and `raster.matchesRaylib` both to raylib. In C a debug build,
// the README's main command, fills a triangle at a few instructions a row,
// where Swift at -Onone makes a call per arithmetic operation.

import CFill
import SafeAreaGeometry

extension Canvas {
  /// Fills a triangle of clip-space vertices as the GPU does: clipped when
  /// it crosses the viewport, then snapped, with back faces culled.
  mutating func fillTriangle(
    _ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex, _ projection: ViewportProjection,
    packed value: UInt32, clip: PixelRect
  ) {
    applyPendingFill()
    let width = Int64(framebuffer.width)
    framebuffer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      sa_fill_clip_triangle(
        base, width, clip.c, projection.c, sa_clip_vertex(a), sa_clip_vertex(b),
        sa_clip_vertex(c), value)
    }
  }
}

extension sa_clip_vertex {
  /// The C form of a clip-space vertex.
  @inline(__always)
  init(_ vertex: ClipVertex) {
    self.init(x: vertex.x, y: vertex.y, w: vertex.w)
  }
}

extension ViewportProjection {
  /// The C form of the projection.
  var c: sa_projection {
    sa_projection(
      m0: m0, m12: m12, m5: m5, m13: m13, scale_x: scaleX, translate_x: translateX,
      scale_y: scaleY, translate_y: translateY)
  }
}

extension PixelRect {
  /// The C form of a clip rectangle.
  var c: sa_clip {
    sa_clip(min_x: Int64(minX), min_y: Int64(minY), max_x: Int64(maxX), max_y: Int64(maxY))
  }
}
