// Policy: every shape ends here as rectangles or row runs already clipped to
// `clip`. A run is one `update(repeating:)` on a slice of the contiguous
// storage (a `memset` when the colour's four bytes are equal); rectangles as
// wide as the framebuffer are a single run.

import CFill
import SafeAreaGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Canvas {
  /// Fills `rect`, which must lie inside the framebuffer and have area,
  /// after storing any pending fill (which it may overlap).
  @inline(__always)
  mutating func storeRectangle(_ rect: PixelRect, packed value: UInt32, uniformByte: UInt8?) {
    applyPendingFill()
    writeRectangle(rect, packed: value, uniformByte: uniformByte)
  }

  /// Fills `rect`, which must lie inside the framebuffer and have area,
  /// ignoring any pending fill.
  @inline(__always)
  mutating func writeRectangle(_ rect: PixelRect, packed value: UInt32, uniformByte: UInt8?) {
    let stride = framebuffer.width
    framebuffer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // A debug build fills the whole rectangle in one call into C, which
      // is compiled optimized (Sources/CFill/CFill.c): its Swift loop costs
      // a few hundred instructions a row.
      #if DEBUG
        sa_fill_rectangle32(base, stride, rect.minX, rect.minY, rect.width, rect.height, value)
      #else
        if rect.width == stride {
          Self.store(base + rect.minY * stride, count: rect.height * stride, value, uniformByte)
          return
        }
        var row = base + rect.minY * stride + rect.minX
        for _ in 0..<rect.height {
          Self.store(row, count: rect.width, value, uniformByte)
          row += stride
        }
      #endif
    }
  }

  /// Fills columns `columns` of row `y`, both already inside `clip`.
  @inline(__always)
  mutating func storeRun(y: Int, columns: Range<Int>, packed value: UInt32) {
    applyPendingFill()
    let start = y * framebuffer.width + columns.lowerBound
    framebuffer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      Self.store(base + start, count: columns.count, value, nil)
    }
  }

  @inline(__always)
  static func store(
    _ start: UnsafeMutablePointer<UInt32>, count: Int, _ value: UInt32, _ uniformByte: UInt8?
  ) {
    if let byte = uniformByte {
      memset(start, Int32(byte), count &* 4)
      return
    }
    // Long runs go to the C library's 32-bit memset (wmemset), which uses
    // memset's machinery (vector stores, `rep stos`, non-temporal stores
    // past the cache); a Swift loop falls to about half of memset on a
    // buffer larger than the cache. Short runs stay inline, where the call
    // costs more than the stores. A debug build stores them with a C loop
    // compiled optimized: its Swift loop makes a generic call per pixel
    // (the optimised Swift loop measured faster than the C one in the
    // frame benchmarks, so the release build keeps it).
    #if DEBUG
      sa_fill_run32_optimized(start, value, count)
    #else
      if count >= SA_LIBRARY_FILL_MINIMUM {
        sa_fill32(start, value, count)
      } else {
        UnsafeMutableBufferPointer(start: start, count: count).update(repeating: value)
      }
    #endif
  }
}
