// Policy: the first six are the seed's documented bug shapes for the
// corner-block layout (foldable-duo-layout.txt, ARCHITECTURE.md, Bug shapes), the
// last two UIKit bug shapes added so every layout invariant family has a
// mutant to catch. Each replaces one engine function and keeps the rest of
// the computation the real one, so the catching invariant sees only the bug.

import SafeAreaGeometry
import SafeAreaInvariants

extension Mutant {
  /// Seed: "Symmetric left inset: X + safeInsets.left used for both sides."
  static let layoutSymmetricLeftInset = Mutant(
    "layout.symmetricLeftInset",
    summary: "a centred container subtracts the left inset for both sides, centred on the screen",
    caughtBy: ["layout.containerCentredInBand"]
  ) { engine in
    engine.centredPlacement = { containerWidth, sideInsets, margin, maximumWidth in
      let available = containerWidth - sideInsets.left - sideInsets.left - margin * 2
      let width = Swift.max(0, Swift.min(available, maximumWidth))
      return HorizontalPlacement(minX: (containerWidth - width) / 2, width: width)
    }
  }

  /// Seed: "Band-sized but screen-centred: width W - L - R placed at
  /// (W - w) / 2, 42pt toward the strip."
  static let layoutScreenCentred = Mutant(
    "layout.screenCentred",
    summary: "a band-sized container is centred on the screen, half the strip toward it",
    caughtBy: ["layout.containerCentredInBand"]
  ) { engine in
    engine.centredPlacement = { containerWidth, sideInsets, margin, maximumWidth in
      let available = containerWidth - sideInsets.left - sideInsets.right - margin * 2
      let width = Swift.max(0, Swift.min(available, maximumWidth))
      return HorizontalPlacement(minX: (containerWidth - width) / 2, width: width)
    }
  }

  /// Seed: "Any fix must reduce to the old expression." Centres on the band
  /// correctly, as `L + (W - L - R - w) / 2`, which rounds differently from
  /// the old `(W - w) / 2` when the insets are equal.
  static let layoutNonReducingFix = Mutant(
    "layout.nonReducingFix",
    summary: "the container is centred as L + (W - L - R - w) / 2, not reducing bit for bit",
    caughtBy: ["layout.reductionIsBitIdentical"]
  ) { engine in
    engine.centredPlacement = { containerWidth, sideInsets, margin, maximumWidth in
      let band = containerWidth - sideInsets.left - sideInsets.right
      let width = Swift.max(0, Swift.min(band - margin * 2, maximumWidth))
      return HorizontalPlacement(minX: sideInsets.left + (band - width) / 2, width: width)
    }
  }

  /// Seed: "Trailing control at W - safeInsets.left - N."
  static let layoutTrailingAtLeftInset = Mutant(
    "layout.trailingAtLeftInset",
    summary: "a trailing control is placed at W - left inset - width",
    caughtBy: ["layout.trailingControlAgainstRightInset"]
  ) { engine in
    engine.trailingControlMinX = { containerWidth, sideInsets, controlWidth in
      containerWidth - sideInsets.left - controlWidth
    }
  }

  /// Seed: "Side insets ignored in a full-screen surface: controls under a
  /// corner block."
  static let layoutSideInsetsIgnored = Mutant(
    "layout.sideInsetsIgnored",
    summary: "a row's band spans the full window width, under the corner blocks",
    caughtBy: ["layout.bandClearsCornerBlocks", "layout.reductionIsBitIdentical"]
  ) { engine in
    engine.bandFrame = { minY, maxY, layout in
      let low = Swift.min(minY, maxY)
      let high = Swift.max(minY, maxY)
      return Rect(x: 0, y: low, width: layout.windowSize.width, height: high - low)
    }
  }

  /// Seed: "Two status heights mixed in unfolded portrait (compact for one
  /// part, full for the other)": the row at the compact height, the bar's
  /// height from the full one.
  static let layoutMixedStatusHeights = Mutant(
    "layout.mixedStatusHeights",
    summary: "the bar's height uses the full status height, its row the compact one",
    caughtBy: ["layout.topBarUsesOneStatusHeight"]
  ) { engine in
    engine.topBarLayout = { layout, rowHeight in
      var bar = CornerBlockLayout.topBarLayout(in: layout, rowHeight: rowHeight)
      bar.height = layout.safeInsets.top + rowHeight
      return bar
    }
  }

  /// A subview's insets not clamped to its own size: a small view deep in a
  /// band reports the band's whole depth.
  static let layoutUnclampedSubviewInsets = Mutant(
    "layout.unclampedSubviewInsets",
    summary: "subview insets are the parent's band depth, not clamped to the subview",
    caughtBy: ["layout.subviewInsetsWithinExtent"]
  ) { engine in
    engine.subviewSafeAreaInsets = { parentSize, parentInsets, frame in
      EdgeInsets(
        top: Swift.max(0, parentInsets.top - frame.minY),
        left: Swift.max(0, parentInsets.left - frame.minX),
        bottom: Swift.max(0, frame.maxY - (parentSize.height - parentInsets.bottom)),
        right: Swift.max(0, frame.maxX - (parentSize.width - parentInsets.right)))
    }
  }

  /// Directional margins resolved as if every language read left to right.
  static let layoutMarginsIgnoreDirection = Mutant(
    "layout.marginsIgnoreDirection",
    summary: "leading and trailing margins are resolved left to right in every direction",
    caughtBy: ["layout.marginsMirrorUnderRTL"]
  ) { engine in
    engine.effectiveMargins = { margins, safeAreaInsets, _ in
      margins.effectiveInsets(safeAreaInsets: safeAreaInsets, direction: .leftToRight)
    }
  }
}
