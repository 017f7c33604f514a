// Policy: a fan of triangles around one centre (a circle's 36) is filled
// as the GPU fills its triangles one by one, but each pixel row is scanned
// once per slice instead of once per triangle. A slice of at most 9
// consecutive triangles of a convex fan is a convex polygon; a pixel centre
// strictly inside it, or on one of its edges away from a vertex, is covered
// by the one-by-one triangles exactly when it is inside every edge under the
// fill rule (an inner edge is shared by two triangles, which give its
// centres to exactly one of them). Only at the polygon's vertices can the
// union of the triangles differ from the polygon's own rule, so a vertex
// that sits on a pixel centre is decided by the triangles themselves. A
// slice whose snapped triangles are not all facing the viewer, or whose
// polygon is not convex, is filled one triangle at a time.

import SafeAreaGeometry

extension Canvas {
  /// The most triangles one slice holds: a quarter turn of a circle, so
  /// the slice of a convex fan stays convex at its centre.
  static let fanSliceLimit = 9

  /// Fills the triangles (centre, rim[k + 1], rim[k]) for every k of a slice
  /// of a fan, exactly as filling them one by one does.
  ///
  /// - Parameters:
  ///   - centre: the fan's centre, snapped.
  ///   - rim: the slice's rim vertices, snapped: one more than its
  ///     triangles, at most ``fanSliceLimit`` + 1.
  ///   - value: the packed colour.
  ///   - clip: the pixels writes may touch.
  mutating func fillFanSlice(
    centre: SnappedVertex, rim: UnsafeBufferPointer<SnappedVertex>, packed value: UInt32,
    clip: PixelRect
  ) {
    let triangles = rim.count - 1
    guard triangles > 0 else { return }
    var (left, right, top, bottom) = (centre.x, centre.x, centre.y, centre.y)
    for vertex in rim {
      left = Swift.min(left, vertex.x)
      right = Swift.max(right, vertex.x)
      top = Swift.min(top, vertex.y)
      bottom = Swift.max(bottom, vertex.y)
    }
    let subpixels = SnappedVertex.subpixels
    // Only rows whose centres lie within the polygon's height: every one of
    // them meets an edge on each side.
    let firstRow = Swift.max(Int64(clip.minY), Self.ceilDiv(top, subpixels))
    let endRow = Swift.min(Int64(clip.maxY), Self.floorDiv(bottom, subpixels) + 1)
    guard firstRow < endRow, Self.meetsColumns(left, right, of: clip) else { return }
    guard triangles <= Self.fanSliceLimit, Self.isConvexSlice(centre: centre, rim: rim) else {
      return fillSliceOneByOne(centre: centre, rim: rim, packed: value, clip: clip)
    }
    // The polygon: centre, rim[last], ..., rim[first], its edges as the
    // triangles run them (rim[k + 1] -> rim[k], and the two inner edges).
    let corners = rim.count + 1
    func vertex(_ index: Int) -> SnappedVertex { index == 0 ? centre : rim[rim.count - index] }
    withUnsafeTemporaryAllocation(of: Span.self, capacity: Int(endRow - firstRow)) { spans in
      spans.initialize(repeating: Span(low: Int64(clip.minX), high: Int64(clip.maxX) - 1))
      // Each edge narrows the rows its own extent covers; the rows between
      // two vertices meet exactly one edge on each side.
      for index in 0..<corners {
        let a = vertex(index)
        let b = vertex(index + 1 == corners ? 0 : index + 1)
        let edge = Self.plane(from: a, to: b)
        let low = Swift.max(firstRow, Self.ceilDiv(Swift.min(a.y, b.y), subpixels))
        let high = Swift.min(endRow - 1, Self.floorDiv(Swift.max(a.y, b.y), subpixels))
        guard low <= high else { continue }
        for row in low...high {
          let slot = Int(row - firstRow)
          var span = spans[slot]
          _ = edge.narrow(&span.low, &span.high, y: row * subpixels)
          spans[slot] = span
        }
      }
      // A vertex on a pixel centre: the triangles that meet there decide.
      for index in 0..<corners {
        let corner = vertex(index)
        guard corner.x % subpixels == 0, corner.y % subpixels == 0 else { continue }
        let px = corner.x / subpixels
        let py = corner.y / subpixels
        guard px >= Int64(clip.minX), px < Int64(clip.maxX), py >= firstRow, py < endRow else {
          continue
        }
        var covered = false
        for k in 0..<triangles where !covered {
          let triangle = (centre, rim[k + 1], rim[k])
          guard triangle.0 == corner || triangle.1 == corner || triangle.2 == corner else {
            continue
          }
          covered =
            Self.plane(from: triangle.0, to: triangle.1).contains(corner)
            && Self.plane(from: triangle.1, to: triangle.2).contains(corner)
            && Self.plane(from: triangle.2, to: triangle.0).contains(corner)
        }
        let slot = Int(py - firstRow)
        guard spans[slot].fix(column: px, covered: covered) else {
          return fillSliceOneByOne(centre: centre, rim: rim, packed: value, clip: clip)
        }
      }
      for (slot, span) in spans.enumerated() where span.low <= span.high {
        storeRun(
          y: Int(firstRow) + slot, columns: Int(span.low)..<Int(span.high) + 1, packed: value)
      }
    }
  }

  /// The slice's triangles one by one.
  private mutating func fillSliceOneByOne(
    centre: SnappedVertex, rim: UnsafeBufferPointer<SnappedVertex>, packed value: UInt32,
    clip: PixelRect
  ) {
    for k in 0..<rim.count - 1 {
      fillTriangle(centre, rim[k + 1], rim[k], packed: value, clip: clip)
    }
  }

  /// Whether every triangle (centre, rim[k + 1], rim[k]) faces the viewer
  /// and their union is a convex polygon.
  static func isConvexSlice(centre: SnappedVertex, rim: UnsafeBufferPointer<SnappedVertex>) -> Bool
  {
    func area(_ p0: SnappedVertex, _ p1: SnappedVertex, _ p2: SnappedVertex) -> Int64 {
      (p0.x - p1.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p0.y - p1.y)
    }
    for k in 0..<rim.count - 1 where area(centre, rim[k + 1], rim[k]) <= 0 {
      return false
    }
    // The polygon in its edges' order: centre, rim[last], ..., rim[first].
    let count = rim.count + 1
    func vertex(_ index: Int) -> SnappedVertex {
      let wrapped = index % count
      return wrapped == 0 ? centre : rim[rim.count - wrapped]
    }
    for index in 0..<count where area(vertex(index), vertex(index + 1), vertex(index + 2)) < 0 {
      return false
    }
    return true
  }
}

/// The columns `low...high` of one row of a slice still inside it (empty
/// when `low > high`).
struct Span {
  var low: Int64
  var high: Int64

  /// Makes the pixel at `column` covered or not, as the triangles meeting
  /// at a vertex there decide; `false` when that would split the span.
  mutating func fix(column: Int64, covered: Bool) -> Bool {
    let inSpan = low <= column && column <= high
    if covered == inSpan { return true }
    if covered {
      if low > high {
        (low, high) = (column, column)
      } else if column == low - 1 {
        low = column
      } else if column == high + 1 {
        high = column
      } else {
        return false
      }
    } else if column == low {
      low += 1
    } else if column == high {
      high -= 1
    } else {
      return false
    }
    return true
  }
}

extension EdgePlane {
  /// Whether a point is inside this edge under the fill rule.
  @inline(__always)
  func contains(_ point: SnappedVertex) -> Bool {
    c + dcdy * point.y - dcdx * point.x > 0
  }
}
