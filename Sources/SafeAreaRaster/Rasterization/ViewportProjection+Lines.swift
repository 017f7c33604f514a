// Policy: the statement, in Swift and step by step, of where llvmpipe puts
// the parallelogram of a GL line of width 1 (raylib's DrawLine and
// DrawLineV), which the reference canvas of the invariants fills pixel by
// pixel; the Canvas draws with the C statement of the same steps
// (CLine.h), and `raster.matchesReference` holds the two to each other,
// `raster.matchesRaylib` the Canvas to real raylib. Mesa's draw module
// clips the segment (both ends' cuts taken against the unclipped ends, the
// larger kept per end, the line discarded when they meet); lp_setup_line.c
// (Mesa 22.3) then decides each end by the diamond-exit rule in `Float` and
// moves the ends whose pixel the plain parallelogram would decide the other
// way, and snaps with `util_iround` (half away from zero), not the
// triangles' round-to-even.

extension ViewportProjection {
  /// The four corners of the parallelogram the GPU fills for a one-pixel
  /// line from `a` (the first vertex) to `b`, in the order whose edges face
  /// inwards; `nil` when nothing is drawn (the segment lies outside the
  /// viewport, a clip distance or a window position is not finite, or the
  /// ends coincide).
  ///
  /// - Parameters:
  ///   - a: the first vertex, in clip space.
  ///   - b: the second.
  public func rasterizedLine(_ a: ClipVertex, _ b: ClipVertex) -> [SnappedVertex]? {
    let outside = (a.outside, b.outside)
    guard outside.0 & outside.1 == 0 else { return nil }
    var start = window(a)
    var end = window(b)
    if outside.0 | outside.1 != 0 {
      var cutA: Float = 0
      var cutB: Float = 0
      var planes = outside.0 | outside.1
      while planes != 0 {
        let plane = planes.trailingZeroBitCount
        planes &= planes - 1
        let distanceA = Self.distance(a, plane: plane)
        let distanceB = Self.distance(b, plane: plane)
        guard distanceA.isFinite, distanceB.isFinite else { return nil }
        if distanceB < 0 {
          let t = distanceB / (distanceB - distanceA)
          cutB = cutB > t ? cutB : t
        }
        if distanceA < 0 {
          let t = distanceA / (distanceA - distanceB)
          cutA = cutA > t ? cutA : t
        }
        guard cutA + cutB < 1 else { return nil }
      }
      if outside.0 != 0 { start = windowOfClipped(Self.interpolate(cutA, from: a, to: b)) }
      if outside.1 != 0 { end = windowOfClipped(Self.interpolate(cutB, from: b, to: a)) }
    }
    guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
    return Self.lineCorners(start, end)
  }

