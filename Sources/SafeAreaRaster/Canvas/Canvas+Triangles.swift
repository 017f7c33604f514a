// Policy: triangles are filled as llvmpipe fills them for GL, on snapped
// vertices: a triangle whose area is not positive in screen coordinates
// (rows down) faces away and is culled; a pixel is inside when every edge
// equation is positive at its centre, where an edge that is a left edge, or
// a horizontal bottom edge, counts its own centres in (the `+ 1` on its
// constant). Shared edges of a fan or a strip therefore give each centre to
// exactly one triangle. Spans are solved per row from the three equations
// instead of testing every pixel, so a huge triangle costs its rows.

import SafeAreaGeometry

extension Canvas {
  /// Fills a triangle of clip-space vertices as the GPU does: clipped when
  /// it crosses the viewport, then snapped, with back faces culled.
  mutating func fillTriangle(
    _ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex, _ projection: ViewportProjection,
    packed value: UInt32, clip: PixelRect
  ) {
    projection.rasterizedTriangles(a, b, c) { v0, v1, v2 in
      fillTriangle(v0, v1, v2, packed: value, clip: clip)
    }
  }

  /// Fills a triangle given by snapped vertices, culling it when it faces
  /// away.
  mutating func fillTriangle(
    _ v0: SnappedVertex, _ v1: SnappedVertex, _ v2: SnappedVertex, packed value: UInt32,
    clip: PixelRect
  ) {
    let area = (v0.x - v1.x) * (v2.y - v0.y) - (v2.x - v0.x) * (v0.y - v1.y)
    guard area > 0,
      Self.meetsColumns(Swift.min(v0.x, v1.x, v2.x), Swift.max(v0.x, v1.x, v2.x), of: clip)
    else { return }
    let planes = (
      Self.plane(from: v0, to: v1), Self.plane(from: v1, to: v2), Self.plane(from: v2, to: v0)
    )
    let top = Swift.min(v0.y, v1.y, v2.y)
    let bottom = Swift.max(v0.y, v1.y, v2.y)
    let firstRow = Swift.max(Int64(clip.minY), Self.floorDiv(top, SnappedVertex.subpixels))
    let endRow = Swift.min(Int64(clip.maxY), Self.floorDiv(bottom, SnappedVertex.subpixels) + 1)
    guard firstRow < endRow else { return }
    for row in firstRow..<endRow {
      var low = Int64(clip.minX)
      var high = Int64(clip.maxX) - 1
      let y = row * SnappedVertex.subpixels
      guard planes.0.narrow(&low, &high, y: y), planes.1.narrow(&low, &high, y: y),
        planes.2.narrow(&low, &high, y: y)
      else { continue }
      storeRun(y: Int(row), columns: Int(low)..<Int(high) + 1, packed: value)
    }
  }

  /// Whether any pixel column of `clip` has its centre within the snapped
  /// range `low...high`: a shape wholly beside the clip (most of a disc on
  /// a corner of the scissor) is passed over before its rows are solved.
  @inline(__always)
  static func meetsColumns(_ low: Int64, _ high: Int64, of clip: PixelRect) -> Bool {
    floorDiv(high, SnappedVertex.subpixels) >= Int64(clip.minX)
      && ceilDiv(low, SnappedVertex.subpixels) < Int64(clip.maxX)
  }

  /// The edge equation of `a` to `b`: positive inside a triangle whose
  /// vertices run in this order with a positive area.
  static func plane(from a: SnappedVertex, to b: SnappedVertex) -> EdgePlane {
    let dcdx = a.y - b.y
    let dcdy = a.x - b.x
    var c = dcdx * a.x - dcdy * a.y
    // GL's fill convention as llvmpipe applies it to a framebuffer whose
    // rows run down: left edges and bottom edges own their centres.
    if dcdx < 0 || (dcdx == 0 && dcdy < 0) { c += 1 }
    return EdgePlane(c: c, dcdx: dcdx, dcdy: dcdy)
  }
}

/// One edge of a triangle: inside where `c + dcdy * y - dcdx * x > 0`, in
/// snapped units.
struct EdgePlane {
  var c: Int64
  var dcdx: Int64
  var dcdy: Int64

  /// Narrows the columns `low...high` of the row at snapped height `y` to
  /// those inside this edge; `false` when none is left.
  @inline(__always)
  func narrow(_ low: inout Int64, _ high: inout Int64, y: Int64) -> Bool {
    let constant = c + dcdy * y
    let step = dcdx * SnappedVertex.subpixels
    if dcdx == 0 {
      return constant > 0 && low <= high
    }
    if dcdx > 0 {
      // constant - step * column > 0: column < constant / step.
      high = Swift.min(high, Canvas.floorDiv(constant - 1, step))
    } else {
      // constant + |step| * column > 0: column > -constant / |step|.
      low = Swift.max(low, Canvas.floorDiv(-constant, -step) + 1)
    }
    return low <= high
  }
}
