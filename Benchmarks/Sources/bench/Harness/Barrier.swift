import BenchmarkShim

// Policy: results of benchmarked code are passed by address to an empty
// inline-asm statement in the shim header (`sa_do_not_optimize`). The
// compiler must materialise the value in memory and assume the asm reads
// it, so the work cannot be removed, yet no instruction is emitted. An
// `@inline(never)` function or a global sink would add a call or a store to
// every iteration instead.

/// Keeps `value` (and the work that produced it) from being optimised away.
@inline(__always)
func doNotOptimize<T>(_ value: T) {
  withUnsafePointer(to: value) { sa_do_not_optimize(UnsafeRawPointer($0)) }
}

/// Makes the optimiser assume all memory was read and written, so stores
/// before this point (a memset) cannot be dropped as dead.
@inline(__always)
func clobberMemory() {
  sa_clobber_memory()
}

/// Hands a buffer's address to the barrier, which clobbers memory: every
/// store into the buffer must have happened by this point.
@inline(__always)
func keepStores(in buffer: UnsafeRawPointer?) {
  sa_do_not_optimize(buffer)
}
