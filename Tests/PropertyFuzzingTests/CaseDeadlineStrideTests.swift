import PropertyFuzzing
import Testing

/// The case loop's deadline reads the clock only every `stride` cases, a
/// stride that doubles while reads come less than 20 µs apart (up to
/// 1024) and halves when they come more than 200 µs apart. These drive it
/// with a clock of the test's own (`hasPassed(reading:)`), so which calls
/// read the clock, and what they answer, is exact: no case is timed.
@Suite("Case deadline: stride and expiry")
struct CaseDeadlineStrideTests {
  /// A clock the test moves by hand, counting its reads.
  final class HandClock {
    var now: UInt64
    var reads = 0
    init(_ now: UInt64) { self.now = now }
  }

  /// A deadline on a hand clock, called once per case: each step moves the
  /// clock, calls `hasPassed`, and notes the (1-based) calls that read it.
  struct Stepper {
    let clock: HandClock
    var deadline: CaseDeadline
    var call = 0
    var reads: [Int] = []

    init(left: Duration, start: UInt64 = 0) {
      clock = HandClock(start)
      deadline = CaseDeadline(left: left, now: start)
    }

    /// One call, `nanoseconds` after the last; whether the deadline passed.
    @discardableResult
    mutating func step(_ nanoseconds: UInt64) -> Bool {
      call += 1
      clock.now += nanoseconds
      let before = clock.reads
      let clock = clock
      let passed = deadline.hasPassed(reading: {
        clock.reads += 1
        return clock.now
      })
      if clock.reads > before { reads.append(call) }
      return passed
    }
  }

  /// Calls `hasPassed` `calls` times, moving the clock by `step`
  /// nanoseconds per call, and returns the (1-based) calls that read it.
  static func readingCalls(
    calls: Int, step: UInt64, left: Duration = .seconds(1000), start: UInt64 = 1_000
  ) -> [Int] {
    var stepper = Stepper(left: left, start: start)
    for _ in 1...calls {
      let passed = stepper.step(step)
      #expect(!passed)
    }
    return stepper.reads
  }

  @Test func theFirstCallReadsTheClock() {
    #expect(Self.readingCalls(calls: 1, step: 1) == [1])
  }

  /// Cheap cases: the stride doubles after every read, 2, 4, ... 1024, and
  /// stays at 1024 (calls 1, 3, 7, ..., 2047, then every 1024th).
  @Test func shortGapsDoubleTheStrideUpTo1024() {
    let expected = (1...11).map { (1 << $0) - 1 } + [2047 + 1024, 2047 + 2048]
    #expect(Self.readingCalls(calls: 2047 + 2048, step: 1) == expected)
  }

  /// Costly cases (a millisecond each): the stride never leaves 1.
  @Test func longGapsKeepTheStrideAtOne() {
    #expect(Self.readingCalls(calls: 10, step: 1_000_000) == Array(1...10))
  }

  /// Reads 20 µs apart or more, up to 200 µs, neither double nor halve.
  @Test(arguments: [UInt64(20_000), 100_000, 200_000])
  func gapsInBetweenKeepTheStride(gap: UInt64) {
    #expect(Self.readingCalls(calls: 6, step: gap) == Array(1...6))
  }

  /// Just under 20 µs a read doubles the stride.
  @Test func aGapJustUnder20MicrosecondsDoubles() {
    // Read at 1 (19_999 ns: doubled to 2), then every 2 calls (39_998 ns).
    #expect(Self.readingCalls(calls: 7, step: 19_999) == [1, 3, 5, 7])
  }

  /// The stride grows on cheap cases, then halves once per read when cases
  /// turn costly: reads 1024 apart, then 512, 256, ... back to 1.
  @Test(arguments: [UInt64(200_001), 1_000_000])
  func longGapsHalveTheStride(gap: UInt64) {
    var stepper = Stepper(left: .seconds(100_000))
    for _ in 1...2047 { stepper.step(1) }  // stride 1024 after the read at 2047
    #expect(stepper.reads.last == 2047)
    stepper.reads = []
    // Each call costs `gap` now: a read sees gap * stride since the last.
    // A gap of 200_001 ns per case: the first read sees ~205 ms, halves
    // to 512, and so on.
    for _ in 1...(1024 + 512 + 256 + 128 + 64 + 32 + 16 + 8 + 4 + 2 + 1 + 1 + 1) {
      stepper.step(gap)
    }
    let gaps = zip([2047] + stepper.reads, stepper.reads).map { $1 - $0 }
    #expect(gaps == [1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1, 1, 1])
  }

  /// Costly cases first keep the stride at 1; it still grows once the
  /// cases turn cheap (a stride halved below 1 would never grow again).
  @Test func theStrideGrowsAfterCostlyCases() {
    var stepper = Stepper(left: .seconds(100))
    for call in 1...40 { stepper.step(call <= 3 ? 1_000_000 : 1) }
    #expect(stepper.reads == [1, 2, 3, 4, 6, 10, 18, 34])
  }

