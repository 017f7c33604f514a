import BenchmarkShim
import Foundation

// Policy: the reference the raster suites are judged against: filling and
// copying one full-screen RGBA8 framebuffer of the iPhone 16 Pro
// (1206 x 2622 x 4 = 12.6 MB), reported as bytes per second. Whether that
// fits the last-level cache depends on the machine (it fits a 32 MiB L3),
// which is why rasterizer throughput is compared with memset in the same
// run rather than with a fixed figure. The fill value changes every
// iteration and memory is clobbered after each call, so no pass can be
// skipped as redundant.

/// memset/memcpy of a full-screen framebuffer.
enum MemorySuite {
  /// Bytes in one iPhone 16 Pro RGBA8 framebuffer.
  static let frameBytes = 1206 * 2622 * 4

  /// Registers the suite.
  static func register() {
    let bytes = frameBytes
    BenchmarkRegistry.register("memory/memset/1206x2622") { iterations, state in
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      defer { buffer.deallocate() }
      memset(buffer, 0, bytes)
      for index in 0..<iterations {
        memset(buffer, Int32(truncatingIfNeeded: index), bytes)
        keepStores(in: buffer)
      }
      state.setBytesProcessed(iterations * bytes)
    }
    BenchmarkRegistry.register("memory/memcpy/1206x2622") { iterations, state in
      let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      defer {
        source.deallocate()
        destination.deallocate()
      }
      memset(source, 0x5A, bytes)
      memset(destination, 0, bytes)
      for _ in 0..<iterations {
        memcpy(destination, source, bytes)
        keepStores(in: destination)
      }
      state.setBytesProcessed(iterations * bytes)
    }
  }
}

/// Hands the buffer's address to the barrier, which clobbers memory: every
/// store into the buffer must have happened by this point.
@inline(__always)
private func keepStores(in buffer: UnsafeMutableRawPointer) {
  sa_do_not_optimize(buffer)
}
