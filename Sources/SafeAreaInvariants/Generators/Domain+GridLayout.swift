// Policy: the layout rules turn on equalities (a band ending exactly on a
// block's edge, a side inset of zero, a top inset of zero beside a block, a
// strip with no height left, both sides with a strip). Doubles drawn from a
// range almost never meet those; values from a small grid of whole points
// meet them all the time, and every sum stays exact. Blocks keep UIKit's
// guarantee that each lies under some inset (its side, or the top or bottom
// one), as in `inventedCornerBlockLayout`. Half a point sits between the
// zero and the one of a boundary; -0.0 is zero with its sign bit set.

import PropertyFuzzing
import SafeAreaGeometry

/// A corner-block layout on a grid of whole points, with bands, rows and
/// sizes from the same grid.
struct GridLayoutCase: Sendable, CustomStringConvertible {
  /// The layout.
  var layout: CornerBlockLayout
  /// A band's two bounds, in either order (sometimes NaN).
  var bandA: Double
  /// See ``bandA``.
  var bandB: Double
  /// A row's top and height, and a control's width.
  var rowMinY: Double
  /// See ``rowMinY``.
  var rowHeight: Double
  /// See ``rowMinY``.
  var controlWidth: Double
  /// A container's margin and cap.
  var margin: Double
  /// See ``margin``.
  var maximumWidth: Double
  /// The layout direction.
  var direction: LayoutDirection

  var description: String {
    let corners = layout.reservedCorners
    return
      "window \(layout.windowSize), insets \(layout.safeInsets), corners tl \(String(describing: corners.topLeft)) "
      + "tr \(String(describing: corners.topRight)) bl \(String(describing: corners.bottomLeft)) "
      + "br \(String(describing: corners.bottomRight)), \(layout.widthClass), compact status "
      + "\(String(describing: layout.compactStatusBarHeight)); band \(bandA)..\(bandB); row "
      + "\(rowMinY) + \(rowHeight), control \(controlWidth); margin \(margin), cap \(maximumWidth); "
      + "\(direction)"
  }
}

extension Domain {
  /// Whole-point values that meet each other often, with half a point
  /// (between zero and one) and -0.0 (zero, with the sign bit set).
  static let gridValue = Gen<Double>.element(of: [0, 0, -0.0, 0.5, 4, 10, 20, 30, 40, 60])

  /// A corner-block layout on a grid (see the policy above).
  static let gridCornerBlockLayout = Gen<CornerBlockLayout> { choices in
    let window = Gen<Double>.element(of: [0, 40, 60, 100, 120])
    let size = Size(width: window.generate(&choices), height: window.generate(&choices))
    var insets = EdgeInsets(
      top: gridValue.generate(&choices), left: gridValue.generate(&choices),
      bottom: gridValue.generate(&choices), right: gridValue.generate(&choices))
    var blocks: [Size?] = []
    for corner in [ScreenCorner.topLeft, .topRight, .bottomLeft, .bottomRight] {
      guard Gen.bool.generate(&choices) else {
        blocks.append(nil)
        continue
      }
      let block = Size(width: gridValue.generate(&choices), height: gridValue.generate(&choices))
      let left = corner == .topLeft || corner == .bottomLeft
      let top = corner == .topLeft || corner == .topRight
      if Gen.bool.generate(&choices) {
        if left {
          insets.left = Swift.max(insets.left, block.width)
        } else {
          insets.right = Swift.max(insets.right, block.width)
        }
      } else if top {
        insets.top = Swift.max(insets.top, block.height)
      } else {
        insets.bottom = Swift.max(insets.bottom, block.height)
      }
      blocks.append(block)
    }
    return CornerBlockLayout(
      windowSize: size, safeInsets: insets,
      reservedCorners: ReservedCorners(
        topLeft: blocks[0], topRight: blocks[1], bottomLeft: blocks[2], bottomRight: blocks[3]),
      widthClass: choices.element(of: WidthClass.allCases),
      compactStatusBarHeight: choices.element(of: [nil, 0, 4, 10, 20] as [Double?]))
  }

  /// A grid layout with a band, a row and a container request.
  static let gridLayoutCase = Gen<GridLayoutCase> { choices in
    let layout = gridCornerBlockLayout.generate(&choices)
    let bound = Gen<Double>.frequency([(12, gridValue), (1, .always(.nan))])
    return GridLayoutCase(
      layout: layout, bandA: bound.generate(&choices), bandB: bound.generate(&choices),
      rowMinY: bound.generate(&choices), rowHeight: gridValue.generate(&choices),
      controlWidth: gridValue.generate(&choices), margin: gridValue.generate(&choices),
      maximumWidth: choices.element(of: [.infinity, 0, 20, 40] as [Double]),
      direction: choices.element(of: LayoutDirection.allCases))
  }
}
