/// A disjoint part of a property's case space: the case indices `i` with
/// `i % count == index`.
///
/// Shards of a campaign (`fuzz --shard I/N`) each run one slice; together
/// the slices cover every index once, so their merged reports equal one
/// run's.
public struct CaseSlice: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Which slice, from 0 to `count - 1`.
  public let index: UInt64
  /// How many slices the case space is cut into.
  public let count: UInt64

  /// Creates a slice, or returns `nil` unless `0 <= index < count`.
  public init?(index: UInt64, of count: UInt64) {
    // `index < count` also refuses a count of 0 (an index is at least 0).
    guard index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// The whole case space.
  public static let all = CaseSlice(uncheckedIndex: 0, count: 1)

  init(uncheckedIndex index: UInt64, count: UInt64) {
    self.index = index
    self.count = count
  }

  /// The `n`th case index of the slice.
  @inlinable
  public func caseIndex(_ n: UInt64) -> UInt64 { index &+ n &* count }

  /// How many of the slice's indices lie below `limit`.
  public func count(below limit: UInt64) -> UInt64 {
    limit <= index ? 0 : (limit - index - 1) / count + 1
  }

  /// `I/N`.
  public var description: String { "\(index)/\(count)" }
}
