import BenchmarkShim

/// The running benchmark's state, for setting counters after the batch.
struct BenchmarkState {
  /// Google Benchmark's `State`, opaque.
  let pointer: OpaquePointer

  /// Reports `bytes` processed over the whole batch (bytes_per_second).
  func setBytesProcessed(_ bytes: Int) {
    sa_set_bytes_processed(pointer, Int64(clamping: bytes))
  }

  /// Reports `items` processed over the whole batch (items_per_second).
  func setItemsProcessed(_ items: Int) {
    sa_set_items_processed(pointer, Int64(clamping: items))
  }

  /// Reports a total over the batch that Google Benchmark divides by the
  /// iterations, e.g. message sends per frame.
  func setPerIterationCounter(_ name: String, total: Double) {
    sa_set_counter(pointer, name, total, Int32(SA_COUNTER_AVERAGE_ITERATIONS))
  }

  /// Reports a total over the batch that Google Benchmark divides by the
  /// run's time, e.g. bytes actually written when they differ from the
  /// bytes processed.
  func setRateCounter(_ name: String, total: Double) {
    sa_set_counter(pointer, name, total, Int32(SA_COUNTER_RATE))
  }

  /// Marks the run as failed.
  func fail(_ message: String) {
    sa_skip_with_error(pointer, message)
  }
}
