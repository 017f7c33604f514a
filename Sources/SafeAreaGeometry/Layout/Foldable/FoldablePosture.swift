// Source: seed "iPhone Duo layout" (ARCHITECTURE.md, Reference data, "Foldable
// postures"). The table is data, read per posture, not derived from a
// rotation: the folded landscape postures reserve different corners (FL a
// bottom-right 84x82 block, FR a top-left 84x84 one), which no rotation of
// FP's top-right 84x170 block would give.

/// The postures of the foldable phone with corner blocks ("iPhone Duo").
public enum FoldablePosture: String, CaseIterable, Hashable, Sendable, Codable {
  /// FP: folded cover screen, portrait, 466x678, right inset 84, top-right
  /// block 84x170.
  case foldedPortrait = "FP"
  /// FL: folded, landscape-left, 678x466, right inset 84, bottom-right block
  /// 84x82.
  case foldedLandscapeLeft = "FL"
  /// FR: folded, landscape-right, 678x466, left inset 84, top-left block
  /// 84x84.
  case foldedLandscapeRight = "FR"
  /// UP: unfolded, portrait, 669x951, top inset 82, top-right 134x82 status
  /// island, compact status height 16.
  case unfoldedPortrait = "UP"
  /// UL: unfolded, landscape, 951x669, right inset 84, top-right block
  /// 84x120, regular width although it is a phone.
  case unfoldedLandscape = "UL"

  /// The table's short id (FP, FL, FR, UP, UL).
  @inlinable
  public var id: String { rawValue }

  /// The home indicator's intrinsic bottom inset on this device, in points,
  /// while `safeInsets.bottom` is 0 in every posture: bottom rows measured
  /// from the screen edge land on it.
  public static let homeIndicatorInset: Double = 20

  /// The posture's layout, from the table.
  public var layout: CornerBlockLayout {
    switch self {
    case .foldedPortrait:
      return CornerBlockLayout(
        windowSize: Size(width: 466, height: 678),
        safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
        reservedCorners: ReservedCorners(topRight: Size(width: 84, height: 170)))
    case .foldedLandscapeLeft:
      return CornerBlockLayout(
        windowSize: Size(width: 678, height: 466),
        safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
        reservedCorners: ReservedCorners(bottomRight: Size(width: 84, height: 82)))
    case .foldedLandscapeRight:
      return CornerBlockLayout(
        windowSize: Size(width: 678, height: 466),
        safeInsets: EdgeInsets(top: 0, left: 84, bottom: 0, right: 0),
        reservedCorners: ReservedCorners(topLeft: Size(width: 84, height: 84)))
    case .unfoldedPortrait:
      return CornerBlockLayout(
        windowSize: Size(width: 669, height: 951),
        safeInsets: EdgeInsets(top: 82, left: 0, bottom: 0, right: 0),
        reservedCorners: ReservedCorners(topRight: Size(width: 134, height: 82)),
        compactStatusBarHeight: 16)
    case .unfoldedLandscape:
      return CornerBlockLayout(
        windowSize: Size(width: 951, height: 669),
        safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
        reservedCorners: ReservedCorners(topRight: Size(width: 84, height: 120)),
        widthClass: .regular)
    }
  }
}
