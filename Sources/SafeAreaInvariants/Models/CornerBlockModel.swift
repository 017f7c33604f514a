// Policy: a reference model of the corner-block layout, written from the
// rules stated in the engine's doc comments and ARCHITECTURE.md, Layout models (the
// seed's ContainerViewLayout rules), not from the engine's code: it shares
// no helper with the engine (it reads the layout's stored values only, and
// computes block frames, strips, reach and the island itself), so a slip in
// one of the engine's helpers shows up as a disagreement. It is meant for
// valid layouts (finite, non-negative values); the engine's answers on NaN
// are judged by the totality and reduction properties instead.

import SafeAreaGeometry

/// The corner-block layout rules, stated plainly over one layout.
struct CornerBlockModel {
  /// The layout under judgement.
  let layout: CornerBlockLayout

  private var width: Double { layout.windowSize.width }
  private var height: Double { layout.windowSize.height }

  /// The block size stored for a corner, read from the four slots.
  func blockSize(_ corner: ScreenCorner) -> Size? {
    switch corner {
    case .topLeft: layout.reservedCorners.topLeft
    case .topRight: layout.reservedCorners.topRight
    case .bottomLeft: layout.reservedCorners.bottomLeft
    case .bottomRight: layout.reservedCorners.bottomRight
    }
  }

  /// Whether a corner is on the left edge.
  static func isLeft(_ corner: ScreenCorner) -> Bool {
    corner == .topLeft || corner == .bottomLeft
  }

  /// Whether a corner is on the top edge.
  static func isTop(_ corner: ScreenCorner) -> Bool {
    corner == .topLeft || corner == .topRight
  }

  /// The corners on one side, top first.
  static func corners(on edge: HorizontalEdge) -> [ScreenCorner] {
    edge == .left ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
  }

  /// The safe inset on a side.
  func safe(_ edge: HorizontalEdge) -> Double {
    edge == .left ? layout.safeInsets.left : layout.safeInsets.right
  }

  /// A block's frame: flush with its corner, extending inward by its size.
  func frame(of corner: ScreenCorner) -> Rect? {
    guard let size = blockSize(corner) else { return nil }
    return Rect(
      x: Self.isLeft(corner) ? 0 : width - size.width,
      y: Self.isTop(corner) ? 0 : height - size.height, width: size.width, height: size.height)
  }

  /// Whether a band reaches a block's rows: NaN reaches everything; bounds
  /// in either order; a line reaches `[minY, maxY)`; a band shares area.
  static func reaches(_ a: Double, _ b: Double, block: Rect) -> Bool {
    if a.isNaN || b.isNaN { return true }
    let (low, high) = a <= b ? (a, b) : (b, a)
    if low == high { return block.minY <= low && low < block.maxY }
    return low < block.maxY && block.minY < high
  }

  /// The strip on a side: the inset's column between that side's blocks,
  /// when the side has a block, a positive inset and height left over.
  func strip(_ edge: HorizontalEdge) -> Rect? {
    let (top, bottom) = (blockSize(Self.corners(on: edge)[0]), blockSize(Self.corners(on: edge)[1]))
    if top == nil && bottom == nil { return nil }
    let inset = safe(edge)
    if !(inset > 0) { return nil }
    let low = top?.height ?? 0
    let high = height - (bottom?.height ?? 0)
    if !(high > low) { return nil }
    return Rect(x: edge == .left ? 0 : width - inset, y: low, width: inset, height: high - low)
  }

  /// A band's side insets: a strip side keeps its inset only where one of
  /// its blocks reaches the band; a side without a strip keeps it always.
  func bandSides(_ a: Double, _ b: Double) -> SideInsets {
    func inset(_ edge: HorizontalEdge) -> Double {
      if strip(edge) == nil { return safe(edge) }
      let reached = Self.corners(on: edge).contains { corner in
        frame(of: corner).map { Self.reaches(a, b, block: $0) } ?? false
      }
      return reached ? safe(edge) : 0
    }
    return SideInsets(left: inset(.left), right: inset(.right))
  }

  /// The bottom edge's side insets: a strip side keeps its inset only when
  /// it has a bottom block.
  func bottomSides() -> SideInsets {
    func inset(_ edge: HorizontalEdge) -> Double {
      if strip(edge) == nil { return safe(edge) }
      return blockSize(Self.corners(on: edge)[1]) == nil ? 0 : safe(edge)
    }
    return SideInsets(left: inset(.left), right: inset(.right))
  }

  /// The band's frame between its side insets, bounds in order, width not
  /// clamped.
  func bandFrame(_ a: Double, _ b: Double) -> Rect {
    let sides = bandSides(a, b)
    let low = Swift.min(a, b)
    let high = Swift.max(a, b)
    return Rect(x: sides.left, y: low, width: width - sides.left - sides.right, height: high - low)
  }

