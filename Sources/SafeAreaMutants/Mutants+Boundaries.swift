// Policy: the bug shapes of ARCHITECTURE.md, Bug shapes are blatant (most inputs
// expose them), so they say little about the generators. These mutants are
// the off-by-one and overflow shapes that only a boundary exposes, which is
// what the edge bias exists for; `fuzz --evaluate` measures the difference.

import SafeAreaGeometry
import SafeAreaInvariants

extension Mutant {
  /// Edge-touching counted as overlap: a box touching the region gives a
  /// zero-width clip, which scissors everything.
  static let clipTouchingOverlaps = Mutant(
    "clip.touchingOverlaps", summary: "a box touching the region gives a zero-extent clip",
    caughtBy: ["clip.wellFormed"]
  ) { engine in
    engine.clipRect = { box, region in
      let moved = box.offsetBy(dx: region.x, dy: region.y)
      guard !moved.isEmpty else { return nil }
      let left = Swift.max(moved.minX, region.minX)
      let top = Swift.max(moved.minY, region.minY)
      let right = Swift.min(moved.maxX, region.maxX)
      let bottom = Swift.min(moved.maxY, region.maxY)
      guard right >= left, bottom >= top else { return nil }
      return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
  }

  /// Edges computed with wrapping arithmetic: right only near `Int.max`.
  static let clipWrappingEdges = Mutant(
    "clip.wrappingEdges", summary: "clip edges wrap instead of saturating near Int.max",
    caughtBy: ["clip.wellFormed"]
  ) { engine in
    engine.clipRect = { box, region in
      let x = box.x &+ region.x
      let y = box.y &+ region.y
      let left = Swift.max(x, region.x)
      let top = Swift.max(y, region.y)
      let right = Swift.min(x &+ box.width, region.x &+ region.width)
      let bottom = Swift.min(y &+ box.height, region.y &+ region.height)
      guard right > left, bottom > top, box.width > 0, box.height > 0 else { return nil }
      return PixelRect(x: left, y: top, width: right &- left, height: bottom &- top)
    }
  }

  /// The screen rounded up to whole pixels: a fractional screen reaches one
  /// pixel into the right or bottom band.
  static let pixelsScreenRoundedUp = Mutant(
    "pixels.screenRoundedUp", summary: "the screen is rounded up, not down, to whole pixels",
    caughtBy: ["pixels.insideBands"]
  ) { engine in
    engine.pixelFrame = { region, scale in
      guard let real = (try? region.pixelFrame(scale: scale)) ?? nil else { return nil }
      let s = scale.factor
      let width = (region.screen.width * s).rounded(.up)
      let height = (region.screen.height * s).rounded(.up)
      let right = (region.insets.right * s).rounded(.up)
      let bottom = (region.insets.bottom * s).rounded(.up)
      guard width < 1e9, height < 1e9 else { return real }
      return PixelRect(
        x: real.x, y: real.y, width: Int(width - right) - real.x,
        height: Int(height - bottom) - real.y)
    }
  }

  /// The window always has 110 rows: below 110 px the rows are zero pixels
  /// tall.
  static let automatonFixedRows = Mutant(
    "automaton.fixedRows", summary: "the automaton keeps 110 rows even below 110 px",
    caughtBy: ["grid.automatonFills"]
  ) { engine in
    engine.automatonGrid = { region in
      let real = AutomatonGrid(region: region)
      guard region.height > 0 else { return real }
      let rows = AutomatonGrid.defaultMaximumRows
      return AutomatonGrid(
        cellWidth: real.cellWidth, rowHeight: Swift.max(1, region.height / rows),
        columns: real.columns, rows: rows)
    }
  }

  /// The recommended poller without its settle window: it keeps the
  /// foldable's transitional answer.
  static let pollerNoSettleWindow = Mutant(
    "poller.noSettleWindow", summary: "the poller stops asking right after a geometry change",
    caughtBy: ["poller.matchesTruth"]
  ) { engine in
    engine.pollInsets = {
      PollFrame.run(InsetPoller(policy: .untilGeometryChanges(settleFrames: 0)), over: $0)
    }
  }
}
