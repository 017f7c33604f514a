// Policy: many rectangles of one colour are stored as their union, swept
// top to bottom: the rows between two consecutive top or bottom edges see
// the same set of rectangles, so their merged column runs are worked out
// once per band and then stored row after row. Each covered pixel is
// written once, in row order, however much the rectangles overlap; the
// pixels are exactly those of filling the rectangles one by one.

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
    var edges = areas.flatMap { [$0.minY, $0.maxY] }
    edges.sort()
    let packed = color.packed
    let uniformByte = color.hasUniformBytes ? color.red : nil
    let stride = framebuffer.width
    var runs: [(low: Int, high: Int)] = []
    runs.reserveCapacity(areas.count)
    framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      var top = edges[0]
      for bottom in edges.dropFirst() where bottom > top {
        runs.removeAll(keepingCapacity: true)
        for area in areas where area.minY <= top && area.maxY >= bottom {
          runs.append((area.minX, area.maxX))
        }
        Self.mergeRuns(&runs)
        for y in top..<bottom {
          let rowStart = base + y * stride
          for run in runs {
            Self.store(rowStart + run.low, count: run.high - run.low, packed, uniformByte)
          }
        }
        top = bottom
      }
    }
  }

  /// Sorts column runs and merges those that overlap or touch.
  private static func mergeRuns(_ runs: inout [(low: Int, high: Int)]) {
    guard runs.count > 1 else { return }
    runs.sort { $0.low < $1.low }
    var merged = 0
    for index in 1..<runs.count {
      if runs[index].low <= runs[merged].high {
        runs[merged].high = Swift.max(runs[merged].high, runs[index].high)
      } else {
        merged += 1
        runs[merged] = runs[index]
      }
    }
    runs.removeLast(runs.count - merged - 1)
  }
}