  /// The parallelogram of a line between two window positions (see
  /// ``rasterizedLine(_:_:)``).
  static func lineCorners(_ p1: (x: Float, y: Float), _ p2: (x: Float, y: Float))
    -> [SnappedVertex]?
  {
    let dx = p1.x - p2.x
    let dy = p1.y - p2.y
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared != 0, !lengthSquared.isNaN else { return nil }
    // Where each end lies in its pixel, from the centre, in [-0.5, 0.5).
    func fromCentre(_ v: Float) -> Float { v - v.rounded(.down) - 0.5 }
    func fraction(_ v: Float) -> Float { v - v.rounded(.down) }
    // The setup's sign test: 0 and -0 count as positive.
    func positive(_ v: Float) -> Bool { v >= 0 }
    let start = (x: fromCentre(p1.x), y: fromCentre(p1.y))
    var end = (x: fromCentre(p2.x), y: fromCentre(p2.y))
    let half = SnappedVertex.subpixels / 2
    if abs(dx) >= abs(dy) {
      let slope = dy / dx
      if end.y == -0.5, dy < 0 { end.y = 0.5 }
      let startLit: Bool
      if abs(start.x) + abs(start.y) < 0.5 {
        startLit = true
      } else if positive(start.x) == positive(-dx) {
        startLit = false
      } else if positive(-start.y) != positive(dy) {
        startLit = true
      } else {
        let crossing = fraction(p1.y) + start.x * slope
        startLit = crossing < 1 && crossing > 0
      }
      let endLit: Bool
      if abs(end.x) + abs(end.y) < 0.5 {
        endLit = false
      } else if positive(end.x) != positive(-dx) {
        endLit = false
      } else if positive(-end.y) == positive(dy) {
        endLit = true
      } else {
        let crossing = fraction(p2.y) + end.x * slope
        endLit = crossing < 1 && crossing > 0
      }
      let startCovered = positive(-start.x) != positive(dx)
      let endCovered = positive(end.x) == positive(-dx) || end.x == 0
      let step: Float = dx < 0 ? -0.5 : 0.5
      let startMajor: Float = startCovered != startLit ? -start.x + step : 0
      let endMajor: Float = endCovered != endLit ? -end.x + step : 0
      let s = (x: snap(p1.x + startMajor), y: snap(p1.y + startMajor * slope))
      let e = (x: snap(p2.x + endMajor), y: snap(p2.y + endMajor * slope))
      // The right end first.
      let (first, second) = dx < 0 ? (e, s) : (s, e)
      return [
        SnappedVertex(x: first.x, y: first.y - half),
        SnappedVertex(x: second.x, y: second.y - half),
        SnappedVertex(x: second.x, y: second.y + half),
        SnappedVertex(x: first.x, y: first.y + half),
      ]
    }
    let slope = dx / dy
    if end.x == -0.5, dx < 0 { end.x = 0.5 }
    let startLit: Bool
    if abs(start.x) + abs(start.y) < 0.5 {
      startLit = true
    } else if positive(-start.y) == positive(dy) {
      startLit = false
    } else if positive(start.x) != positive(-dx) {
      startLit = true
    } else {
      let crossing = fraction(p1.x) + start.y * slope
      startLit = crossing < 1 && crossing > 0
    }
    let endLit: Bool
    if abs(end.x) + abs(end.y) < 0.5 {
      endLit = false
    } else if positive(-end.y) != positive(dy) {
      endLit = false
    } else if positive(end.x) == positive(-dx) {
      endLit = true
    } else {
      let crossing = fraction(p2.x) + end.y * slope
      endLit = crossing < 1 && crossing >= 0
    }
    let startCovered = positive(start.y) == positive(dy)
    let endCovered = positive(-end.y) == positive(dy) || end.y == 0
    let step: Float = dy > 0 ? 0.5 : -0.5
    let startMajor: Float = startCovered != startLit ? -start.y + step : 0
    let endMajor: Float = endCovered != endLit ? -end.y + step : 0
    let s = (x: snap(p1.x + startMajor * slope), y: snap(p1.y + startMajor))
    let e = (x: snap(p2.x + endMajor * slope), y: snap(p2.y + endMajor))
    // The top end first.
    let (first, second) = dy > 0 ? (e, s) : (s, e)
    return [
      SnappedVertex(x: first.x - half, y: first.y),
      SnappedVertex(x: second.x - half, y: second.y),
      SnappedVertex(x: second.x + half, y: second.y),
      SnappedVertex(x: first.x + half, y: first.y),
    ]
  }

  /// A window coordinate in subpixels as the line setup snaps it: `(v -
  /// 0.5) * 256`, rounded half away from zero in `Float` (Mesa's
  /// `util_iround` on x86-64: add or take 0.5, then truncate), clamped to
  /// `Int32`.
  static func snap(_ position: Float) -> Int64 {
    let scaled = Float(SnappedVertex.subpixels) * (position - 0.5)
    let moved = scaled >= 0 ? scaled + 0.5 : scaled - 0.5
    guard moved > -2_147_483_648 else { return Int64(Int32.min) }
    guard moved < 2_147_483_648 else { return Int64(Int32.max) }
    return Int64(moved.rounded(.towardZero))
  }
}
