import SafeAreaGeometry
import SafeAreaRaster
import Synchronization

// Policy: the raster benchmarks share one canvas per framebuffer size. A
// canvas made inside the timed body would add an allocation, a full-frame
// initialisation and thousands of first-touch page faults to every batch;
// one kept per benchmark would hold about 20 frames of 12.6 MB for the
// whole run. A benchmark takes the canvas out of the pool (so it owns the
// pixels uniquely and no write copies them) and puts it back when done.

/// Canvases shared by the raster benchmarks, one per framebuffer size.
final class CanvasPool: Sendable {
  /// The pool of the process.
  static let shared = CanvasPool()

  private let canvases = Mutex<[PixelSize: Canvas]>([:])

  /// A canvas of `size` with a fresh state (identity matrix, no scissor),
  /// reused when one was put back, otherwise new. Its pixels are whatever
  /// the last benchmark left.
  ///
  /// - Parameter size: the framebuffer size.
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)``.
  func take(_ size: PixelSize) throws(RasterError) -> Canvas {
    guard var canvas = canvases.withLock({ $0.removeValue(forKey: size) }) else {
      return try Canvas(size: size)
    }
    canvas.resetState()
    return canvas
  }

  /// Returns a canvas for the next benchmark of its size.
  ///
  /// - Parameter canvas: the canvas taken with ``take(_:)``.
  func put(_ canvas: Canvas) {
    canvases.withLock { $0[canvas.framebuffer.size] = canvas }
  }
}
