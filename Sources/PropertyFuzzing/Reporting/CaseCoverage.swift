// Policy: a report records the case indices a property really ran, so a
// merge can prove that its shards ran the whole campaign exactly once
// rather than trust the slice arithmetic that dealt them. The indices are
// recorded as they are passed to the case loop (not recomputed from the
// slice), as arithmetic progressions (first, step, count): a shard of a
// case budget is one progression, a time-budgeted run a few more (a block
// cut short at a deadline leaves a gap), so a report stays small whatever
// the number of cases. Recording a case costs two comparisons and an add.

/// The case indices a property ran: arithmetic progressions, in the order
/// they ran.
public struct CaseCoverage: Hashable, Sendable, Codable {
  /// Indices `first, first + step, …`, `count` of them (`step` is 1 when
  /// `count` is 1).
  public struct Progression: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first index.
    public var first: UInt64
    /// The distance between consecutive indices.
    public var step: UInt64
    /// How many indices.
    public var count: UInt64

    /// Creates a progression (a `step` of 0 is taken as 1).
    public init(first: UInt64, step: UInt64, count: UInt64) {
      self.first = first
      self.step = count <= 1 ? 1 : Swift.max(1, step)
      self.count = count
    }

    /// The last index (`first` for an empty progression).
    public var last: UInt64 { count == 0 ? first : first &+ step &* (count - 1) }

    /// Adds `index` when it starts or continues the progression, joined
    /// as ``CaseCoverage/append(_:)`` joins one index to its last
    /// progression.
    ///
    /// - Parameter index: the index that ran next.
    /// - Returns: whether it was added; when not, the progression is to
    ///   be appended and a new one started from `index`.
    @inline(__always)
    mutating func extend(with index: UInt64) -> Bool {
      switch count {
      case 0:
        self = Progression(first: index, step: 1, count: 1)
        return true
      case 1:
        guard index > first else { return false }
        step = index - first
        count = 2
        return true
      default:
        guard index == last &+ step else { return false }
        count += 1
        return true
      }
    }

    /// How many of its indices lie below `limit`.
    public func count(below limit: UInt64) -> UInt64 {
      // An empty progression counts min(0, ...) = 0 below any limit.
      guard first < limit else { return 0 }
      return Swift.min(count, (limit - 1 - first) / step + 1)
    }

    /// Whether `index` is one of its indices.
    public func contains(_ index: UInt64) -> Bool {
      count > 0 && index >= first && index <= last && (index - first) % step == 0
    }

    /// The smallest index both progressions hold, or `nil`.
    public func firstCommonIndex(with other: Progression) -> UInt64? {
      guard count > 0, other.count > 0 else { return nil }
      // x = first + step * i = other.first + other.step * j, solved by the
      // Chinese remainder theorem in 128 bits; every product that could
      // pass them is checked, and a solution past 64 bits is none.
      let a = Int128(first)
      let s = Int128(step)
      let b = Int128(other.first)
      let t = Int128(other.step)
      let g = Self.gcd(s, t)
      guard (b - a) % g == 0 else { return nil }
      let modulus = t / g
      let i = Self.multiply(
        Self.mod((b - a) / g, modulus), Self.inverse(Self.mod(s / g, modulus), modulus),
        modulo: modulus)
      let (offset, offsetOverflow) = s.multipliedReportingOverflow(by: i)
      guard !offsetOverflow else { return nil }
      var x = a + offset
      let low = Swift.max(a, b)
      if x < low {
        let (lcm, lcmOverflow) = (s / g).multipliedReportingOverflow(by: t)
        guard !lcmOverflow else { return nil }
        let (jump, jumpOverflow) = ((low - x + lcm - 1) / lcm).multipliedReportingOverflow(by: lcm)
        guard !jumpOverflow else { return nil }
        x += jump
      }
      guard x <= Swift.min(Int128(last), Int128(other.last)) else { return nil }
      return UInt64(x)
    }

    static func gcd(_ a: Int128, _ b: Int128) -> Int128 { b == 0 ? a : gcd(b, a % b) }

