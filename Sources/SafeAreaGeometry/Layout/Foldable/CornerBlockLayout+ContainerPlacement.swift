// Policy: the centred container is written as the old, screen-centred
// expression plus a shift of half the difference of the side insets, and the
// shift is added only when it is not zero. With equal side insets the result
// is therefore the old expression itself, bit for bit (adding even +0.0 would
// turn a -0.0 into +0.0), which is the seed's reduction rule by construction.

extension CornerBlockLayout {
  /// A container centred in the band between two side insets.
  ///
  /// Width: `w = max(0, min(W - L - R - 2 * margin, maximumWidth))`.
  /// Position: `x = (W - w) / 2 + (L - R) / 2`, the shift skipped when
  /// `L == R`. Seed bug shape: "Band-sized but screen-centred: width
  /// W - L - R placed at (W - w) / 2, 42pt toward the strip" (42 = 84 / 2);
  /// the shift is exactly that correction. With `L == R` this is the plain
  /// safe-inset expression `x = (W - w) / 2`.
  ///
  /// - Parameters:
  ///   - containerWidth: the width `W` of the window or surface.
  ///   - sideInsets: the band's side insets `L` and `R`.
  ///   - margin: extra space kept on each side inside the band.
  ///   - maximumWidth: the widest the container may be (`.infinity` fills).
  public static func centredPlacement(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) -> HorizontalPlacement {
    let available = containerWidth - sideInsets.left - sideInsets.right - margin * 2
    let width = Swift.max(0, Swift.min(available, maximumWidth))
    let centred = (containerWidth - width) / 2
    let shift = (sideInsets.left - sideInsets.right) / 2
    return HorizontalPlacement(minX: shift == 0 ? centred : centred + shift, width: width)
  }

  /// A horizontally centred container (seed:
  /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)`).
  ///
  /// Seed: "beside a strip it sits in the band, and with anchoredAtBottom it
  /// spans the strip (compact width) or centres on the bottom-edge band
  /// (regular width)". So the side insets are the safe ones, or for a
  /// bottom-anchored container ``bottomEdgeSideInsets(in:)``, or none when
  /// `includesSafeInsets` is false (the caller's space is already inset).
  /// Decision where the seed is silent: `maximumWidth` caps the container
  /// only in regular width (a centred column, as on an iPad); in compact
  /// width the container always fills its band, so it spans the strip.
  ///
  /// - Parameters:
  ///   - layout: the window's layout.
  ///   - margin: space kept on each side inside the band.
  ///   - includesSafeInsets: whether to keep clear of the side insets.
  ///   - anchoredAtBottom: whether the container sits at the bottom edge.
  ///   - maximumWidth: the regular-width cap (`.infinity` for none).
  public static func horizontalContainerFillingPlacement(
    in layout: CornerBlockLayout, margin: Double, includesSafeInsets: Bool,
    anchoredAtBottom: Bool, maximumWidth: Double = .infinity
  ) -> HorizontalPlacement {
    let sides: SideInsets
    if !includesSafeInsets {
      sides = .zero
    } else if anchoredAtBottom {
      sides = bottomEdgeSideInsets(in: layout)
    } else {
      sides = SideInsets(layout.safeInsets)
    }
    return centredPlacement(
      containerWidth: layout.windowSize.width, sideInsets: sides, margin: margin,
      maximumWidth: layout.widthClass == .regular ? maximumWidth : .infinity)
  }
}
