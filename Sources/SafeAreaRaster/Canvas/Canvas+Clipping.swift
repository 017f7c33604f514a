// Policy: a triangle that crosses the viewport is clipped as Mesa's draw
// module clips it for llvmpipe (no guard band): against x = w, x = -w,
// y = w, y = -w in that order, each plane cutting the polygon with the
// interpolation parameter taken from the nearer end, in `Float`, and the
// result emitted as a fan (v[i-1], v[i], v[0]), the order GL's last-vertex
// convention gives. The cut vertices are where rounding enters, and that
// rounding is what decides a centre lying on an edge of a clipped shape,
// so it is reproduced operation for operation; a triangle wholly outside
// one plane is dropped, and one with a NaN distance is discarded, as Mesa
// does.

import SafeAreaGeometry

extension Canvas {
  /// Fills a triangle of clip-space vertices: clipped when it crosses the
  /// viewport, then snapped and filled with back faces culled.
  mutating func fillTriangle(
    _ a: ClipVertex, _ b: ClipVertex, _ c: ClipVertex, _ projection: Projection,
    packed value: UInt32, clip: PixelRect
  ) {
    let masks = (a.outside, b.outside, c.outside)
    let any = masks.0 | masks.1 | masks.2
    if any == 0 {
      guard let v0 = Self.snapped(projection.window(a)),
        let v1 = Self.snapped(projection.window(b)),
        let v2 = Self.snapped(projection.window(c))
      else { return }
      fillTriangle(v0, v1, v2, packed: value, clip: clip)
      return
    }
    guard masks.0 & masks.1 & masks.2 == 0 else { return }
    // A vertex kept from the input keeps the shader's window position; a
    // cut one gets the clipper's.
    var polygon: [(vertex: ClipVertex, window: (x: Float, y: Float))] = [
      (a, projection.window(a)), (b, projection.window(b)), (c, projection.window(c)),
    ]
    var planes = any
    while planes != 0, polygon.count >= 3 {
      let plane = planes.trailingZeroBitCount
      planes &= planes - 1
      guard let cut = Self.cut(polygon, plane: plane, projection) else { return }
      polygon = cut
    }
    guard polygon.count >= 3 else { return }
    let snapped = polygon.map { Self.snapped($0.window) }
    guard let first = snapped[0] else { return }
    for index in 2..<snapped.count {
      guard let previous = snapped[index - 1], let current = snapped[index] else { continue }
      fillTriangle(previous, current, first, packed: value, clip: clip)
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

  /// One plane's cut of a polygon (Mesa's `do_clip_tri` loop); `nil` when a
  /// distance is NaN or infinite (the triangle is discarded).
  static func cut(
    _ polygon: [(vertex: ClipVertex, window: (x: Float, y: Float))], plane: Int,
    _ projection: Projection
  ) -> [(vertex: ClipVertex, window: (x: Float, y: Float))]? {
    var output: [(vertex: ClipVertex, window: (x: Float, y: Float))] = []
    output.reserveCapacity(polygon.count + 1)
    var previous = polygon[0]
    var previousDistance = distance(previous.vertex, plane: plane)
    guard previousDistance.isFinite else { return nil }
    for index in 1...polygon.count {
      let current = polygon[index % polygon.count]
      let currentDistance = distance(current.vertex, plane: plane)
      guard currentDistance.isFinite else { return nil }
      let differentSign: Bool
      if previousDistance >= 0 {
        output.append(previous)
        differentSign = currentDistance < 0
      } else {
        differentSign = !(currentDistance < 0)
      }
      if differentSign {
        let denominator = currentDistance - previousDistance
        let made: ClipVertex
        if currentDistance < 0 {
          // Going out.
          if -currentDistance < previousDistance {
            made = interpolate(
              currentDistance / denominator, from: current.vertex, to: previous.vertex)
          } else {
            made = interpolate(
              -previousDistance / denominator, from: previous.vertex, to: current.vertex)
          }
        } else {
          // Coming back in.
          if -previousDistance < currentDistance {
            made = interpolate(
              -previousDistance / denominator, from: previous.vertex, to: current.vertex)
          } else {
            made = interpolate(
              currentDistance / denominator, from: current.vertex, to: previous.vertex)
          }
        }
        output.append((made, projection.windowOfClipped(made)))
      }
      previous = current
      previousDistance = currentDistance
    }
    return output
  }
}
