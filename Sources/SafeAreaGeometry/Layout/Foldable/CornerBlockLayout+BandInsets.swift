// Policy: a band "reaches" a block when their vertical ranges share area
// (touching is not reaching); a zero-height band is a line that reaches a
// block when it lies in the block's half-open range [minY, maxY). A band with
// a NaN bound keeps every inset: not knowing where a row is, the safe answer
// is to keep it clear. Reversed bounds are read as the same band.

extension CornerBlockLayout {
  /// The side insets of a horizontal band from `minY` to `maxY` (seed:
  /// `layout.sideInsets(forBandFrom:to:)`).
  ///
  /// Seed rule: "A strip side keeps its inset only where its corner block
  /// reaches the row." A side without a strip keeps its safe inset, so
  /// without reserved corners the result is exactly
  /// `SideInsets(left: safeInsets.left, right: safeInsets.right)`.
  ///
  /// - Parameters:
  ///   - minY: the band's top.
  ///   - maxY: the band's bottom.
  ///   - layout: the window's layout.
  public static func bandSideInsets(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) -> SideInsets {
    func inset(_ edge: HorizontalEdge) -> Double {
      let safe = SideInsets(layout.safeInsets)[edge]
      guard sideStrip(edge, in: layout) != nil else { return safe }
      let reached = [true, false].contains { top in
        guard let block = layout.reservedCorners[.on(edge, top: top)] else { return false }
        let frame = block.frame(in: layout.windowSize)
        return band(from: minY, to: maxY, reaches: frame.minY, frame.maxY)
      }
      return reached ? safe : 0
    }
    return SideInsets(left: inset(.left), right: inset(.right))
  }

  /// The side insets of a band; see ``bandSideInsets(from:to:in:)``.
  public func sideInsets(forBandFrom minY: Double, to maxY: Double) -> SideInsets {
    Self.bandSideInsets(from: minY, to: maxY, in: self)
  }

  /// The side insets of a row at the bottom edge (seed:
  /// `layout.bottomEdgeSideInsets()`).
  ///
  /// Seed rule 3: a bottom-anchored button or panel spans the strip and keeps
  /// clear only of a corner block that reaches its row, which at the bottom
  /// is only FL's bottom-right block. A strip side keeps its inset only when
  /// its side has a bottom block; other sides keep their safe inset, so the
  /// result equals the safe side insets on every other device.
  ///
  /// - Parameter layout: the window's layout.
  public static func bottomEdgeSideInsets(in layout: CornerBlockLayout) -> SideInsets {
    func inset(_ edge: HorizontalEdge) -> Double {
      let safe = SideInsets(layout.safeInsets)[edge]
      guard sideStrip(edge, in: layout) != nil else { return safe }
      return layout.reservedCorners[.on(edge, top: false)] != nil ? safe : 0
    }
    return SideInsets(left: inset(.left), right: inset(.right))
  }

  /// The bottom-edge side insets; see ``bottomEdgeSideInsets(in:)``.
  public func bottomEdgeSideInsets() -> SideInsets {
    Self.bottomEdgeSideInsets(in: self)
  }

  /// The content band of a row from `minY` to `maxY`: the row between its
  /// band side insets (seed rule 2: lists, headers, top rows and full-screen
  /// surfaces' controls keep to it).
  ///
  /// Without reserved corners this is exactly
  /// `Rect(x: l, y: lo, width: W - l - r, height: hi - lo)` with the safe side
  /// insets `l`, `r` and the band's bounds in order `lo`, `hi`. The width is
  /// not clamped, as in that expression: a window narrower than its insets
  /// gives a frame with no area, which `Rect.isEmpty` reports.
  ///
  /// - Parameters:
  ///   - minY: the row's top.
  ///   - maxY: the row's bottom.
  ///   - layout: the window's layout.
  public static func bandFrame(
    from minY: Double, to maxY: Double, in layout: CornerBlockLayout
  ) -> Rect {
    let sides = bandSideInsets(from: minY, to: maxY, in: layout)
    let low = Swift.min(minY, maxY)
    let high = Swift.max(minY, maxY)
    return Rect(
      x: sides.left, y: low, width: layout.windowSize.width - sides.left - sides.right,
      height: high - low)
  }

  /// Whether the band between `minY` and `maxY` reaches a block spanning
  /// `blockMinY..<blockMaxY`.
  static func band(
    from minY: Double, to maxY: Double, reaches blockMinY: Double, _ blockMaxY: Double
  ) -> Bool {
    guard !minY.isNaN, !maxY.isNaN else { return true }
    let low = Swift.min(minY, maxY)
    let high = Swift.max(minY, maxY)
    if low == high { return low >= blockMinY && low < blockMaxY }
    return low < blockMaxY && high > blockMinY
  }
}