    static func mod(_ a: Int128, _ m: Int128) -> Int128 { ((a % m) + m) % m }

    /// `a * b` modulo `m`, for `0 <= a, b < m <= 2^64`, by doubling (no
    /// intermediate passes 2^65).
    static func multiply(_ a: Int128, _ b: Int128, modulo m: Int128) -> Int128 {
      var result: Int128 = 0
      var addend = a % m
      var rest = b
      while rest > 0 {
        if rest & 1 == 1 { result = (result + addend) % m }
        addend = (addend + addend) % m
        rest >>= 1
      }
      return result
    }

    /// The inverse of `a` modulo `m` (they are coprime), by the extended
    /// Euclidean algorithm; 0 when `m` is 1 (the loop below gives it: one
    /// step, from remainder 0).
    static func inverse(_ a: Int128, _ m: Int128) -> Int128 {
      var (oldR, r) = (mod(a, m), m)
      var (oldS, s) = (Int128(1), Int128(0))
      while r != 0 {
        let quotient = oldR / r
        (oldR, r) = (r, oldR - quotient * r)
        (oldS, s) = (s, oldS - quotient * s)
      }
      return mod(oldS, m)
    }

    /// `5, 9, …, 4997 (1249 cases, every 4th)`.
    public var description: String {
      switch count {
      case 0: return "none"
      case 1: return "\(first)"
      default:
        let every = step == 1 ? "" : ", every \(step)th"
        return "\(first) to \(last) (\(count) cases\(every))"
      }
    }
  }

  /// The progressions, in the order they ran.
  public private(set) var progressions: [Progression] = []

  /// No index.
  public init() {}

  /// Exactly these progressions.
  public init(_ progressions: [Progression]) {
    for progression in progressions { append(progression) }
  }

  /// How many indices, overlaps counted twice.
  public var count: UInt64 { progressions.reduce(0) { $0 &+ $1.count } }

  /// Adds one index that ran.
  ///
  /// A loop that records an index per case extends a ``Progression`` of
  /// its own instead (``Progression/extend(with:)``) and appends it when
  /// an index does not continue it and at its end: the same progressions,
  /// without an array write a case.
  @inlinable
  public mutating func record(_ index: UInt64) {
    append(Progression(first: index, step: 1, count: 1))
  }

  /// Adds indices that ran after the ones recorded, joining the last
  /// progression when they continue it.
  public mutating func append(_ next: Progression) {
    guard next.count > 0 else { return }
    guard var last = progressions.last else {
      progressions.append(next)
      return
    }
    if last.count == 1, next.first > last.first,
      next.count == 1 || next.first - last.first == next.step
    {
      last = Progression(first: last.first, step: next.first - last.first, count: next.count + 1)
    } else if last.count >= 2, next.first == last.last &+ last.step,
      next.count == 1 || next.step == last.step
    {
      last.count += next.count
    } else {
      progressions.append(next)
      return
    }
    progressions[progressions.count - 1] = last
  }

  /// Adds every index of `other` after this one's.
  public mutating func append(contentsOf other: CaseCoverage) {
    for progression in other.progressions { append(progression) }
  }

  /// How many indices lie below `limit`, overlaps counted twice.
  public func count(below limit: UInt64) -> UInt64 {
    progressions.reduce(0) { $0 &+ $1.count(below: limit) }
  }

  /// Encodes as `[[first, step, count], …]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(progressions.map { [$0.first, $0.step, $0.count] })
  }

  /// Decodes `[[first, step, count], …]`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let triples = try container.decode([[UInt64]].self)
    for triple in triples {
      guard triple.count == 3 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a progression is [first, step, count]")
      }
      let span = triple[1].multipliedReportingOverflow(by: triple[2] > 0 ? triple[2] - 1 : 0)
      guard !span.overflow, !triple[0].addingReportingOverflow(span.partialValue).overflow else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a progression passes the largest case index")
      }
      progressions.append(Progression(first: triple[0], step: triple[1], count: triple[2]))
    }
  }
}
