// Policy: a board drawn over a pending clear (the scene's own background,
// recorded by Canvas+DeferredFill.swift) is composited: each cell row
// becomes one row of pixels built in a small buffer (each visible cell in
// its colour over the background), and that row is copied to every pixel
// row the cell row spans, in one call into C a frame (CComposite.h).
// Each pixel of the cleared area is then written once, in long contiguous
// copies, instead of a clear followed by a rectangle per run. The result is
// exactly the clear followed by the runs; when the board's visible pixels
// stick out of the pending clear, or the translation is fractional, the
// caller falls back to the run-by-run path.

import CFill
import SafeAreaGeometry

extension Canvas {
  /// The frame size, in bytes, from which composited rows are copied with
  /// streaming stores: three quarters of the last-level cache the C library
  /// reports, which is where glibc's memset switches to them too (2.36 uses
  /// three quarters of its cache share); 4 MiB when no size is reported.
  ///
  /// Below it ordinary stores keep the frame in cache for the checks that
  /// read it next; streaming a frame that fits costs more than half of the
  /// bandwidth (a 12.6 MB frame ran at 0.26x memset with a fixed 4 MiB
  /// threshold on a 32 MiB cache, and at 0.7x without streaming). Read once
  /// per process; a canvas keeps its own copy in
  /// ``streamingThresholdBytes``, which tests lower to reach the streamed
  /// path on small frames.
  static let defaultStreamingThresholdBytes: Int = {
    let cache = sa_last_level_cache_bytes()
    return cache > 0 ? cache / 4 * 3 : 4 << 20
  }()

  /// Draws a board's live cells merged into the pending fill, or returns
  /// `false` (having drawn nothing) when it cannot.
  ///
  /// - Parameters:
  ///   - board: the cells.
  ///   - cellWidth: the width of a cell, `1...Framebuffer.maximumDimension`.
  ///   - cellHeight: the height of a cell, `1...Framebuffer.maximumDimension`.
  ///   - color: the colour of live cells.
  /// - Returns: whether the board is drawn.
  mutating func compositeCells(
    _ board: CellBoard, cellWidth: Int, cellHeight: Int, color: Color
  ) -> Bool {
    guard let fill = pendingFill, let offset = integralTranslation, let clip else { return false }
    // Board extents are at most 2^28 cells and cell sizes at most 2^14, so
    // the footprint's extents stay far inside Int.
    let footprint = PixelRect(
      x: 0, y: 0, width: board.columns * cellWidth, height: board.rows * cellHeight)
    guard let moved = Self.offset(footprint, by: offset) else { return false }
    guard let visible = moved.intersection(clip) else {
      // No live cell can show: drawing the board changes no pixel.
      return true
    }
    guard fill.area.contains(visible), fill.area.intersection(framebuffer.bounds) == fill.area
    else { return false }
    pendingFill = nil

    let area = fill.area
    let stride = framebuffer.width
    let live = color.packed
    if visible.minY > area.minY {
      writeRectangle(
        PixelRect(x: area.minX, y: area.minY, width: area.width, height: visible.minY - area.minY),
        packed: fill.packed, uniformByte: fill.uniformByte)
    }
    var row = [UInt32](repeating: fill.packed, count: area.width)
    let streams = framebuffer.pixels.count * 4 >= streamingThresholdBytes
    board.cells.withUnsafeBufferPointer { cells in
      row.withUnsafeMutableBufferPointer { row in
        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
          guard let base = pixels.baseAddress, let rowBase = row.baseAddress,
            let cellBase = cells.baseAddress
          else { return }
          sa_composite_cells32(
            base, stride, area.minX, area.width, visible.minX, visible.maxX, visible.minY,
            visible.maxY, moved.minX, moved.minY, cellBase, board.columns, cellWidth, cellHeight,
            fill.packed, live, rowBase, streams)
        }
      }
    }
    if area.maxY > visible.maxY {
      writeRectangle(
        PixelRect(
          x: area.minX, y: visible.maxY, width: area.width, height: area.maxY - visible.maxY),
        packed: fill.packed, uniformByte: fill.uniformByte)
    }
    return true
  }
}
