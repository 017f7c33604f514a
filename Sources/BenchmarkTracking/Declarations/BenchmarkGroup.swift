// Policy: a benchmark is memory-bound when memory bandwidth, not
// computation, sets its time: whole-frame stores and copies (memset and
// memcpy of a framebuffer, a full-frame clear or fill). An instruction count
// does not see bandwidth: a memset of 12.6 MB is about 400 000 vector
// stores whether the frame fits the cache or not, and glibc picks its
// memset by CPU. So the nightly judges memory-bound benchmarks on wall time
// and every other one (geometry, polling, fuzz, the 100-rectangle fill,
// whole host frames, where computation decides) on instruction counts.
// Each benchmark declares its group where it is registered
// (Benchmarks/Sources/bench/Suites/).

/// Which measure judges a benchmark in the nightly.
public enum BenchmarkGroup: String, CaseIterable, Hashable, Sendable {
  /// Time set by memory bandwidth: judged on wall time.
  case memoryBound = "memory-bound"
  /// Time set by computation: judged on instruction counts.
  case cpuBound = "cpu-bound"
}
