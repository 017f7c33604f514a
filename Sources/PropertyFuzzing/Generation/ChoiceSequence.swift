// Policy: every generator draws its randomness as a sequence of bounded
// choices (as Hypothesis does). A case *is* its choice sequence: recording it
// makes a case replayable as data, shrinking edits it without knowing the
// value's type, and a coverage-guided fuzzer can drive the same generators by
// feeding its bytes in as choices. Generators map smaller choices to simpler
// values, so shrinking choices toward zero simplifies the value.
//
// Policy: a draw of the case loop is a few instructions. The loop's
// sequence keeps no record and draws from a counter-based stream
// (`CaseStream`), so its draw is one comparison (the limit), one
// SplitMix64 output and Lemire's multiply, inlined into the generator that
// asks; everything else (a prefix to replay, zeros once it runs out, the
// record, the limit passed) takes the general path, out of line.

/// Where a generator's choices come from, and the record of what it drew.
public struct ChoiceSequence: Sendable {
  /// Where new choices come from once the prefix is used up.
  public enum Source: Sendable {
    /// Fresh random choices: the case stream of a seed (``CaseStream``).
    case random(seed: UInt64)
    /// Zeros, the simplest choice of every kind: what replay and shrinking
    /// use once the recorded prefix runs out.
    case zeros
  }

  /// The number of draws so far: the index of the next one.
  @usableFromInline var drawn = 0
  /// Draws below this index come straight from ``stream`` and are not
  /// recorded: the limit in an unrecorded random sequence, 0 in every
  /// other (each of whose draws takes the general path).
  @usableFromInline var directEnd: Int
  /// The random words of the case.
  @usableFromInline var stream: CaseStream

  /// The choices drawn so far, each already reduced below its bound
  /// (empty in an unrecorded sequence, see ``isRecording``).
  public private(set) var recorded: [UInt64] = []
  /// Whether draws are kept in ``recorded``. The case loop's own sequence
  /// keeps none: appending cost about a third of a cheap case, and its
  /// cases are a function of their seed, so a failing one is drawn again,
  /// recorded, for its choices (CaseLoop.swift).
  public private(set) var isRecording = true

  private var prefix: [UInt64]
  /// The first index drawn from the stream: past the prefix when the
  /// source is random, never (`Int.max`) when it draws zeros.
  private var randomFrom: Int
  /// The most choices one case may draw before the sequence answers zeros,
  /// so a runaway generator cannot loop forever.
  public let limit: Int
  /// Whether the case asked for more choices than `limit`.
  public private(set) var overran = false
  /// Whether generators may take their edge-biased branches. Off, every
  /// generator draws uniformly over its range: the baseline strategy that
  /// `fuzz --evaluate` measures the bias against.
  public var edgeBias = true

  /// Creates a sequence that replays `prefix` and then draws from `source`.
  ///
  /// - Parameters:
  ///   - prefix: recorded choices to replay first; a value not below its
  ///     bound is clamped to the largest allowed (clamping, unlike a modulo,
  ///     keeps "larger choice, larger value", which the shrinker relies on).
  ///   - source: where the choices after the prefix come from.
  ///   - limit: the most choices a case may draw.
  public init(prefix: [UInt64] = [], source: Source, limit: Int = 8192) {
    self.prefix = prefix
    switch source {
    case .random(let seed):
      self.stream = CaseStream(seed: seed)
      self.randomFrom = prefix.count
    case .zeros:
      self.stream = CaseStream(seed: 0)
      self.randomFrom = .max
    }
    self.limit = limit
    self.directEnd = 0
    // One allocation for a typical case instead of one per doubling.
    recorded.reserveCapacity(Swift.max(Self.typicalChoices, prefix.count))
  }

  /// Room reserved for the record up front: more than most cases draw.
  static let typicalChoices = 32

  /// A sequence of fresh random choices from a seed.
  public static func random(seed: UInt64, edgeBias: Bool = true) -> ChoiceSequence {
    var sequence = ChoiceSequence(source: .random(seed: seed))
    sequence.edgeBias = edgeBias
    return sequence
  }

  /// A sequence of fresh random choices from a seed that keeps no record:
  /// the same choices as ``random(seed:edgeBias:)``, for a loop that only
  /// needs them again when a case fails, and then draws them again.
  static func unrecorded(seed: UInt64, edgeBias: Bool) -> ChoiceSequence {
    var sequence = random(seed: seed, edgeBias: edgeBias)
    sequence.isRecording = false
    sequence.directEnd = sequence.limit
    return sequence
  }

  /// Starts a fresh case of random choices from `seed` in place, keeping
  /// the record's storage (and the strategy).
  ///
  /// The runner reuses one sequence for all the cases of a block, so a
  /// passing case allocates nothing; a case that must outlive the next one
  /// (a failure) copies ``recorded``.
  ///
  /// - Parameter seed: the case's seed.
  @inline(__always)
  public mutating func restart(seed: UInt64) {
    if !recorded.isEmpty { recorded.removeAll(keepingCapacity: true) }
    drawn = 0
    // The old prefix stays, unread: every draw from index 0 on comes from
    // the stream now (`randomFrom`).
    stream = CaseStream(seed: seed)
    randomFrom = 0
    overran = false
  }

  /// A sequence that replays recorded choices, then answers zeros.
  public static func replaying(_ choices: [UInt64], edgeBias: Bool = true) -> ChoiceSequence {
    var sequence = ChoiceSequence(prefix: choices, source: .zeros)
    sequence.edgeBias = edgeBias
    return sequence
  }

