// Policy: many rectangles of one colour are stored as their union, swept
// top to bottom: the rows between two consecutive top or bottom edges see
// the same set of rectangles, so their merged column runs are worked out
// once per band and then stored row after row, by one C call a band
// (CFill's sa_fill_runs_rows32). Each covered pixel is
// written once, in row order, however much the rectangles overlap; the
// pixels are exactly those of filling the rectangles one by one.

import CFill
import SafeAreaGeometry

extension Canvas {
  /// Fills many rectangles given in whole local pixels with one colour
  /// (`DrawRectangle` for each), storing each covered pixel once.
  ///
  /// - Parameters:
  ///   - rects: the rectangles in local coordinates; any values, each as
  ///     ``fillRectangle(_:color:)-(PixelRect,_)`` takes it.
  ///   - color: the colour to store.
  public mutating func fillRectangles(_ rects: [PixelRect], color: Color) {
    guard let clip else { return }
    guard let offset = integralTranslation else {
      for rect in rects { fillRectangle(rect, color: color) }
      return
    }
    var areas: [PixelRect] = []
    areas.reserveCapacity(rects.count)
    for rect in rects {
      guard Self.isExactInFloat(rect) else {
        // Values Float rounds: the single-rectangle path rounds them too.
        fillRectangle(rect, color: color)
        continue
      }
      if let covered = Self.covered(rect),
        let area = Self.offset(covered, by: offset)?.intersection(clip)
      {
        areas.append(area)
      }
    }
    guard !areas.isEmpty else { return }
    applyPendingFill()
    // Sorted by left edge once, so each band's runs come out sorted and
    // merge in one pass, with no sort (and its buffer) per band.
    areas.sort { $0.minX < $1.minX }
    var edges = areas.flatMap { [$0.minY, $0.maxY] }
    edges.sort()
    let packed = color.packed
    var bounds: [Int] = []
    bounds.reserveCapacity(areas.count * 2)
    var top = edges[0]
    for bottom in edges.dropFirst() where bottom > top {
      Self.mergedRuns(of: areas, coveringRows: top, to: bottom, into: &bounds)
      if !bounds.isEmpty {
        Self.fillRuns(bounds, rows: top, to: bottom, packed: packed, in: &framebuffer)
      }
      top = bottom
    }
  }

  /// Stores a colour into the same column runs of rows `top ..< bottom`,
  /// in one call into C (a loop of library fills compiled optimized).
  ///
  /// - Parameters:
  ///   - bounds: (first column, column past the end) pairs, sorted,
  ///     disjoint, inside the framebuffer.
  ///   - top: the first row.
  ///   - bottom: the row past the last, at most the framebuffer's height.
  ///   - packed: the colour.
  ///   - framebuffer: the pixels.
  private static func fillRuns(
    _ bounds: [Int], rows top: Int, to bottom: Int, packed: UInt32,
    in framebuffer: inout Framebuffer
  ) {
    let runCount = bounds.count / 2
    let stride = framebuffer.width
    bounds.withUnsafeBufferPointer { bounds in
      framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
        guard let base = pixels.baseAddress, let runs = bounds.baseAddress else { return }
        sa_fill_runs_rows32(base, stride, top, bottom, runs, runCount, packed)
      }
    }
  }

  /// The column runs, merged where they overlap or touch, of the areas
  /// that span rows `top ..< bottom` (every area either spans them or
  /// misses them, as the band lies between consecutive edges), as flat
  /// (first column, column past the end) pairs.
  ///
  /// - Parameters:
  ///   - areas: the clipped rectangles, sorted by left edge.
  ///   - top: the band's first row.
  ///   - bottom: the row past the band.
  ///   - bounds: replaced by the pairs, sorted.
  private static func mergedRuns(
    of areas: [PixelRect], coveringRows top: Int, to bottom: Int, into bounds: inout [Int]
  ) {
    bounds.removeAll(keepingCapacity: true)
    for area in areas where area.minY <= top && area.maxY >= bottom {
      if let last = bounds.last, area.minX <= last {
        bounds[bounds.count - 1] = Swift.max(last, area.maxX)
      } else {
        bounds.append(area.minX)
        bounds.append(area.maxX)
      }
    }
  }
}
