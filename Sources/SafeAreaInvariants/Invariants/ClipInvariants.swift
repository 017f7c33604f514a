import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// The clip rect: never a zero or negative extent, never outside the
  /// region, `nil` exactly when the box misses, and the exact overlap.
  static func clipWellFormed(_ engine: Engine) -> Property {
    // The box is drawn for the region just drawn, directly: a `flatMap`
    // would build a generator (a heap allocation) every case.
    let input = Gen<ClipInput> { choices in
      let region = Domain.pixelRegion(&choices)
      return ClipInput(region: region, box: Domain.sceneBox(in: region, &choices))
    }
    // Policy: the function judged is looked up once, here, not per case.
    // Through `engine.clipRect` every case paid the function table's
    // lazy-global check and a retain and release of the function's context
    // (about 50 instructions of a 1,450-instruction release case). An engine
    // that keeps the reference's function has the declaration's own field
    // called, borrowed, arguments in place; one that replaced it is asked
    // as before. The engine is a value the property captures, so either is
    // the function every case would have looked up. (Holding the function
    // in a generic box cost as little here, but instantiated new type
    // metadata, and the tuple-metadata lookups other properties make every
    // case got slower: intersection.symmetric +2%.)
    let clipRect = EngineFunctions.table.clipRect
    let keepsReference = !engine.replacedFunctions.contains(EngineFunction(\.clipRect))
    return Property(
      "clip.wellFormed",
      summary:
        "clipRect is nil exactly when the box misses, else a positive rect inside the region",
      generator: input, describe: { "region \($0.region), scene box \($0.box)" },
      placements: .clip
    ) { input, result in
      let screenBox = PixelRect(
        x: input.box.x.addingReportingOverflow(input.region.x).partialValue,
        y: input.box.y.addingReportingOverflow(input.region.y).partialValue,
        width: input.box.width, height: input.box.height)
      let offsetOverflows =
        input.box.x.addingReportingOverflow(input.region.x).overflow
        || input.box.y.addingReportingOverflow(input.region.y).overflow
      let clip =
        keepsReference
        ? clipRect.reference(input.box, input.region) : engine[clipRect](input.box, input.region)
      result.classify(input.box.width <= 0 || input.box.height <= 0, "box has no area")
      result.classify(clip == nil, "box misses region")
      result.classify(input.region.x > Int.max / 2, "region near Int.max")
      if let clip {
        result.expect(clip.width > 0 && clip.height > 0, "clip \(clip) has no area")
        result.expect(Oracle.contains(input.region, clip), "clip \(clip) escapes \(input.region)")
      }
      // Offsets that overflow Int cannot be expressed; the engine saturates
      // them, and only the well-formedness above is required.
      guard !offsetOverflows else {
        result.label("offset overflows")
        return
      }
      let expected = Oracle.overlap(screenBox, input.region)
      result.expect(
        clip == expected,
        "clip is \(clip.map(\.description) ?? "nil"), expected \(expected.map(\.description) ?? "nil")"
      )
    }
  }

  /// Intersection of pixel rects and point rects: symmetric, inside both,
  /// `nil` exactly when there is no area.
  static func intersectionSymmetric(_ engine: Engine) -> Property {
    // Independent rectangles almost always miss; a second rectangle placed
    // around the first gives overlaps, touches and containment.
    let pixelPair = Gen<(PixelRect, PixelRect)>.frequency([
      (1, Domain.anyPixelRect.zip(Domain.anyPixelRect)),
      (
        2,
        Gen { choices in
          let a = Domain.pixelRegion(&choices)
          return (a, Domain.sceneBox(in: a, &choices).offsetBy(dx: a.x, dy: a.y))
        }
      ),
    ])
    let coordinate = Gen<Double>.double(in: -100...100, specials: true)
    let rect = Gen { choices in
      Rect(
        x: coordinate.generate(&choices), y: coordinate.generate(&choices),
        width: coordinate.generate(&choices), height: coordinate.generate(&choices))
    }
    let input = pixelPair.zip(rect.zip(rect))
    return Property(
      "intersection.symmetric",
      summary: "a∩b == b∩a, inside both, nil exactly when there is no area",
      generator: input,
      describe: { "pixels \($0.0.0) and \($0.0.1); points \($0.1.0) and \($0.1.1)" }
    ) { input, result in
      let (a, b) = input.0
      let ab = a.intersection(b)
      result.expect(ab == b.intersection(a), "pixel intersection is not symmetric")
      result.expect(
        ab == Oracle.overlap(a, b),
        "pixel intersection \(ab.map(\.description) ?? "nil") != exact overlap")
      result.classify(ab == nil, "pixels miss")
      let (p, q) = input.1
      let pq = p.intersection(q)
      result.classify(!p.isFinite || !q.isFinite, "non-finite point rect")
      result.expect(pq == q.intersection(p), "point intersection is not symmetric")
      if let pq {
        result.expect(!pq.isEmpty && pq.isFinite, "point intersection \(pq) is empty or not finite")
        result.expect(
          p.contains(pq) && q.contains(pq), "point intersection \(pq) escapes an operand")
      }
    }
  }
}

/// A case of `clip.wellFormed`. A struct rather than a tuple: the fuzzer's
/// generic code looks a tuple's type up at run time on every case, a
/// struct's type is a constant.
struct ClipInput: Sendable {
  /// The safe region in screen pixels.
  let region: PixelRect
  /// The scene box, relative to the region.
  let box: PixelRect
}

extension InvariantSuite {
  /// The clip rect and rectangle intersection: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func clipProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      clipWellFormed(engine).judging(\.clipRect),
      intersectionSymmetric(engine).judging(),
    ]
  }
}
