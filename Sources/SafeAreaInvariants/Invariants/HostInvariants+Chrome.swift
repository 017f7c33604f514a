// Policy: whatever a host draws outside its scene stays inside the safe
// region, except a fill of a whole band (`ChromeShape`). On pixels: after a
// frame every pixel outside the region is the clear colour, unless a band
// it lies in (the top, bottom, left or right band, each running the
// screen's full width or height) is all one colour, which is not the last
// frame's (a stale band is no fill). A Back button at the screen's margin
// in landscape lights some pixels of the 186-pixel band and fails; a black
// status bar across the whole top band passes. The check that costs is run
// only when the plain one (every pixel clear) has failed.

import SafeAreaGeometry
import SafeAreaRaster

extension Framebuffer {
  /// The bands outside a region: top and bottom across the full width,
  /// left and right down the full height; the whole screen when there is
  /// no region.
  func bands(around region: PixelRect?) -> [PixelRect] {
    guard let region = region?.intersection(bounds) else { return [bounds] }
    return [
      PixelRect(x: 0, y: 0, width: width, height: region.minY),
      PixelRect(x: 0, y: region.maxY, width: width, height: height - region.maxY),
      PixelRect(x: 0, y: 0, width: region.minX, height: height),
      PixelRect(x: region.maxX, y: 0, width: width - region.maxX, height: height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The first pixel outside `region` that breaks the chrome rule: not
  /// `clear`, and in no band filled whole with its colour (a colour other
  /// than `stale`); `nil` when the frame keeps the rule.
  ///
  /// - Parameters:
  ///   - region: the safe region, or `nil` (no region: all of it is band).
  ///   - clear: the host's clear colour.
  ///   - stale: the last frame's colour, which no band fill may be.
  func firstPixelBreakingChromeRule(
    outside region: PixelRect?, clear: Color, stale: Color
  ) -> (x: Int, y: Int, found: Color)? {
    guard let first = firstPixel(outside: region, notEqualTo: clear) else { return nil }
    // The bands filled whole, each with its colour.
    let fills = bands(around: region).compactMap { band -> (PixelRect, Color)? in
      guard let colour = self[x: band.minX, y: band.minY], colour != stale,
        allPixels(in: band, are: colour)
      else { return nil }
      return (band, colour)
    }
    guard !fills.isEmpty else { return first }
    let inside = region?.intersection(bounds)
    for y in 0..<height {
      for x in 0..<width {
        if let inside, x >= inside.minX, x < inside.maxX, y >= inside.minY, y < inside.maxY {
          continue
        }
        guard let colour = self[x: x, y: y], colour != clear else { continue }
        let filled = fills.contains { band, fill in
          fill == colour && x >= band.minX && x < band.maxX && y >= band.minY && y < band.maxY
        }
        if !filled { return (x, y, colour) }
      }
    }
    return nil
  }
}
