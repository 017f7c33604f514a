// Policy: while a host frame runs (`execute`), a clear is recorded instead of
// stored, because the next command usually overwrites most of it: the host
// clears the whole screen, then the scene clears its region, then the cells
// go on top. Holding one pending fill lets the second clear store only the
// bands the first one still owns, and lets a board be composited into the
// pending fill row by row, so each pixel of a frame is written once. Every
// other store applies the pending fill first, and `execute` applies it
// before it returns (or throws), so the pixels a frame leaves are exactly
// those of running its commands one by one. A scene that reads pixels in
// the middle of a frame would see them before the pending clear; no scene
// reads pixels (they read the scissor and the framebuffer's size). Nor does
// one replace the framebuffer mid-frame: if it did, the pending clear would
// be stored into the new framebuffer (clipped to it), not the old one, so
// that case is outside the one-by-one promise.

import SafeAreaGeometry

/// A fill of one colour over a rectangle, recorded and not yet stored.
struct PendingFill: Sendable {
  /// The pixels to fill, inside the framebuffer when recorded.
  var area: PixelRect
  /// The colour, packed.
  var packed: UInt32
  /// The colour's byte when its four bytes are equal (the memset path).
  var uniformByte: UInt8?
}

extension Canvas {
  /// Records a fill, storing only what it will not overwrite of the fill
  /// already pending.
  ///
  /// - Parameter fill: the new fill; it covers everything below it.
  mutating func deferFill(_ fill: PendingFill) {
    if let old = pendingFill {
      pendingFill = nil
      if !fill.area.contains(old.area) {
        storeUncovered(old, by: fill.area)
      }
    }
    pendingFill = fill
  }

  /// Stores the pending fill, if any.
  @inline(__always)
  mutating func applyPendingFill() {
    guard let fill = pendingFill else { return }
    pendingFill = nil
    writeFill(fill.area, fill)
  }

  /// Stores the part of `fill` outside `cover`: up to four bands.
  private mutating func storeUncovered(_ fill: PendingFill, by cover: PixelRect) {
    guard let inner = fill.area.intersection(cover) else {
      writeFill(fill.area, fill)
      return
    }
    for band in fill.area.bands(around: inner) where !band.isEmpty {
      writeFill(band, fill)
    }
  }

  /// Stores `fill`'s colour over `area`, clipped to the framebuffer (which
  /// a scene may have replaced since the fill was recorded).
  private mutating func writeFill(_ area: PixelRect, _ fill: PendingFill) {
    guard let inside = area.intersection(framebuffer.bounds) else { return }
    writeRectangle(inside, packed: fill.packed, uniformByte: fill.uniformByte)
  }
}
