/// A top bar's metrics: the status height above its row, the row, and how
/// far its buttons keep from each window edge.
public struct TopBarLayout: Hashable, Sendable, Codable {
  /// The status height the bar leaves above its row.
  public var statusBarHeight: Double
  /// The row holding the title and buttons, between the band's side insets.
  public var rowFrame: Rect
  /// The bar's total height: status height plus row height.
  public var height: Double
  /// How far the left-hand buttons keep from the window's left edge.
  public var leftButtonsInset: Double
  /// How far the right-hand buttons keep from the window's right edge.
  public var rightButtonsInset: Double

  /// Creates bar metrics.
  public init(
    statusBarHeight: Double, rowFrame: Rect, height: Double, leftButtonsInset: Double,
    rightButtonsInset: Double
  ) {
    self.statusBarHeight = statusBarHeight
    self.rowFrame = rowFrame
    self.height = height
    self.leftButtonsInset = leftButtonsInset
    self.rightButtonsInset = rightButtonsInset
  }

  /// The title's centre: the row's middle, whatever the buttons do (seed
  /// rule 4: "the title stays centred").
  @inlinable
  public var titleCenterX: Double { rowFrame.minX + rowFrame.width / 2 }
}
