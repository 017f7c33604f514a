// Policy: an implementation's function is called only if it answered the
// probe; a provided function that throws `NotProvided` for some input later
// gets the reference engine's answer for that input, so a partial
// implementation never makes an invariant fail for a reason of ours.

import SafeAreaGeometry

extension Engine {
  /// The reference engine with every function `implementation` provides
  /// swapped in, and the set of those functions.
  ///
  /// - Parameter implementation: the implementation under test.
  public static func probing(
    _ implementation: some SafeAreaImplementation
  ) -> (engine: Engine, provided: Set<EngineFunction>) {
    let provided = Set(EngineFunction.allCases.filter { Probe.answers($0, implementation) })
    return (Engine.real.replacing(provided, from: wrapping(implementation)), provided)
  }

  /// Every function of an engine calling `implementation`, with the
  /// reference engine answering where it throws.
  static func wrapping(_ implementation: some SafeAreaImplementation) -> Engine {
    let reference = Engine.real
    let i = implementation
    var e = reference
    e.safeFrame = { s, n in
      or(reference.safeFrame(s, n)) { () throws(NotProvided) in
        try i.safeFrame(screen: s, insets: n)
      }
    }
    e.pixelFrame = { r, s in
      or(reference.pixelFrame(r, s)) { () throws(NotProvided) in try i.pixelFrame(of: r, scale: s) }
    }
    e.clipRect = { b, r in
      or(reference.clipRect(b, r)) { () throws(NotProvided) in try i.clipRect(sceneBox: b, in: r) }
    }
    e.intoSafeRegion = { p, r in
      or(reference.intoSafeRegion(p, r)) { () throws(NotProvided) in
        try i.intoSafeRegion(p, region: r)
      }
    }
    e.belowSafeArea = { p, r in
      or(reference.belowSafeArea(p, r)) { () throws(NotProvided) in
        try i.belowSafeArea(p, region: r)
      }
    }
    e.hostPlan = { s, r, k in
      or(reference.hostPlan(s, r, k)) { () throws(NotProvided) in
        try i.hostPlan(screen: s, region: r, scale: k)
      }
    }
    e.makePoller = { or(reference.makePoller()) { () throws(NotProvided) in try i.makePoller() } }
    // Where the implementation cannot draw a frame, the Canvas draws it.
    e.hostFrame = { request in
      do {
        return try i.hostFrame(request)
      } catch {
        return request.renderedByCanvas(engine: reference)
      }
    }
    e.automatonGrid = { r in
      or(reference.automatonGrid(r)) { () throws(NotProvided) in try i.automatonGrid(region: r) }
    }
    e.lifeGrid = { r, b in
      or(reference.lifeGrid(r, b)) { () throws(NotProvided) in
        try i.lifeGrid(region: r, cellBudget: b)
      }
    }
    e.centredPlacement = { w, s, m, x in
      or(reference.centredPlacement(w, s, m, x)) { () throws(NotProvided) in
        try i.centredPlacement(containerWidth: w, sideInsets: s, margin: m, maximumWidth: x)
      }
    }
    e.trailingControlMinX = { w, s, c in
      or(reference.trailingControlMinX(w, s, c)) { () throws(NotProvided) in
        try i.trailingControlMinX(containerWidth: w, sideInsets: s, controlWidth: c)
      }
    }
    e.rowTrailingControlMinX = { l, y, h, c in
      or(reference.rowTrailingControlMinX(l, y, h, c)) { () throws(NotProvided) in
        try i.trailingControlMinX(in: l, rowMinY: y, rowHeight: h, controlWidth: c)
      }
    }
    e.bandSideInsets = { a, b, l in
      or(reference.bandSideInsets(a, b, l)) { () throws(NotProvided) in
        try i.bandSideInsets(from: a, to: b, in: l)
      }
    }
    e.bottomEdgeSideInsets = { l in
      or(reference.bottomEdgeSideInsets(l)) { () throws(NotProvided) in
        try i.bottomEdgeSideInsets(in: l)
      }
    }
    e.bandFrame = { a, b, l in
      or(reference.bandFrame(a, b, l)) { () throws(NotProvided) in
        try i.bandFrame(from: a, to: b, in: l)
      }
    }
    e.sideStrip = { d, l in
      or(reference.sideStrip(d, l)) { () throws(NotProvided) in try i.sideStrip(d, in: l) }
    }
    e.statusIsland = { l in
      or(reference.statusIsland(l)) { () throws(NotProvided) in try i.statusIsland(in: l) }
    }
    e.islandTrailingShift = { y, h, k, n in
      or(reference.islandTrailingShift(y, h, k, n)) { () throws(NotProvided) in
        try i.statusIslandTrailingShift(rowMinY: y, rowHeight: h, islandHeight: k, inset: n)
      }
    }
    e.topBarLayout = { l, h in
      or(reference.topBarLayout(l, h)) { () throws(NotProvided) in
        try i.topBarLayout(in: l, rowHeight: h)
      }
    }
    e.sideColumnButtonFrame = { l, d in
      or(reference.sideColumnButtonFrame(l, d)) { () throws(NotProvided) in
        try i.sideColumnNavigationButtonFrame(in: l, direction: d)
      }
    }
    e.subviewSafeAreaInsets = { s, n, f in
      or(reference.subviewSafeAreaInsets(s, n, f)) { () throws(NotProvided) in
        try i.subviewSafeAreaInsets(parentSize: s, parentInsets: n, frame: f)
      }
    }
    e.effectiveMargins = { m, n, d in
      or(reference.effectiveMargins(m, n, d)) { () throws(NotProvided) in
        try i.effectiveInsets(margins: m, safeAreaInsets: n, direction: d)
      }
    }
    e.safeAnchors = { s, n, v, g in
      or(reference.safeAnchors(s, n, v, g)) { () throws(NotProvided) in
        try i.resolveSafeAnchors(boundsSize: s, safeAreaInsets: n, osVersion: v, legacyGuides: g)
      }
    }
    e.pinnedFrame = { p, s, a in
      or(reference.pinnedFrame(p, s, a)) { () throws(NotProvided) in
        try i.pinnedFrame(p, boundsSize: s, anchors: a)
      }
    }
    return e
  }
}

/// The implementation's answer, or the reference's when it throws.
private func or<Value>(
  _ reference: @autoclosure () -> Value, _ body: () throws(NotProvided) -> Value
) -> Value {
  do {
    return try body()
  } catch {
    return reference()
  }
}
