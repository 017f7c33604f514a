// Policy: a benchmark's buffer lives as long as the process, like the raster
// suites' pooled canvases, so no timed batch pays for allocating it and for
// the first-touch page faults of 12.6 MB; the shim's untimed warm-up
// iteration touches it first. Allocating does not touch the pages, so a
// buffer whose benchmark is filtered out costs address space only.

/// Raw memory owned by one benchmark for the life of the process.
///
/// `@unchecked Sendable` because Google Benchmark runs one body at a time
/// on one thread (no `->Threads`), and only the registering benchmark's
/// body uses the buffer.
final class ScratchBuffer: @unchecked Sendable {
  /// The first byte, aligned to a cache line.
  let pointer: UnsafeMutableRawPointer

  /// Allocates `count` bytes, not initialised.
  init(count: Int) {
    pointer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
  }

  deinit { pointer.deallocate() }
}