  /// Draws a choice in `0 ..< bound` (the full 64-bit range when `bound` is
  /// zero) and records it.
  @inlinable @inline(__always)
  public mutating func draw(below bound: UInt64) -> UInt64 {
    let index = drawn
    if index < directEnd {
      drawn = index &+ 1
      let word = stream.next()
      let product = word.multipliedFullWidth(by: bound)
      // Lemire: a low half at or above the bound is never rejected.
      if product.low >= bound, bound != 0 { return product.high }
      return stream.finishBelow(bound, first: word)
    }
    return drawInGeneral(below: bound)
  }

  /// A draw that is not the case loop's plain one: past the limit (0, and
  /// the sequence is marked as overrun), from the prefix (clamped below
  /// `bound`), from the stream, or 0 once a replay's prefix is used up;
  /// recorded when the sequence records.
  @usableFromInline
  mutating func drawInGeneral(below bound: UInt64) -> UInt64 {
    let index = drawn
    drawn = index &+ 1
    let value: UInt64
    if index >= limit {
      overran = true
      value = 0
    } else if index >= randomFrom {
      value = stream.next(below: bound)
    } else if index < prefix.count {
      let saved = prefix[index]
      value = bound != 0 && saved >= bound ? bound &- 1 : saved
    } else {
      value = 0
    }
    if isRecording { recorded.append(value) }
    return value
  }

  /// The rest of a word none of whose bits are left: the choice after
  /// the one drawn is drawn on its own.
  @usableFromInline static let noRest = UInt64.max

  /// Draws a choice below 4 (an integer's edge choice) and keeps the other
  /// 62 bits of its word for the choice after it.
  ///
  /// Policy: an integer's two choices come from one word of the stream
  /// when both are fresh (the edge choice from its top two bits, the value
  /// or the edge pick from the other 62, see ``draw(below:rest:)``): two
  /// choices, as the corpus stores them, for one SplitMix64 output. The
  /// record and the unrecorded loop take the same words, so a failing case
  /// drawn again records the choices it was run with; a prefix, zeros or
  /// the limit's last choice draw the two on their own.
  ///
  /// - Returns: the choice, and the rest of its word (62 uniform bits), or
  ///   ``noRest`` when the next choice is not to come from it.
  @inlinable @inline(__always)
  mutating func drawQuarter() -> (choice: UInt64, rest: UInt64) {
    let index = drawn
    if index &+ 1 < directEnd {
      drawn = index &+ 1
      let word = stream.next()
      return (word &>> 62, word & Self.restMask)
    }
    return drawQuarterInGeneral()
  }

  /// The 62 low bits of a word.
  @usableFromInline static let restMask: UInt64 = (1 &<< 62) &- 1

  /// ``drawQuarter()`` off the loop's plain path: a pair from the stream
  /// when both of its indices are, recorded when the sequence records;
  /// else a choice on its own.
  @usableFromInline
  mutating func drawQuarterInGeneral() -> (choice: UInt64, rest: UInt64) {
    let index = drawn
    guard index >= randomFrom, index &+ 1 < limit else {
      return (drawInGeneral(below: 4), Self.noRest)
    }
    drawn = index &+ 1
    let word = stream.next()
    let choice = word &>> 62
    if isRecording { recorded.append(choice) }
    return (choice, word & Self.restMask)
  }

  /// Draws a choice below `bound` from `rest`, the 62 bits left by
  /// ``drawQuarter()``, or on its own when it left none.
  ///
  /// Lemire's method on 62 bits: exact, with a rejection (about
  /// `bound / 2^62` of the draws) or a bound above 2^62 taking a fresh
  /// word instead.
  @inlinable @inline(__always)
  mutating func draw(below bound: UInt64, rest: UInt64) -> UInt64 {
    guard rest != Self.noRest else { return draw(below: bound) }
    drawn &+= 1
    let value: UInt64
    if bound != 0, bound <= 1 &<< 62 {
      let product = rest.multipliedFullWidth(by: bound)
      let low = product.low & Self.restMask
      if low >= bound {
        value = (product.high &<< 2) | (product.low &>> 62)
      } else {
        value = finishBelow(bound, product: product)
      }
    } else {
      value = stream.next(below: bound)
    }
    if isRecording { keep(value) }
    return value
  }

  /// Appends a choice to the record.
  @usableFromInline
  mutating func keep(_ value: UInt64) {
    recorded.append(value)
  }

  /// The rest of ``draw(below:rest:)`` when the low part of its product
  /// fell below the bound: kept if it is at least 2^62 mod bound, else a
  /// fresh word's draw.
  @usableFromInline @inline(never)
  mutating func finishBelow(_ bound: UInt64, product: (high: UInt64, low: UInt64)) -> UInt64 {
    let threshold = (1 &<< 62) % bound
    if product.low & Self.restMask >= threshold {
      return (product.high &<< 2) | (product.low &>> 62)
    }
    return stream.next(below: bound)
  }

  /// Draws a choice in `0 ... upper` (an inclusive bound is handy when the
  /// upper end is `UInt64.max`).
  public mutating func draw(through upper: UInt64) -> UInt64 {
    upper == .max ? draw(below: 0) : draw(below: upper + 1)
  }

  /// Draws a Boolean that is true with probability `numerator / denominator`;
  /// the simplest choice (zero) is `false` unless the chance is certain.
  public mutating func weightedBool(_ numerator: UInt64, in denominator: UInt64) -> Bool {
    let denominator = Swift.max(1, denominator)
    return draw(below: denominator) >= denominator - Swift.min(numerator, denominator)
  }
}
