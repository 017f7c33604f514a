import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Each edge of the safe frame sits at its own inset from the screen's
  /// edge; insets that meet or cross give an empty region.
  static func regionMatchesInsets(_ engine: Engine) -> Property {
    Property(
      "region.matchesInsets",
      summary: "each side of the safe frame is its own inset from the screen edge",
      generator: Domain.regionCase, describe: { "screen \($0.0), insets \($0.1)" },
      placements: .pointScreen
    ) { input, result in
      let (screen, insets) = input
      let frame = engine.safeFrame(screen, insets)
      // The documented extent subtracts the sum of the opposite insets, so
      // that it does not depend on their order (see `rotation.commutes`).
      let width = screen.width - (insets.left + insets.right)
      let height = screen.height - (insets.top + insets.bottom)
      result.classify(width > 0 && width <= 1e-9 * screen.width, "insets meet within rounding")
      result.classify(insets.left != insets.right, "asymmetric sides")
      result.classify(insets.top != insets.bottom, "asymmetric top and bottom")
      guard width > 0, height > 0 else {
        result.label("empty region")
        result.expect(
          frame == nil, "insets leave no area but the frame is \(frame.map(\.description) ?? "nil")"
        )
        return
      }
      guard let frame else {
        result.fail("the region has area \(width) x \(height) but the frame is nil")
        return
      }
      let scale = Swift.max(screen.width, screen.height)
      result.expect(
        frame.minX == insets.left, "left edge \(frame.minX) != left inset \(insets.left)")
      result.expect(frame.minY == insets.top, "top edge \(frame.minY) != top inset \(insets.top)")
      result.expect(
        Oracle.close(screen.width - frame.maxX, insets.right, scale: scale),
        "right margin \(screen.width - frame.maxX) != right inset \(insets.right)")
      result.expect(
        Oracle.close(screen.height - frame.maxY, insets.bottom, scale: scale),
        "bottom margin \(screen.height - frame.maxY) != bottom inset \(insets.bottom)")
    }
  }

  /// Rotating the screen and its insets commutes with taking the safe
  /// region.
  static func rotationCommutes(_ engine: Engine) -> Property {
    // The labels are built once: interpolating the turn every case cost
    // more than the check (a description through reflection, allocated).
    let turnLabels = QuarterTurn.allCases.map { "turn \($0)" }
    return Property(
      "rotation.commutes",
      summary: "safeFrame(rotated screen, rotated insets) == rotated safeFrame",
      generator: Domain.rotationCase,
      describe: { "screen \($0.0.0), insets \($0.0.1), turn \($0.1)" },
      placements: .turnedScreen
    ) { input, result in
      let ((screen, insets), turn) = input
      result.label(turnLabels[turn.rawValue])
      let direct = engine.safeFrame(screen, insets)
      let rotated = engine.safeFrame(screen.rotated(by: turn), insets.rotated(by: turn))
      let expected = direct?.rotated(by: turn, in: screen)
      result.classify(direct == nil, "empty region")
      switch (rotated, expected) {
      case (nil, nil):
        break
      case (let rotated?, let expected?):
        let scale = Swift.max(screen.width, screen.height)
        let agree =
          Oracle.close(rotated.minX, expected.minX, scale: scale)
          && Oracle.close(rotated.minY, expected.minY, scale: scale)
          && Oracle.close(rotated.width, expected.width, scale: scale)
          && Oracle.close(rotated.height, expected.height, scale: scale)
        result.expect(agree, "rotated inputs give \(rotated), rotated frame is \(expected)")
      default:
        result.fail(
          "rotated inputs give \(rotated.map(\.description) ?? "empty"), rotated frame is \(expected.map(\.description) ?? "empty")"
        )
      }
    }
  }

  /// Converting to pixels never reaches into a band, and loses less than
  /// one pixel on each side.
  ///
  /// Both bounds allow the engine's documented rounding error
  /// (``PixelRounding/wholeTolerance`` of the whole pixel nearest the
  /// product): an inset edge may sit that far inside its band, because a
  /// product that close to a whole pixel is that pixel, and it must then
  /// lose less than one pixel minus that much. Ceiling 63.00000000000001 px
  /// (27 pt at 7/3) to 64 loses 0.99999999999999 px and fails.
  static func pixelsInsideBands(_ engine: Engine) -> Property {
    let input = Domain.pixelCase
    return Property(
      "pixels.insideBands",
      summary: "the pixel region lies inside the point region and loses < 1 px a side",
      generator: input, describe: { "screen \($0.0.0), insets \($0.0.1), scale \($0.1)" },
      placements: .scaledScreen
    ) { input, result in
      let ((screen, insets), scale) = input
      guard let region = try? SafeRegion(screen: screen, insets: insets) else {
        result.discard()
        return
      }
      let s = scale.factor
      result.label(s == s.rounded() ? "integral scale" : "fractional scale")
      let pixels = engine.pixelFrame(region, scale)
      guard let frame = region.frame else {
        result.expect(
          pixels == nil, "empty region gave pixels \(pixels.map(\.description) ?? "nil")")
        return
      }
      // The extents as the contract gives them: the screen rounded down
      // less both insets rounded up (the right and bottom edges may lose up
      // to two pixels, one to each rounding).
      let widthPx =
        Oracle.pixelsDown(screen.width * s) - Oracle.pixelsUp(insets.left * s)
        - Oracle.pixelsUp(insets.right * s)
      let heightPx =
        Oracle.pixelsDown(screen.height * s) - Oracle.pixelsUp(insets.top * s)
        - Oracle.pixelsUp(insets.bottom * s)
      guard let pixels else {
        // A sliver thinner than a pixel (after outward rounding) is empty.
        result.label("sliver")
        result.expect(
          widthPx <= 0 || heightPx <= 0,
          "region \(frame) has \(widthPx) x \(heightPx) px but no pixel frame")
        return
      }
      let left = frame.minX * s
      let top = frame.minY * s
      let leftSlack = Oracle.wholePixelSlack(left)
      let topSlack = Oracle.wholePixelSlack(top)
      result.classify(
        Oracle.nearlyWhole(left) || Oracle.nearlyWhole(top), "inset edge within rounding of a pixel"
      )
      // Each bound compares a difference with the slack. The product and a
      // pixel edge within a pixel or two of it are within a factor of two,
      // so their difference is exact (Sterbenz) and the comparison decides
      // exactly as the engine's tolerance does, even at its boundary:
      // `edge + slack < product` rounds and, five ulps from a whole pixel,
      // calls 315.0000000000003 -> 316 a lost pixel though it is outside
      // the tolerance. Tiny products are exact too: `5e-324 - 0` loses
      // nothing to cancellation, where `1 - 5e-324` would be 1.0.
      result.expect(
        left - Double(pixels.minX) <= leftSlack,
        "left edge \(pixels.minX) px reaches into the left band (\(left))")
      result.expect(
        top - Double(pixels.minY) <= topSlack,
        "top edge \(pixels.minY) px reaches into the top band (\(top))")
      result.expect(
        Double(pixels.maxX) <= (screen.width - insets.right) * s + 1e-9 * screen.width * s,
        "right edge \(pixels.maxX) px reaches into the right band")
      result.expect(
        Double(pixels.maxY) <= (screen.height - insets.bottom) * s + 1e-9 * screen.height * s,
        "bottom edge \(pixels.maxY) px reaches into the bottom band")
      result.expect(
        Double(pixels.width) == widthPx && Double(pixels.height) == heightPx,
        "pixel frame \(pixels.size), expected \(Int(widthPx))x\(Int(heightPx)) "
          + "(the screen rounded down less both insets rounded up)")
      result.expect(
        left - (Double(pixels.minX) - 1) > leftSlack,
        "left edge \(pixels.minX) px loses a whole pixel (\(left))")
      result.expect(
        top - (Double(pixels.minY) - 1) > topSlack,
        "top edge \(pixels.minY) px loses a whole pixel (\(top))")
    }
  }
}

extension InvariantSuite {
  /// The safe region in points and pixels: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func regionProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      regionMatchesInsets(engine).judging(\.safeFrame),
      rotationCommutes(engine).judging(\.safeFrame),
      pixelsInsideBands(engine).judging(\.pixelFrame),
    ]
  }
}
