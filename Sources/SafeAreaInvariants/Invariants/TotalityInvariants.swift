import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// No input traps: NaN, infinities, negative and huge values give a value
  /// or a typed error, and every value returned is well formed.
  static func totalityNoTrap(_ engine: Engine) -> Property {
    let value = Gen<Double>.double(in: -10...3000, specials: true)
    let size = value.zip(value).map { Size(width: $0.0, height: $0.1) }
    let insets = Gen { choices in
      EdgeInsets(
        top: value.generate(&choices), left: value.generate(&choices),
        bottom: value.generate(&choices), right: value.generate(&choices))
    }
    let input = size.zip(insets).zip(value.zip(Domain.anyPixelRect.zip(Domain.anyPixelRect)))
    return Property(
      "totality.noTrap",
      summary: "extreme inputs give a value or a typed error, never a trap or a bad value",
      generator: input,
      describe: {
        "screen \($0.0.0), insets \($0.0.1), scale \($0.1.0), rects \($0.1.1.0) \($0.1.1.1)"
      }
    ) { input, result in
      let ((screen, insets), (scaleValue, (a, b))) = input
      let inputsValid =
        [screen.width, screen.height, insets.top, insets.left, insets.bottom, insets.right]
        .allSatisfy { $0.isFinite && $0 >= 0 }
      result.classify(!inputsValid, "invalid geometry")
      for turn in QuarterTurn.allCases {
        let rotated = a.rotated(by: turn, in: PixelSize(width: b.width, height: b.height))
        result.expect(
          rotated.width == (turn.swapsAxes ? a.height : a.width), "rotation changed the extent")
      }
      if let clip = engine.clipRect(a, b) {
        result.expect(clip.width > 0 && clip.height > 0, "clip \(clip) has no area")
      }
      _ = engine.hostPlan(PixelSize(width: a.width, height: a.height), b, .x1)
      _ = engine.lifeGrid(PixelSize(width: a.width, height: b.height), Swift.max(1, b.width))
      _ = engine.automatonGrid(PixelSize(width: a.x, height: a.y))
      // The engine's safeFrame answers nil for invalid input, as the line
      // protocol's does (a program under test gets these values too).
      let frame = engine.safeFrame(screen, insets)
      if let frame {
        result.expect(inputsValid, "safeFrame of invalid input is \(frame), not nil")
        result.expect(frame.isFinite && !frame.isEmpty, "frame \(frame) is not finite and positive")
      }
      let region: SafeRegion
      do {
        region = try SafeRegion(screen: screen, insets: insets)
        result.expect(inputsValid, "SafeRegion accepted invalid input")
      } catch {
        result.expect(!inputsValid, "valid input threw \(error)")
        return
      }
      if let frame = region.frame {
        result.expect(frame.isFinite && !frame.isEmpty, "frame \(frame) is not finite and positive")
      }
      if let scale = DisplayScale(exactly: scaleValue) {
        // Beyond the 32-bit pixel range the engine's pixelFrame is nil (the
        // line protocol's is an error, which the pipe client demands).
        if let pixels = engine.pixelFrame(region, scale) {
          result.expect(pixels.width > 0 && pixels.height > 0, "pixel frame \(pixels) has no area")
        }
        do {
          if let pixels = try region.pixelFrame(scale: scale) {
            result.expect(
              pixels.width > 0 && pixels.height > 0, "pixel frame \(pixels) has no area")
          }
        } catch {
          // Valid input may still exceed the 32-bit pixel range; nothing
          // else may go wrong.
          if case GeometryError.outOfPixelRange = error {
            result.label("beyond the pixel range")
          } else {
            result.fail("pixelFrame threw \(error) for valid input")
          }
        }
      } else {
        result.expect(!(scaleValue > 0 && scaleValue.isFinite), "valid scale \(scaleValue) refused")
      }
    }
  }
}

extension InvariantSuite {
  /// Totality: no function traps on any input: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func totalityProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      totalityNoTrap(engine).judging(
        \.safeFrame, \.pixelFrame, \.clipRect, \.hostPlan, \.lifeGrid, \.automatonGrid)
    ]
  }
}