  /// The island: a top block on a side without a side inset, while the top
  /// inset is positive; the right-hand one wins.
  func island() -> (corner: ScreenCorner, frame: Rect)? {
    if !(layout.safeInsets.top > 0) { return nil }
    let candidates: [(ScreenCorner, HorizontalEdge)] = [(.topRight, .right), (.topLeft, .left)]
    for (corner, edge) in candidates where !(safe(edge) > 0) {
      if let frame = frame(of: corner) { return (corner, frame) }
    }
    return nil
  }

  /// The trailing shift: the full inset while the row overlaps the island
  /// (or its top is unknown), falling linearly to zero a row height below
  /// it; zero for a non-positive inset or island; a row without height
  /// jumps at the island's bottom.
  static func shift(rowMinY: Double, rowHeight: Double, islandHeight: Double, inset: Double)
    -> Double
  {
    if !(inset > 0) || !(islandHeight > 0) { return 0 }
    if rowMinY.isNaN || rowMinY < islandHeight { return inset }
    if !(rowHeight > 0) { return 0 }
    let progress = (islandHeight + rowHeight - rowMinY) / rowHeight
    if progress >= 1 { return inset }
    if progress > 0 { return inset * progress }
    return 0
  }

  /// A right-hand control's left edge in a row: `W - R - N` with the row's
  /// band insets, less the shift clear of a right-hand island by the
  /// island's reach past the band's right inset.
  func trailingControlMinX(rowMinY: Double, rowHeight: Double, controlWidth: Double) -> Double {
    let sides = bandSides(rowMinY, rowMinY + rowHeight)
    let minX = width - sides.right - controlWidth
    guard let island = island(), !Self.isLeft(island.corner) else { return minX }
    let reach = (width - island.frame.minX) - sides.right
    return minX
      - Self.shift(
        rowMinY: rowMinY, rowHeight: rowHeight, islandHeight: island.frame.maxY, inset: reach)
  }

  /// A top bar: beside an island the compact status height (or the top
  /// inset when none is given) for row and height alike, buttons clear of
  /// the island when the row reaches it; elsewhere the top inset.
  func topBar(rowHeight: Double) -> TopBarLayout {
    let island = island()
    let status =
      island == nil ? layout.safeInsets.top : layout.compactStatusBarHeight ?? layout.safeInsets.top
    let sides = bandSides(status, status + rowHeight)
    var left = sides.left
    var right = sides.right
    if let island, Self.reaches(status, status + rowHeight, block: island.frame) {
      if Self.isLeft(island.corner) {
        left = Swift.max(left, island.frame.maxX)
      } else {
        right = Swift.max(right, width - island.frame.minX)
      }
    }
    return TopBarLayout(
      statusBarHeight: status,
      rowFrame: Rect(
        x: sides.left, y: status, width: width - sides.left - sides.right, height: rowHeight),
      height: status + rowHeight, leftButtonsInset: left, rightButtonsInset: right)
  }

  /// The side-column button: in the leading strip (else the other one),
  /// centred across it, `topSpacing` below the lower of the strip's top and
  /// the top inset.
  func sideColumnButton(direction: LayoutDirection, size: Size, topSpacing: Double) -> Rect? {
    let sides: [HorizontalEdge] = direction == .rightToLeft ? [.right, .left] : [.left, .right]
    guard let strip = sides.compactMap({ strip($0) }).first else { return nil }
    return Rect(
      x: strip.minX + (strip.width - size.width) / 2,
      y: Swift.max(strip.minY, layout.safeInsets.top) + topSpacing, width: size.width,
      height: size.height)
  }

  /// The first invalid value in the order `validated()` documents (window,
  /// insets, blocks in corner order, compact status height), as the error it
  /// should throw.
  func firstInvalid() -> GeometryError? {
    var named: [(String, Double)] = [
      ("windowSize.width", width), ("windowSize.height", height),
      ("safeInsets.top", layout.safeInsets.top), ("safeInsets.left", layout.safeInsets.left),
      ("safeInsets.bottom", layout.safeInsets.bottom),
      ("safeInsets.right", layout.safeInsets.right),
    ]
    for corner in [ScreenCorner.topLeft, .topRight, .bottomLeft, .bottomRight] {
      if let size = blockSize(corner) {
        named.append(("reservedCorners.\(corner.rawValue).width", size.width))
        named.append(("reservedCorners.\(corner.rawValue).height", size.height))
      }
    }
    if let status = layout.compactStatusBarHeight {
      named.append(("compactStatusBarHeight", status))
    }
    for (name, value) in named {
      if !value.isFinite { return .notFinite(name: name, value: value) }
      if value < 0 { return .negative(name: name, value: value) }
    }
    return nil
  }

  /// Whether two errors name the same input, the same fault and the same
  /// value (bit for bit, so a NaN matches a NaN).
  static func sameError(_ a: GeometryError, _ b: GeometryError) -> Bool {
    switch (a, b) {
    case (.notFinite(let n1, let v1), .notFinite(let n2, let v2)),
      (.negative(let n1, let v1), .negative(let n2, let v2)):
      return n1 == n2 && v1.bitPattern == v2.bitPattern
    default:
      return a == b
    }
  }
}
