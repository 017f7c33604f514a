// Policy: the helpers on this type are static functions of plain values
// (with instance conveniences), so a fuzzer can swap any one for a mutant,
// and they are total: NaN in gives NaN or a conservative answer out, never a
// trap. Use ``validated()`` at the boundary where untrusted values come in.

/// A window's layout on a device whose status area comes in corner blocks
/// (the seed's `ContainerViewLayout`): its size, its safe-area insets as
/// UIKit reports them (each block widened into a full-edge inset), the blocks
/// themselves, and its width class.
///
/// On every ordinary device ``reservedCorners`` is ``ReservedCorners/none``
/// and every helper reduces, bit for bit, to the plain safe-inset expression
/// it replaces.
public struct CornerBlockLayout: Hashable, Sendable, Codable {
  /// The window's size in points.
  public var windowSize: Size
  /// The safe-area insets UIKit reports, in points.
  public var safeInsets: EdgeInsets
  /// The reserved corner blocks.
  public var reservedCorners: ReservedCorners
  /// The window's horizontal size class.
  public var widthClass: WidthClass
  /// The status height a top bar uses beside a status island (16 on the
  /// unfolded portrait screen); `nil` where there is no island, and ignored
  /// unless ``statusIsland(in:)`` finds one.
  public var compactStatusBarHeight: Double?

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - windowSize: the window's size in points.
  ///   - safeInsets: the safe-area insets UIKit reports.
  ///   - reservedCorners: the corner blocks; ``ReservedCorners/none`` on
  ///     ordinary devices.
  ///   - widthClass: the horizontal size class.
  ///   - compactStatusBarHeight: the top bar's status height beside an island.
  public init(
    windowSize: Size, safeInsets: EdgeInsets, reservedCorners: ReservedCorners = .none,
    widthClass: WidthClass = .compact, compactStatusBarHeight: Double? = nil
  ) {
    self.windowSize = windowSize
    self.safeInsets = safeInsets
    self.reservedCorners = reservedCorners
    self.widthClass = widthClass
    self.compactStatusBarHeight = compactStatusBarHeight
  }

  /// Returns the layout if every value is finite and not negative, otherwise
  /// throws naming the first bad one.
  public func validated() throws(GeometryError) -> CornerBlockLayout {
    _ = try windowSize.width.requireNonNegative("windowSize.width")
    _ = try windowSize.height.requireNonNegative("windowSize.height")
    _ = try safeInsets.validated(name: "safeInsets")
    for block in reservedCorners.blocks {
      let name = "reservedCorners.\(block.corner.rawValue)"
      _ = try block.size.width.requireNonNegative("\(name).width")
      _ = try block.size.height.requireNonNegative("\(name).height")
    }
    if let compactStatusBarHeight {
      _ = try compactStatusBarHeight.requireNonNegative("compactStatusBarHeight")
    }
    return self
  }
}
