// Policy: invariants ask "does every pixel in (or outside) this rectangle hold
// that colour?" thousands of times per fuzz run, so the answer scans packed
// values row by row instead of building `Color`s.

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
      for y in area.minY..<area.maxY {
        let start = y * width + area.minX
        for index in start..<(start + area.width) where buffer[index] != value {
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
    return pixels.withUnsafeBufferPointer { buffer in
      for y in 0..<height {
        let rowStart = y * width
        let skipsRow = skip.map { y >= $0.minY && y < $0.maxY } ?? false
        for x in 0..<width where buffer[rowStart + x] != value {
          if skipsRow, let skip, x >= skip.minX, x < skip.maxX { continue }
          return (x, y, Color(packed: buffer[rowStart + x]))
        }
      }
      return nil
    }
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
