// Policy: every layout case carries the posture it came from (nil for an
// invented layout), so properties can label by posture and a counterexample
// names the table row it broke on.

import SafeAreaGeometry

/// A corner-block layout and where it came from.
public struct CornerBlockCase: Sendable, CustomStringConvertible {
  /// The layout.
  public var layout: CornerBlockLayout
  /// The table posture it is, `nil` for an invented layout.
  public var posture: FoldablePosture?

  /// A short label: the posture's id or "invented".
  public var origin: String { posture.map { "posture \($0.id)" } ?? "invented" }

  /// The layout in one line: window, insets, blocks, width class, status.
  public var description: String {
    let blocks = layout.reservedCorners.blocks.map { "\($0.corner.rawValue) \($0.size)" }
    let status = layout.compactStatusBarHeight.map { ", compact status \($0)" } ?? ""
    return
      "\(posture?.id ?? "invented"): window \(layout.windowSize), insets \(layout.safeInsets), "
      + "blocks [\(blocks.joined(separator: ", "))], \(layout.widthClass)\(status)"
  }
}

/// A horizontal band of a corner-block layout, inside its safe height.
public struct LayoutBand: Sendable, CustomStringConvertible {
  /// The layout.
  public var layoutCase: CornerBlockCase
  /// The band's top.
  public var minY: Double
  /// The band's bottom (`minY` for a zero-height band).
  public var maxY: Double

  /// The band and its layout.
  public var description: String { "band y \(minY)..\(maxY) on \(layoutCase)" }
}

/// A centred container request on a corner-block layout.
public struct ContainerRequest: Sendable, CustomStringConvertible {
  /// The layout.
  public var layoutCase: CornerBlockCase
  /// The least gap to each side inset.
  public var margin: Double
  /// The widest the container may be (`.infinity` for no cap).
  public var maximumWidth: Double
  /// Whether the container sits on the bottom edge (and uses the bottom-edge
  /// side insets).
  public var anchoredAtBottom: Bool

  /// The request and its layout.
  public var description: String {
    "margin \(margin), maximum \(maximumWidth), \(anchoredAtBottom ? "bottom" : "top") on \(layoutCase)"
  }
}

/// A trailing control in a row of a corner-block layout.
public struct TrailingControlRequest: Sendable, CustomStringConvertible {
  /// The layout.
  public var layoutCase: CornerBlockCase
  /// The row's top.
  public var rowMinY: Double
  /// The row's height (zero allowed).
  public var rowHeight: Double
  /// The control's width.
  public var controlWidth: Double

  /// The request and its layout.
  public var description: String {
    "row y \(rowMinY) + \(rowHeight), control \(controlWidth) wide on \(layoutCase)"
  }
}

/// An ordinary-device case for the reduction rule: no reserved corners and
/// equal side insets, plus one argument for every helper.
public struct PlainLayoutCase: Sendable, CustomStringConvertible {
  /// The layout (no reserved corners, `left == right`).
  public var layout: CornerBlockLayout
  /// A container margin.
  public var margin: Double
  /// A container cap (`.infinity` for none).
  public var maximumWidth: Double
  /// One end of a band (ends in either order).
  public var bandStart: Double
  /// The other end of the band.
  public var bandEnd: Double
  /// A row height.
  public var rowHeight: Double
  /// A trailing control's width.
  public var controlWidth: Double

  /// Every argument in one line.
  public var description: String {
    "window \(layout.windowSize), insets \(layout.safeInsets), \(layout.widthClass), "
      + "status \(layout.compactStatusBarHeight.map(String.init(describing:)) ?? "none"), "
      + "margin \(margin), maximum \(maximumWidth), band \(bandStart)..\(bandEnd), "
      + "row \(rowHeight), control \(controlWidth)"
  }
}

/// A row against a status island, for the trailing shift.
public struct IslandShiftCase: Sendable, CustomStringConvertible {
  /// The island's height (its bottom edge).
  public var islandHeight: Double
  /// The row's height.
  public var rowHeight: Double
  /// The full shift beside the island.
  public var inset: Double
  /// One row position.
  public var firstRowMinY: Double
  /// Another row position.
  public var secondRowMinY: Double

  /// The case in one line.
  public var description: String {
    "island \(islandHeight), row \(rowHeight), inset \(inset), rows at \(firstRowMinY) and \(secondRowMinY)"
  }
}

/// A subview in a parent view.
public struct SubviewCase: Sendable, CustomStringConvertible {
  /// The parent's size.
  public var parentSize: Size
  /// The parent's safe-area insets.
  public var parentInsets: EdgeInsets
  /// The subview's frame in the parent.
  public var frame: Rect

  /// The case in one line.
  public var description: String {
    "parent \(parentSize) insets \(parentInsets), frame \(frame)"
  }
}

/// A screen with safe insets, for the anchor and pinning rules.
public struct AnchorCase: Sendable, CustomStringConvertible {
  /// The view's bounds.
  public var screen: Size
  /// The safe-area insets (what UIKit reports on 11 and later).
  public var insets: EdgeInsets
  /// The OS version.
  public var osVersion: OSVersion
  /// The top and bottom layout guides of older OS versions, if any.
  public var legacyGuides: SafeAnchors.LegacyLayoutGuides?
  /// The pinned element.
  public var element: PinnedElement
  /// Where the screen came from.
  public var origin: String

  /// The pinned element in words.
  public var elementName: String {
    switch element {
    case .staticElement: return "static element"
    case .scrollView: return "scroll view"
    case .cellContent(let axis): return "cell content (\(axis) scroll)"
    }
  }

  /// The case in one line.
  public var description: String {
    let guides = legacyGuides.map { ", guides \($0.topLength)/\($0.bottomLength)" } ?? ""
    return
      "\(origin): screen \(screen), insets \(insets), OS \(osVersion.major).\(osVersion.minor)"
      + "\(guides), \(elementName)"
  }
}
