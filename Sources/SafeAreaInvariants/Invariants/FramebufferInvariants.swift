// Policy: the framebuffer's inspection helpers are what every pixel
// invariant asks, so a wrong answer there silently weakens all of them; each
// is compared with a scan of `Framebuffer.subscript` one pixel at a time.
// Colours are checked against their documented memory layout (bytes R, G, B,
// A), which is what makes a row a PNG row.

import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

extension InvariantSuite {
  /// Colour packing, framebuffer sizing, reshaping and inspection.
  static func framebufferInspection() -> Property {
    let byte = Gen<Int>.int(in: 0...255, near: [0, 255]).map { UInt8($0) }
    let color = Gen { choices in
      Color(
        red: byte.generate(&choices), green: byte.generate(&choices),
        blue: byte.generate(&choices), alpha: byte.generate(&choices))
    }
    let side = Gen<Int>.int(in: -1...9, near: [0, 1])
    let rect = Gen { choices in
      PixelRect(
        x: choices.int(in: -3...9),
        y: choices.int(in: -3...9),
        width: side.generate(&choices), height: side.generate(&choices))
    }
    let input = Gen { choices in
      (
        width: side.generate(&choices), height: side.generate(&choices),
        newWidth: side.generate(&choices), newHeight: side.generate(&choices),
        colors: (color.generate(&choices), color.generate(&choices)),
        paint: rect.generate(&choices), probe: rect.generate(&choices)
      )
    }
    return Property(
      "framebuffer.inspection",
      summary: "colours pack as R, G, B, A bytes; sizing and inspection match a pixel scan",
      generator: input,
      describe: {
        "\($0.width)x\($0.height) reshaped to \($0.newWidth)x\($0.newHeight), colours "
          + "\($0.colors.0) and \($0.colors.1), painted \($0.paint), probed \($0.probe)"
      }
    ) { input, result in
      let (a, b) = input.colors
      let bytes = withUnsafeBytes(of: a.packed) { Array($0) }
      result.expect(bytes == [a.red, a.green, a.blue, a.alpha], "\(a) packs as \(bytes)")
      result.expect(Color(packed: a.packed) == a, "\(a) does not survive packing")
      result.expect(
        a.hasUniformBytes == (a.red == a.green && a.green == a.blue && a.blue == a.alpha),
        "\(a).hasUniformBytes is wrong")
      let valid = { (w: Int, h: Int) in w >= 1 && h >= 1 }
      guard var canvas = try? Canvas(size: PixelSize(width: input.width, height: input.height))
      else {
        result.expect(!valid(input.width, input.height), "a valid framebuffer was refused")
        return
      }
      result.expect(valid(input.width, input.height), "\(input.width)x\(input.height) was accepted")
      canvas.fillRectangle(input.paint, color: b)
      var buffer = canvas.framebuffer
      result.expect(
        buffer.size == PixelSize(width: input.width, height: input.height)
          && buffer.bounds == PixelRect(x: 0, y: 0, width: input.width, height: input.height),
        "size \(buffer.size), bounds \(buffer.bounds)")
      let w = buffer.width
      let h = buffer.height
      // DrawRectangle's rule: two negative extents fill the rectangle they
      // span; one negative or zero, nothing.
      let paint = input.paint
      let covered =
        paint.width < 0 && paint.height < 0
        ? PixelRect(
          x: paint.x + paint.width, y: paint.y + paint.height, width: -paint.width,
          height: -paint.height)
        : paint
      let painted = { (x: Int, y: Int) in covered.contains(x: x, y: y) }
      for (x, y) in [(-1, 0), (0, -1), (w, 0), (0, h)] {
        result.expect(buffer[x: x, y: y] == nil, "pixel (\(x), \(y)) outside is not nil")
      }
      var everyIn = true
      var firstOutside: (Int, Int)?
      for y in 0..<h {
        for x in 0..<w {
          let color = painted(x, y) ? b : .blank
          if buffer[x: x, y: y] != color {
            result.fail("pixel (\(x), \(y)) is not \(color)")
            return
          }
          if input.probe.contains(x: x, y: y) {
            everyIn = everyIn && color == b
          } else if firstOutside == nil, color != b {
            firstOutside = (x, y)
          }
        }
      }
      result.expect(
        buffer.allPixels(in: input.probe, are: b) == everyIn,
        "allPixels(in: \(input.probe)) is wrong")
      let found = buffer.firstPixel(outside: input.probe, notEqualTo: b)
      result.expect(
        found.map { ($0.x, $0.y) } ?? (-1, -1) == firstOutside ?? (-1, -1)
          && (found == nil || found?.found == .blank),
        "firstPixel(outside: \(input.probe)) is \(found.map { "(\($0.x), \($0.y))" } ?? "nil")")
      result.expect(
        buffer.allPixels(outside: input.probe, are: b) == (firstOutside == nil),
        "allPixels(outside: \(input.probe)) is wrong")
      let blank = try? Framebuffer(size: buffer.size)
      let differing = (0..<h).flatMap { y in (0..<w).map { x in painted(x, y) ? 1 : 0 } }
        .reduce(0, +)
      result.expect(
        blank.flatMap { buffer.differingPixelCount(from: $0) } == (b == .blank ? 0 : differing),
        "differingPixelCount is wrong")
      let other = try? Framebuffer(width: w + 1, height: h)
      result.expect(
        other.flatMap { buffer.differingPixelCount(from: $0) } == nil,
        "framebuffers of different sizes were compared")

      let before = buffer.pixels
      do {
        try buffer.reshape(to: PixelSize(width: input.newWidth, height: input.newHeight))
        result.expect(valid(input.newWidth, input.newHeight), "reshape accepted a bad size")
        let count = input.newWidth * input.newHeight
        let kept = Swift.min(count, before.count)
        result.expect(
          buffer.width == input.newWidth && buffer.height == input.newHeight
            && buffer.pixels.count == count
            && Array(buffer.pixels[..<kept]) == Array(before[..<kept])
            && buffer.pixels[kept...].allSatisfy { $0 == Color.blank.packed },
          "reshape to \(input.newWidth)x\(input.newHeight) is wrong")
      } catch {
        result.expect(!valid(input.newWidth, input.newHeight), "reshape refused a valid size")
        result.expect(buffer.pixels == before, "a refused reshape changed the pixels")
      }
    }
  }
}

extension InvariantSuite {
  /// Framebuffer inspection: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func framebufferProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      framebufferInspection().judging()
    ]
  }
}
