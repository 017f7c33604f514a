// Policy: at most one block per corner, held in four optional slots, so two
// overlapping blocks in one corner cannot be expressed and every helper can
// ask "the block in this corner" without searching.

/// The corner blocks a posture reserves (`ContainerViewLayout.reservedCorners`
/// in the seed), read from a table rather than live, because the system's
/// own regions are transitional for up to 0.6 s after a rotation or fold.
public struct ReservedCorners: Hashable, Sendable, Codable {
  /// The block's size in the top-left corner, if any.
  public var topLeft: Size?
  /// The block's size in the top-right corner, if any.
  public var topRight: Size?
  /// The block's size in the bottom-left corner, if any.
  public var bottomLeft: Size?
  /// The block's size in the bottom-right corner, if any.
  public var bottomRight: Size?

  /// Creates a set of blocks; omitted corners are free.
  @inlinable
  public init(
    topLeft: Size? = nil, topRight: Size? = nil, bottomLeft: Size? = nil,
    bottomRight: Size? = nil
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  /// No reserved corner: every other device.
  public static let none = ReservedCorners()

  /// Whether no corner is reserved.
  @inlinable
  public var isEmpty: Bool {
    topLeft == nil && topRight == nil && bottomLeft == nil && bottomRight == nil
  }

  /// The block in `corner`, if one is reserved.
  @inlinable
  public subscript(corner: ScreenCorner) -> CornerBlock? {
    let size: Size?
    switch corner {
    case .topLeft: size = topLeft
    case .topRight: size = topRight
    case .bottomLeft: size = bottomLeft
    case .bottomRight: size = bottomRight
    }
    guard let size else { return nil }
    return CornerBlock(corner: corner, size: size)
  }

  /// Every reserved block, in ``ScreenCorner`` order.
  public var blocks: [CornerBlock] {
    // The four corners written out, not `allCases.compactMap`: layouts ask
    // for their blocks several times a fuzz case, and in the debug build
    // the generic adaptor cost more than the blocks.
    var blocks: [CornerBlock] = []
    blocks.reserveCapacity(4)
    if let block = self[.topLeft] { blocks.append(block) }
    if let block = self[.topRight] { blocks.append(block) }
    if let block = self[.bottomLeft] { blocks.append(block) }
    if let block = self[.bottomRight] { blocks.append(block) }
    return blocks
  }
}