  /// A single read exactly 200 µs after the last halves nothing; one
  /// nanosecond more halves the stride.
  @Test func theHalvingStartsJustAbove200Microseconds() {
    for (gap, expected) in [(UInt64(200_000), [2, 2]), (200_001, [2, 1, 2])] {
      var stepper = Stepper(left: .seconds(100))
      func step(_ nanoseconds: UInt64) { stepper.step(nanoseconds) }
      step(1)  // read at call 1, stride 2
      step(0)
      step(gap)  // read at call 3, `gap` after the last: stride stays 2 or halves
      // Then free cases: the stride doubles again at each read.
      step(0)
      step(0)
      step(0)
      let reads = stepper.reads
      #expect(zip(reads, reads.dropFirst()).map { $1 - $0 } == expected, "gap \(gap)")
    }
  }

  /// The deadline passes at its end exactly, not a nanosecond later, and
  /// is not passed a nanosecond before.
  @Test func expiresAtTheEndExactly() {
    for (offset, expected) in [(Int64(-1), false), (0, true), (1, true)] {
      var deadline = CaseDeadline(left: .nanoseconds(500), now: 1_000)
      let passed = deadline.hasPassed(reading: { UInt64(1_500 + offset) })
      #expect(passed == expected, "\(offset) ns from the end")
    }
  }

  /// A deadline already reached passes at the first call.
  @Test(arguments: [Duration.zero, .nanoseconds(-1), .seconds(-3), .milliseconds(-1500)])
  func noTimeLeftPassesAtOnce(left: Duration) {
    var deadline = CaseDeadline(left: left, now: 7_000)
    let passed = deadline.hasPassed(reading: { 7_000 })
    #expect(passed)
  }

  /// Once cheap cases have stretched the stride, the deadline is still
  /// seen, at the first read on or after it.
  @Test func aStretchedStrideStillSeesTheEnd() {
    let clock = HandClock(0)
    var deadline = CaseDeadline(left: .nanoseconds(3_000), now: 0)
    var passedAt: Int?
    for call in 1...5_000 {
      clock.now += 1
      if deadline.hasPassed(reading: { clock.now }) {
        passedAt = call
        break
      }
    }
    // Reads at 1, 3, 7, ..., 2047 (stride 1024 after it), 3071: the first
    // at or after 3000 ns.
    #expect(passedAt == 3_071)
  }

  /// The last whole second converted exactly (the clamp sits at
  /// `Int64.max / 1_000_000_000` seconds).
  static let lastExact: Int64 = Int64.max / 1_000_000_000 - 1

  /// Durations and their nanoseconds.
  static let conversions: [(Duration, UInt64)] = [
    (.zero, 0),
    (.nanoseconds(-1), 0),
    (.seconds(-1), 0),
    (.milliseconds(-1500), 0),
    (.nanoseconds(1), 1),
    (.milliseconds(500), 500_000_000),
    (.seconds(1), 1_000_000_000),
    (.seconds(3) + .nanoseconds(999_999_999), 3_999_999_999),
    // The most nanoseconds below a whole: attoseconds 999...999.
    (Duration(secondsComponent: 2, attosecondsComponent: 999_999_999_999_999_999), 2_999_999_999),
    (.seconds(lastExact), UInt64(lastExact) * 1_000_000_000),
    (.seconds(lastExact - 5), UInt64(lastExact - 5) * 1_000_000_000),
    (.seconds(lastExact + 1), UInt64(Int64.max / 2)),
    (.seconds(Int64.max), UInt64(Int64.max / 2)),
  ]

  /// The conversion of the time left into nanoseconds.
  @Test(arguments: conversions)
  func nanosecondsLeft(left: Duration, expected: UInt64) {
    #expect(CaseDeadline.nanoseconds(in: left) == expected)
  }

  /// A deadline centuries away does not wrap around into the past.
  @Test func aHugeDurationIsNotPast() {
    var deadline = CaseDeadline(left: .seconds(Int64.max), now: UInt64.max / 4)
    let wrapped = deadline.hasPassed(reading: { UInt64.max / 4 + 1 })
    #expect(!wrapped)
    var clamped = CaseDeadline(left: .seconds(Int64.max), now: 0)
    let beforeTheClamp = clamped.hasPassed(reading: { UInt64(Int64.max / 2) - 1 })
    #expect(!beforeTheClamp)
    var atClamp = CaseDeadline(left: .seconds(Int64.max), now: 0)
    let atTheClamp = atClamp.hasPassed(reading: { UInt64(Int64.max / 2) })
    #expect(atTheClamp)
  }
}
