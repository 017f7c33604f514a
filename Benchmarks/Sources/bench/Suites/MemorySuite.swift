import BenchmarkShim
import BenchmarkTracking
import Foundation

// Policy: the reference the raster suites are judged against: filling and
// copying one full-screen RGBA8 framebuffer of the iPhone 16 Pro
// (1206 x 2622 x 4 = 12.6 MB) and of the iPhone SE (640 x 1136 x 4 =
// 2.9 MB), reported as bytes per second. Whether a frame fits the
// last-level cache depends on the machine (12.6 MB fits a 32 MiB L3), which
// is why rasterizer throughput is compared with memset in the same run
// rather than with a fixed figure. The fill value changes every iteration
// and memory is clobbered after each call, so no pass can be skipped as
// redundant.

/// memset/memcpy of a full-screen framebuffer.
enum MemorySuite {
  /// The framebuffers timed, as `(width, height)`: the iPhone 16 Pro (whose
  /// landscape frame holds the same bytes) and the iPhone SE, whose 2.9 MB
  /// frame fits caches the 12.6 MB one may not.
  static let screens = [(width: 1206, height: 2622), (width: 640, height: 1136)]
  /// Passes per repetition in instruction-count mode: every pass executes
  /// the same instructions, and callgrind runs a 12.6 MB pass some 50 times
  /// slower, so thousands would take many minutes. These benchmarks are
  /// judged on wall time anyway (``benchmarkPolicy``).
  static let fixedIterationLimit = 4
  /// Memory-bound, judged on wall time, with a wider threshold.
  static let benchmarkPolicy = BenchmarkPolicy.common.overriding(
    name: "memory", group: .memoryBound,
    thresholds: [
      .realTime: Threshold(percent: 10, absolute: 5), .cpuTime: Threshold(percent: 10, absolute: 5),
    ],
    description:
      "Memory-bound copies: memory bandwidth sets their time, which an instruction count does"
      + " not see, so the nightly judges them on wall time; their bandwidth moves with the"
      + " neighbours on a shared host, hence 10%.")

  /// Registers the suite.
  static func register() {
    for screen in screens {
      register(width: screen.width, height: screen.height)
    }
  }

  /// Registers memset and memcpy of one RGBA8 framebuffer size.
  private static func register(width: Int, height: Int) {
    let bytes = width * height * 4
    let target = ScratchBuffer(count: bytes)
    BenchmarkRegistry.register(
      "memory/memset/\(width)x\(height)", policy: benchmarkPolicy,
      fixedIterationLimit: fixedIterationLimit
    ) { iterations, state in
      for index in 0..<iterations {
        memset(target.pointer, Int32(truncatingIfNeeded: index), bytes)
        keepStores(in: target.pointer)
      }
      state.setBytesProcessed(iterations * bytes)
    }
    let source = ScratchBuffer(count: bytes)
    let destination = ScratchBuffer(count: bytes)
    BenchmarkRegistry.register(
      "memory/memcpy/\(width)x\(height)", policy: benchmarkPolicy,
      fixedIterationLimit: fixedIterationLimit
    ) { iterations, state in
      // Initialised on every call, so each run copies defined bytes
      // whichever benchmark ran before; a pass outside the loop costs about
      // one iteration per batch.
      memset(source.pointer, 0x5A, bytes)
      for _ in 0..<iterations {
        memcpy(destination.pointer, source.pointer, bytes)
        keepStores(in: destination.pointer)
      }
      state.setBytesProcessed(iterations * bytes)
    }
  }
}
