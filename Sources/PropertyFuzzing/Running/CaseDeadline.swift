// Policy: a case loop asks "is the time up?" before every case, and cases
// range from nanoseconds (a clip check) to tens of milliseconds (a
// rasterized frame). Reading `ContinuousClock` each time cost about 700
// instructions a case in a release build (its `Instant` is a resilient
// standard-library type, copied through value witnesses): more than the
// clip check itself. So the deadline is kept as a plain count of monotonic
// nanoseconds, and the clock is read at a stride that adapts to the cases
// seen: doubled while reads come less than 20 µs apart, halved when they
// come more than 200 µs apart. A run overshoots its deadline by at most
// about two strides' worth of cases, a fraction of a millisecond.

import Dispatch

/// A deadline that a case loop can test before every case for the cost of
/// a decrement, reading the clock only every few cases.
struct CaseDeadline {
  /// The deadline, in `DispatchTime` nanoseconds.
  private let end: UInt64
  /// The nanoseconds at the last clock read.
  private var lastRead: UInt64
  /// Cases between clock reads.
  private var stride = 1
  /// Cases left until the next read.
  private var countdown = 1

  /// The most cases between clock reads.
  static let maximumStride = 1024
  /// Reads closer together than this double the stride.
  static let shortGap: UInt64 = 20_000
  /// Reads further apart than this halve it.
  static let longGap: UInt64 = 200_000

  /// Starts counting down to `deadline`.
  ///
  /// - Parameter deadline: the instant the time is up, on the continuous
  ///   clock; converted once to the monotonic nanoseconds read afterwards.
  init(_ deadline: ContinuousClock.Instant) {
    let now = DispatchTime.now().uptimeNanoseconds
    let left = ContinuousClock.now.duration(to: deadline)
    let (seconds, attoseconds) = left.components
    let nanoseconds: Int64 =
      seconds <= 0 && attoseconds <= 0
      ? 0
      : seconds >= Int64.max / 1_000_000_000
        ? Int64.max / 2 : seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    self.end = now &+ UInt64(Swift.max(0, nanoseconds))
    self.lastRead = now
  }

  /// Whether the deadline has passed; reads the clock every `stride`
  /// calls.
  @inline(__always)
  mutating func hasPassed() -> Bool {
    countdown -= 1
    guard countdown <= 0 else { return false }
    return readClock()
  }

  private mutating func readClock() -> Bool {
    let now = DispatchTime.now().uptimeNanoseconds
    if now >= end { return true }
    let gap = now &- lastRead
    lastRead = now
    if gap < Self.shortGap, stride < Self.maximumStride {
      stride *= 2
    } else if gap > Self.longGap, stride > 1 {
      stride /= 2
    }
    countdown = stride
    return false
  }
}
