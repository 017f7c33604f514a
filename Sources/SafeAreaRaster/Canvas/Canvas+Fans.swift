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
    centre: SnappedVertex, rim: ArraySlice<SnappedVertex>, packed value: UInt32, clip: PixelRect
  ) {
    let first = rim.startIndex
    let triangles = rim.count - 1
    guard triangles > 0 else { return }
    guard triangles <= Self.fanSliceLimit, Self.isConvexSlice(centre: centre, rim: rim) else {
      for k in first..<rim.endIndex - 1 {
        fillTriangle(centre, rim[k + 1], rim[k], packed: value, clip: clip)
      }
      return
    }
    // The polygon: centre, rim[last], ..., rim[first], its edges as the
    // triangles run them (rim[k + 1] -> rim[k], and the two inner edges).
    var edges: [EdgePlane] = []
    var spans: [(low: Int64, high: Int64)] = []
    edges.reserveCapacity(triangles + 2)
    edges.append(Self.plane(from: centre, to: rim[rim.endIndex - 1]))
    for k in (first..<rim.endIndex - 1).reversed() {
      edges.append(Self.plane(from: rim[k + 1], to: rim[k]))
    }
    edges.append(Self.plane(from: rim[first], to: centre))
    var vertices = [centre]
    vertices += rim.reversed()
    var top = centre.y
    var bottom = centre.y
    for vertex in rim {
      top = Swift.min(top, vertex.y)
      bottom = Swift.max(bottom, vertex.y)
    }
    let subpixels = SnappedVertex.subpixels
    // Only rows whose centres lie within the polygon's height: every one of
    // them meets an edge on each side.
    let firstRow = Swift.max(Int64(clip.minY), Self.ceilDiv(top, subpixels))
    let endRow = Swift.min(Int64(clip.maxY), Self.floorDiv(bottom, subpixels) + 1)
    guard firstRow < endRow else { return }
    spans = Array(
      repeating: (Int64(clip.minX), Int64(clip.maxX) - 1), count: Int(endRow - firstRow))
    // Each edge narrows the rows its own extent covers; the rows between
    // two vertices meet exactly one edge on each side.
    for (index, edge) in edges.enumerated() {
      let a = vertices[index]
      let b = vertices[(index + 1) % vertices.count]
      let low = Swift.max(firstRow, Self.ceilDiv(Swift.min(a.y, b.y), subpixels))
      let high = Swift.min(endRow - 1, Self.floorDiv(Swift.max(a.y, b.y), subpixels))
      guard low <= high else { continue }
      for row in low...high {
        let slot = Int(row - firstRow)
        var (lowColumn, highColumn) = spans[slot]
        _ = edge.narrow(&lowColumn, &highColumn, y: row * subpixels)
        spans[slot] = (lowColumn, highColumn)
      }
    }
    // A vertex on a pixel centre: the triangles that meet there decide.
    for vertex in vertices {
      guard vertex.x % subpixels == 0, vertex.y % subpixels == 0 else { continue }
      let px = vertex.x / subpixels
      let py = vertex.y / subpixels
      guard px >= Int64(clip.minX), px < Int64(clip.maxX), py >= firstRow, py < endRow else {
        continue
      }
      var covered = false
      for k in first..<rim.endIndex - 1 {
        let triangle = (centre, rim[k + 1], rim[k])
        guard triangle.0 == vertex || triangle.1 == vertex || triangle.2 == vertex else { continue }
        covered =
          covered
          || (Self.plane(from: triangle.0, to: triangle.1).contains(vertex)
            && Self.plane(from: triangle.1, to: triangle.2).contains(vertex)
            && Self.plane(from: triangle.2, to: triangle.0).contains(vertex))
      }
      let slot = Int(py - firstRow)
      var span = spans[slot]
      let inSpan = span.low <= px && px <= span.high
      if covered == inSpan { continue }
      if covered {
        if span.low > span.high {
          span = (px, px)
        } else if px == span.low - 1 {
          span.low = px
        } else if px == span.high + 1 {
          span.high = px
        } else {
          return fillSliceOneByOne(centre: centre, rim: rim, packed: value, clip: clip)
        }
      } else if px == span.low {
        span.low += 1
      } else if px == span.high {
        span.high -= 1
      } else {
        return fillSliceOneByOne(centre: centre, rim: rim, packed: value, clip: clip)
      }
      spans[slot] = span
    }
    for (slot, span) in spans.enumerated() where span.low <= span.high {
      storeRun(
        y: Int(firstRow) + slot, columns: Int(span.low)..<Int(span.high) + 1, packed: value)
    }
  }

  /// The slice's triangles one by one.
  private mutating func fillSliceOneByOne(
    centre: SnappedVertex, rim: ArraySlice<SnappedVertex>, packed value: UInt32, clip: PixelRect
  ) {
    for k in rim.startIndex..<rim.endIndex - 1 {
      fillTriangle(centre, rim[k + 1], rim[k], packed: value, clip: clip)
    }
  }

  /// Whether every triangle (centre, rim[k + 1], rim[k]) faces the viewer
  /// and their union is a convex polygon.
  static func isConvexSlice(centre: SnappedVertex, rim: ArraySlice<SnappedVertex>) -> Bool {
    func area(_ p0: SnappedVertex, _ p1: SnappedVertex, _ p2: SnappedVertex) -> Int64 {
      (p0.x - p1.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p0.y - p1.y)
    }
    for k in rim.startIndex..<rim.endIndex - 1 where area(centre, rim[k + 1], rim[k]) <= 0 {
      return false
    }
    // The polygon in its edges' order: centre, rim[last], ..., rim[first].
    var polygon = [centre]
    polygon += rim.reversed()
    let count = polygon.count
    for index in 0..<count {
      let turn = area(polygon[index], polygon[(index + 1) % count], polygon[(index + 2) % count])
      if turn < 0 { return false }
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
