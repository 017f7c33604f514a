// Policy: every generator draws its randomness as a sequence of bounded
// choices (as Hypothesis does). A case *is* its choice sequence: recording it
// makes a case replayable as data, shrinking edits it without knowing the
// value's type, and a coverage-guided fuzzer can drive the same generators by
// feeding its bytes in as choices. Generators map smaller choices to simpler
// values, so shrinking choices toward zero simplifies the value.

/// Where a generator's choices come from, and the record of what it drew.
public struct ChoiceSequence: Sendable {
  /// Where new choices come from once the prefix is used up.
  public enum Source: Sendable {
    /// Fresh random choices from a seeded generator.
    case random(Xoshiro256StarStar)
    /// Zeros, the simplest choice of every kind: what replay and shrinking
    /// use once the recorded prefix runs out.
    case zeros
  }

  /// The choices drawn so far, each already reduced below its bound
  /// (empty in an unrecorded sequence, see ``isRecording``).
  public private(set) var recorded: [UInt64] = []
  /// Whether draws are kept in ``recorded``. The case loop's own sequence
  /// keeps none: appending cost about a third of a cheap case, and its
  /// cases are a function of their seed, so a failing one is drawn again,
  /// recorded, for its choices (CaseLoop.swift).
  public private(set) var isRecording = true
  /// The number of draws so far: the index of the next one.
  private var drawn = 0

  private var prefix: [UInt64]
  /// The source, unpacked: a draw is the innermost step of every case, and
  /// taking a generator out of an enum and putting it back costs more
  /// than the draw itself.
  private var generator: Xoshiro256StarStar
  /// The first index drawn from the generator: past the prefix when the
  /// source is random, never (`Int.max`) when it draws zeros. One
  /// comparison on the hot path instead of three.
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
    case .random(let generator):
      self.generator = generator
      self.randomFrom = prefix.count
    case .zeros:
      self.generator = Xoshiro256StarStar(seed: 0)
      self.randomFrom = .max
    }
    self.limit = limit
    // One allocation for a typical case instead of one per doubling.
    recorded.reserveCapacity(Swift.max(Self.typicalChoices, prefix.count))
  }

  /// Room reserved for the record up front: more than most cases draw.
  static let typicalChoices = 32

  /// A sequence of fresh random choices from a seed.
  public static func random(seed: UInt64, edgeBias: Bool = true) -> ChoiceSequence {
    var sequence = ChoiceSequence(source: .random(Xoshiro256StarStar(seed: seed)))
    sequence.edgeBias = edgeBias
    return sequence
  }

  /// A sequence of fresh random choices from a seed that keeps no record:
  /// the same choices as ``random(seed:edgeBias:)``, for a loop that only
  /// needs them again when a case fails, and then draws them again.
  static func unrecorded(seed: UInt64, edgeBias: Bool) -> ChoiceSequence {
    var sequence = random(seed: seed, edgeBias: edgeBias)
    sequence.isRecording = false
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
  public mutating func restart(seed: UInt64) {
    if !recorded.isEmpty { recorded.removeAll(keepingCapacity: true) }
    drawn = 0
    // The old prefix stays, unread: every draw from index 0 on comes from
    // the generator now (`randomFrom`).
    generator = Xoshiro256StarStar(seed: seed)
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
  public mutating func draw(below bound: UInt64) -> UInt64 {
    let index = drawn
    drawn = index &+ 1
    let value: UInt64
    if index >= randomFrom, index < limit {
      value = generator.next(below: bound)
    } else {
      value = scriptedValue(at: index, below: bound)
    }
    if isRecording { recorded.append(value) }
    return value
  }

  /// A choice that does not come from the generator: past the limit
  /// (0, and the sequence is marked as overrun), from the prefix (clamped
  /// below `bound`), or 0 once a replay's prefix is used up.
  private mutating func scriptedValue(at index: Int, below bound: UInt64) -> UInt64 {
    if index >= limit {
      overran = true
      return 0
    }
    if index < prefix.count {
      let value = prefix[index]
      return bound != 0 && value >= bound ? bound - 1 : value
    }
    return 0
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
