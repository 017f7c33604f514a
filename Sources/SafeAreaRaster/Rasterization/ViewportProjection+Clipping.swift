// Policy: a triangle that crosses the viewport is clipped as Mesa's draw
// module clips it for llvmpipe (no guard band): against x = w, x = -w,
// y = w, y = -w in that order, each plane cutting the polygon with the
// interpolation parameter taken from the nearer end, in `Float`, and the
// result emitted as a fan (v[i-1], v[i], v[0]), the order GL's last-vertex
// convention gives. The cut vertices are where rounding enters, and that
// rounding decides a centre lying on an edge of a clipped shape, so it is
// reproduced operation for operation. A triangle wholly outside one plane
// is dropped, and one with a NaN or infinite distance is discarded, as
// Mesa does.

extension ViewportProjection {
  /// The triangles the GPU rasterizes for one triangle: itself when it lies
  /// in the viewport, otherwise the fan of its clipped polygon; each
  /// snapped, in the order the GPU receives their vertices.
  ///
  /// - Parameters:
  ///   - a: the first vertex, in clip space.
  ///   - b: the second.
  ///   - c: the third.
  ///   - body: called with each triangle's snapped vertices.
  public func rasterizedTriangles(
    _ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex,
    _ body: (SnappedVertex, SnappedVertex, SnappedVertex) -> Void
  ) {
    let outside = (a.outside, b.outside, c.outside)
    let any = outside.0 | outside.1 | outside.2
    if any == 0 {
      guard let v0 = SnappedVertex(window: window(a)), let v1 = SnappedVertex(window: window(b)),
        let v2 = SnappedVertex(window: window(c))
      else { return }
      body(v0, v1, v2)
      return
    }
    guard outside.0 & outside.1 & outside.2 == 0 else { return }
    // Each plane adds at most one vertex, so the polygon never holds more
    // than 7; two buffers on the stack, cut from one into the other.
    withUnsafeTemporaryAllocation(of: ClippedCorner.self, capacity: 16) { storage in
      guard let base = storage.baseAddress else { return }
      var polygon = base
      var spare = base + 8
      // A vertex kept from the input keeps the shader's window position; a
      // cut one gets the clipper's.
      polygon.initialize(to: ClippedCorner(vertex: a, window: window(a)))
      (polygon + 1).initialize(to: ClippedCorner(vertex: b, window: window(b)))
      (polygon + 2).initialize(to: ClippedCorner(vertex: c, window: window(c)))
      var count = 3
      var planes = any
      while planes != 0, count >= 3 {
        let plane = planes.trailingZeroBitCount
        planes &= planes - 1
        let corners = UnsafeBufferPointer(start: polygon, count: count)
        guard let made = cut(corners, plane: plane, into: spare) else { return }
        swap(&polygon, &spare)
        count = made
      }
      guard count >= 3, let first = SnappedVertex(window: polygon[0].window) else { return }
      var previous = SnappedVertex(window: polygon[1].window)
      for index in 2..<count {
        let current = SnappedVertex(window: polygon[index].window)
        if let before = previous, let current { body(before, current, first) }
        previous = current
      }
    }
  }

  /// The clip distance of a vertex to a viewport plane, as `dot4` computes
  /// it (the products are exact: the plane's factors are 0 and 1).
  @inline(__always)
  static func distance(_ vertex: ClipVertex, plane: Int) -> Float {
    switch plane {
    case 0: return -vertex.x + vertex.w
    case 1: return vertex.x + vertex.w
    case 2: return -vertex.y + vertex.w
    default: return vertex.y + vertex.w
    }
  }

  /// Mesa's `LINTERP(t, out, in)`: `out + t * (in - out)`, per component.
  @inline(__always)
  static func interpolate(_ t: Float, from out: ClipVertex, to inside: ClipVertex) -> ClipVertex {
    ClipVertex(
      x: out.x + t * (inside.x - out.x), y: out.y + t * (inside.y - out.y),
      w: out.w + t * (inside.w - out.w))
  }

  /// One plane's cut of a polygon (Mesa's `do_clip_tri` loop) into
  /// `output`, which has room for one vertex more; the count of the cut
  /// polygon, or `nil` when a distance is NaN or infinite (the triangle is
  /// discarded).
  func cut(
    _ polygon: UnsafeBufferPointer<ClippedCorner>, plane: Int,
    into output: UnsafeMutablePointer<ClippedCorner>
  ) -> Int? {
    var count = 0
    func emit(_ corner: ClippedCorner) {
      (output + count).initialize(to: corner)
      count += 1
    }
    var previous = polygon[0]
    var previousDistance = Self.distance(previous.vertex, plane: plane)
    guard previousDistance.isFinite else { return nil }
    for index in 1...polygon.count {
      let current = polygon[index == polygon.count ? 0 : index]
      let currentDistance = Self.distance(current.vertex, plane: plane)
      guard currentDistance.isFinite else { return nil }
      let differentSign: Bool
      if previousDistance >= 0 {
        emit(previous)
        differentSign = currentDistance < 0
      } else {
        differentSign = !(currentDistance < 0)
      }
      if differentSign {
        let denominator = currentDistance - previousDistance
        // Interpolated from the end nearer the plane, going out or coming in.
        let fromCurrent =
          currentDistance < 0
          ? -currentDistance < previousDistance : !(-previousDistance < currentDistance)
        let made =
          fromCurrent
          ? Self.interpolate(
            currentDistance / denominator, from: current.vertex, to: previous.vertex)
          : Self.interpolate(
            -previousDistance / denominator, from: previous.vertex, to: current.vertex)
        emit(ClippedCorner(vertex: made, window: windowOfClipped(made)))
      }
      previous = current
      previousDistance = currentDistance
    }
    return count
  }
}

/// A vertex of a polygon being clipped, with the window position the
/// rasterizer will snap.
struct ClippedCorner {
  /// The vertex in clip space.
  var vertex: ClipVertex
  /// Its window position: the shader's for an input vertex, the clipper's
  /// for a cut one.
  var window: (x: Float, y: Float)
}
