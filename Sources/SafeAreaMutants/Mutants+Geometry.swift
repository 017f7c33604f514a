import SafeAreaGeometry
import SafeAreaInvariants

extension Mutant {
  /// The overlap computed without the "no area" check: a miss gives a
  /// negative width, which raylib reads as a huge unsigned one.
  static let clipNegativeWidth = Mutant(
    "clip.negativeWidth", summary: "clip rect returns a negative width instead of nil",
    caughtBy: ["clip.wellFormed"]
  ) { engine in
    engine.clipRect = { box, region in
      let moved = box.offsetBy(dx: region.x, dy: region.y)
      let left = Swift.max(moved.x, region.x)
      let top = Swift.max(moved.y, region.y)
      let right = Swift.min(moved.x &+ moved.width, region.x &+ region.width)
      let bottom = Swift.min(moved.y &+ moved.height, region.y &+ region.height)
      return PixelRect(x: left, y: top, width: right &- left, height: bottom &- top)
    }
  }

  /// The scene's box replaces the host's scissor instead of intersecting.
  static let clipReplace = Mutant(
    "clip.replace", summary: "scene clip replaces the host scissor instead of intersecting",
    caughtBy: ["clip.wellFormed", "host.sceneInsideRegion"]
  ) { engine in
    engine.clipRect = { box, region in
      let moved = box.offsetBy(dx: region.x, dy: region.y)
      return moved.isEmpty ? nil : moved
    }
  }

  /// The pointer is left in screen coordinates while the drawing moved.
  static let pointerUntranslated = Mutant(
    "pointer.untranslated", summary: "touches are left in screen coordinates",
    caughtBy: ["pointer.inverse", "pointer.drawingAgrees"]
  ) { engine in
    engine.intoSafeRegion = { points, _ in points }
  }

  /// Only the first touch is mapped.
  static let pointerFirstTouchOnly = Mutant(
    "pointer.firstTouchOnly", summary: "only the first touch is moved into the region",
    caughtBy: ["pointer.inverse", "pointer.drawingAgrees"]
  ) { engine in
    engine.intoSafeRegion = { points, region in
      guard let first = points.first else { return points }
      return [region.sceneCoordinates(of: first)] + points.dropFirst()
    }
  }

  /// Only the top inset is honoured (the gallery's first version).
  static let regionTopOnly = Mutant(
    "region.topOnly", summary: "only the top inset is honoured",
    caughtBy: ["region.matchesInsets", "rotation.commutes"]
  ) { engine in
    engine.safeFrame = { screen, insets in
      let only = EdgeInsets(top: insets.top, left: 0, bottom: 0, right: 0)
      return (try? SafeRegion(screen: screen, insets: only))?.frame
    }
  }

  /// The left inset is used for both sides.
  static let regionSymmetricLeft = Mutant(
    "region.symmetricLeft", summary: "the left inset is used for both sides",
    caughtBy: ["region.matchesInsets", "rotation.commutes"]
  ) { engine in
    engine.safeFrame = { screen, insets in
      var symmetric = insets
      symmetric.right = insets.left
      return (try? SafeRegion(screen: screen, insets: symmetric))?.frame
    }
  }

  /// Insets rounded to the nearest pixel: a third of a point rounds into
  /// the band.
  static let pixelsRoundedToNearest = Mutant(
    "pixels.roundedToNearest", summary: "insets are rounded to nearest, not outward",
    caughtBy: ["pixels.insideBands"]
  ) { engine in
    engine.pixelFrame = { region, scale in
      let s = scale.factor
      let round = { (value: Double) -> Int? in
        let pixels = (value * s).rounded(.toNearestOrEven)
        return pixels.isFinite && abs(pixels) < 1e9 ? Int(pixels) : nil
      }
      guard let width = round(region.screen.width), let height = round(region.screen.height),
        let top = round(region.insets.top), let left = round(region.insets.left),
        let bottom = round(region.insets.bottom), let right = round(region.insets.right)
      else { return nil }
      let w = width - left - right
      let h = height - top - bottom
      return w > 0 && h > 0 ? PixelRect(x: left, y: top, width: w, height: h) : nil
    }
  }

  /// Square automaton cells: 39% of a 1206x2334 region left white.
  static let automatonSquareCells = Mutant(
    "automaton.squareCells", summary: "automaton rows are as tall as cells are wide",
    caughtBy: ["grid.automatonFills"]
  ) { engine in
    engine.automatonGrid = { region in
      let real = AutomatonGrid(region: region)
      let rows = Swift.min(
        AutomatonGrid.defaultMaximumRows, Swift.max(0, region.height) / real.cellWidth)
      return AutomatonGrid(
        cellWidth: real.cellWidth, rowHeight: real.cellWidth, columns: real.columns, rows: rows)
    }
  }

  /// Life's cell size from the square root alone, never checked against
  /// the budget.
  static let lifeSquareRootOnly = Mutant(
    "life.squareRootOnly", summary: "Life cell size from sqrt(area / budget) without fitting",
    caughtBy: ["grid.lifeFits"]
  ) { engine in
    engine.lifeGrid = { region, budget in
      let width = Swift.max(0, region.width)
      let height = Swift.max(0, region.height)
      guard width > 0, height > 0, budget > 0 else {
        return LifeGrid(cellSize: 1, columns: 0, rows: 0)
      }
      let size = Swift.max(1, Int((Double(width) * Double(height) / Double(budget)).squareRoot()))
      return LifeGrid(cellSize: size, columns: width / size, rows: height / size)
    }
  }
}
