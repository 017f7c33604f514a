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
package struct CaseDeadline {
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
    self.init(left: ContinuousClock.now.duration(to: deadline), now: Self.monotonicNow())
  }

  /// Starts counting down `left` from `now`, in monotonic nanoseconds.
  ///
  /// The seam through which tests give the deadline a clock of their own
  /// (with ``hasPassed(reading:)``), so that the stride's growth and
  /// decline are checked read by read, without timing anything.
  ///
  /// - Parameters:
  ///   - left: the time until the deadline; none when it is zero or less.
  ///   - now: the current monotonic nanoseconds.
  package init(left: Duration, now: UInt64) {
    self.end = now &+ Self.nanoseconds(in: left)
    self.lastRead = now
  }

  /// The nanoseconds in `left`: 0 for a time already past, and no more
  /// than `Int64.max / 2` (about 146 years) once its seconds would
  /// overflow a count of nanoseconds, so that adding it to a clock reading
  /// cannot wrap.
  package static func nanoseconds(in left: Duration) -> UInt64 {
    // A duration's two components share its sign.
    let (seconds, attoseconds) = left.components
    if seconds < 0 || attoseconds < 0 { return 0 }
    if seconds >= Int64.max / 1_000_000_000 { return UInt64(Int64.max / 2) }
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
  }

  /// The monotonic clock the deadline reads in production.
  @inline(__always)
  static func monotonicNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Whether the deadline has passed; reads the clock every `stride`
  /// calls.
  @inline(__always)
  mutating func hasPassed() -> Bool {
    hasPassed(reading: Self.monotonicNow)
  }

  /// Whether the deadline has passed, reading the time from `now` (called
  /// only every `stride` calls): the production form passes the monotonic
  /// clock, tests a clock of their own.
  ///
  /// Policy: the clock is a non-escaping closure, inlined into the case
  /// loop, so the production path costs what it did with the clock read
  /// written in place: a decrement and a compare per case, and a clock
  /// read every `stride` cases.
  @inline(__always)
  package mutating func hasPassed(reading now: () -> UInt64) -> Bool {
    countdown -= 1
    guard countdown <= 0 else { return false }
    return readClock(now())
  }

  private mutating func readClock(_ now: UInt64) -> Bool {
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
