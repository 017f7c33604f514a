// Policy: invariants ask "does every pixel in (or outside) this rectangle hold
// that colour?" thousands of times per fuzz run, so the answer scans packed
// values row by row instead of building `Color`s.

import CFill
import SafeAreaGeometry

extension Framebuffer {
  /// Whether every pixel of `rect` that lies inside the framebuffer holds
  /// `color` (`true` when they share no pixel).
  ///
  /// - Parameters:
  ///   - rect: the rectangle to check, in framebuffer pixels; any values.
  ///   - color: the expected colour.
  public func allPixels(in rect: PixelRect, are color: Color) -> Bool {
    guard let area = rect.intersection(bounds) else { return true }
    let value = color.packed
    return pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      for y in area.minY..<area.maxY {
        let count = area.width
        if sa_find_not_equal32(base + (y * width + area.minX), count, value) != count {
          return false
        }
      }
      return true
    }
  }

  /// Whether every pixel outside `rect` holds `color`: the bands around a
  /// safe region after a frame.
  ///
  /// - Parameters:
  ///   - rect: the rectangle to skip, or `nil` to check every pixel.
  ///   - color: the expected colour.
  public func allPixels(outside rect: PixelRect?, are color: Color) -> Bool {
    firstPixel(outside: rect, notEqualTo: color) == nil
  }

  /// The first pixel outside `rect`, in row order, that does not hold
  /// `color`, for a failure message; `nil` when there is none.
  ///
  /// - Parameters:
  ///   - rect: the rectangle to skip, or `nil` to check every pixel.
  ///   - color: the expected colour.
  /// - Returns: the pixel's coordinates and the colour found there.
  public func firstPixel(
    outside rect: PixelRect?, notEqualTo color: Color
  ) -> (x: Int, y: Int, found: Color)? {
    let skip = rect.flatMap { $0.intersection(bounds) }
    let value = color.packed
    // The part of a row that is skipped: [skipStart, skipEnd), empty for
    // rows the rectangle does not cover.
    let skipStart = skip?.minX ?? 0
    let skipEnd = skip?.maxX ?? 0
    let skipTop = skip?.minY ?? 0
    let skipBottom = skip?.maxY ?? 0
    // The result type is spelled out: inference through this closure's
    // arithmetic is fragile (the mutation schema's operators break it).
    return pixels.withUnsafeBufferPointer { buffer -> (x: Int, y: Int, found: Color)? in
      guard let base = buffer.baseAddress else { return nil }
      for y in 0..<height {
        let row = base + y * width
        let skipsRow = y >= skipTop && y < skipBottom
        // Runs of the row that are checked: all of it, or the parts left
        // and right of the skipped rectangle.
        let firstEnd = skipsRow ? skipStart : width
        let left = sa_find_not_equal32(row, firstEnd, value)
        if left != firstEnd { return (left, y, Color(packed: row[left])) }
        guard skipsRow else { continue }
        let right = sa_find_not_equal32(row + skipEnd, width - skipEnd, value)
        if right != width - skipEnd {
          return (skipEnd + right, y, Color(packed: row[skipEnd + right]))
        }
      }
      return nil
    }
  }

  /// The index (row by row) of the first pixel whose colour differs from
  /// `other`'s, or `nil` when none does or the sizes differ.
  ///
  /// - Parameter other: the framebuffer to compare with.
  public func firstDifference(from other: Framebuffer) -> Int? {
    guard size == other.size else { return nil }
    let index = pixels.withUnsafeBufferPointer { mine in
      other.pixels.withUnsafeBufferPointer { theirs in
        guard let a = mine.baseAddress, let b = theirs.baseAddress else { return 0 }
        return sa_find_difference32(a, b, mine.count)
      }
    }
    return index < pixels.count ? index : nil
  }

  /// The number of pixels whose colour differs from `other`'s at the same
  /// place, or `nil` when the sizes differ.
  ///
  /// - Parameter other: the framebuffer to compare with (a golden image).
  public func differingPixelCount(from other: Framebuffer) -> Int? {
    guard size == other.size else { return nil }
    var count = 0
    for index in pixels.indices where pixels[index] != other.pixels[index] {
      count += 1
    }
    return count
  }
}
