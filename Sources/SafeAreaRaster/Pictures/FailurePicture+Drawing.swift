import SafeAreaGeometry

extension FailurePicture {
  /// Draws one frame magnified at `origin`: its pixels as blocks, hatch
  /// lines over band pixels, the safe area's outline just outside it, a
  /// border around the panel, and the ring around the failing pixel. The
  /// failing pixel's block is never painted over.
  func drawPanel(
    _ frame: Framebuffer, at origin: (x: Int, y: Int), scale: Int, into picture: inout Framebuffer
  ) {
    let safe = region.flatMap { $0.intersection(frame.bounds) }
    let failing = failingPixel.map {
      PixelRect(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale, width: scale, height: scale)
    }
    let hatch = Self.hatch.packed
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let value = frame.pixels[y * frame.width + x]
        let band = marksBands && !(safe?.contains(x: x, y: y) ?? false)
        let isFailing = failingPixel.map { $0.x == x && $0.y == y } ?? false
        for dy in 0..<scale {
          let row = (origin.y + y * scale + dy) * picture.width
          for dx in 0..<scale {
            let outX = origin.x + x * scale + dx
            let outY = origin.y + y * scale + dy
            let hatched = band && !isFailing && (outX + outY) % Self.hatchPeriod == 0
            picture.pixels[row + outX] = hatched ? hatch : value
          }
        }
      }
    }
    let panel = PixelRect(
      x: origin.x, y: origin.y, width: frame.width * scale, height: frame.height * scale)
    if marksBands, let safe {
      let ring = PixelRect(
        x: origin.x + safe.x * scale - 1, y: origin.y + safe.y * scale - 1,
        width: safe.width * scale + 2, height: safe.height * scale + 2)
      strokeRectangle(ring, color: Self.outline, inside: panel, sparing: failing, into: &picture)
    }
    let border = PixelRect(
      x: panel.x - 1, y: panel.y - 1, width: panel.width + 2, height: panel.height + 2)
    strokeRectangle(border, color: Self.panelBorder, inside: nil, sparing: nil, into: &picture)
    if let failingPixel, frame.bounds.contains(x: failingPixel.x, y: failingPixel.y) {
      let center = (
        x: Double(origin.x) + (Double(failingPixel.x) + 0.5) * Double(scale),
        y: Double(origin.y) + (Double(failingPixel.y) + 0.5) * Double(scale)
      )
      // Around the block, never on it, and large enough to find in a big
      // frame at one pixel per pixel.
      let radius = Swift.max(
        Double(scale) * 0.75 + 5, Double(Swift.max(panel.width, panel.height)) / 30)
      let clip = PixelRect(
        x: panel.x - Self.gap / 2, y: panel.y - Self.gap / 2, width: panel.width + Self.gap,
        height: panel.height + Self.gap)
      drawRing(
        center: center, radius: radius, clip: clip, sparing: failing, into: &picture)
    }
  }

  /// A one-pixel rectangle outline, clipped to `clip`, leaving `spared`
  /// alone.
  func strokeRectangle(
    _ rect: PixelRect, color: Color, inside clip: PixelRect?, sparing spared: PixelRect?,
    into picture: inout Framebuffer
  ) {
    let value = color.packed
    func plot(_ x: Int, _ y: Int) {
      guard picture.bounds.contains(x: x, y: y), clip?.contains(x: x, y: y) ?? true,
        !(spared?.contains(x: x, y: y) ?? false)
      else { return }
      picture.pixels[y * picture.width + x] = value
    }
    for x in rect.minX..<rect.maxX {
      plot(x, rect.minY)
      plot(x, rect.maxY - 1)
    }
    for y in rect.minY..<rect.maxY {
      plot(rect.minX, y)
      plot(rect.maxX - 1, y)
    }
  }

  /// A ring of `ring` colour edged in black on both sides, so it shows on
  /// any background.
  func drawRing(
    center: (x: Double, y: Double), radius: Double, clip: PixelRect, sparing spared: PixelRect?,
    into picture: inout Framebuffer
  ) {
    let half = Swift.max(1.0, radius / 12)
    let reach = Int((radius + half + 2).rounded(.up))
    let box = PixelRect(
      x: Int(center.x) - reach, y: Int(center.y) - reach, width: 2 * reach + 1,
      height: 2 * reach + 1)
    guard let area = box.intersection(clip)?.intersection(picture.bounds) else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX where !(spared?.contains(x: x, y: y) ?? false) {
        let dx = Double(x) + 0.5 - center.x
        let dy = Double(y) + 0.5 - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let offset = abs(distance - radius)
        if offset <= half {
          picture.pixels[y * picture.width + x] = Self.ring.packed
        } else if offset <= half + 1 {
          picture.pixels[y * picture.width + x] = Self.ringEdge.packed
        }
      }
    }
  }

  /// A legend row's 10x10 marker at `origin`.
  func drawSwatch(_ swatch: Swatch, at origin: (x: Int, y: Int), into picture: inout Framebuffer) {
    let square = PixelRect(x: origin.x, y: origin.y, width: 10, height: 10)
    switch swatch {
    case .none:
      return
    case .color(let color):
      picture.fill(square, with: color)
    case .outline:
      strokeRectangle(square, color: Self.outline, inside: nil, sparing: nil, into: &picture)
    case .hatch:
      for y in square.minY..<square.maxY {
        for x in square.minX..<square.maxX where (x + y) % Self.hatchPeriod == 0 {
          picture.pixels[y * picture.width + x] = Self.hatch.packed
        }
      }
    case .ring:
      drawRing(
        center: (Double(origin.x) + 5, Double(origin.y) + 5), radius: 3.5,
        clip: square, sparing: nil, into: &picture)
      return
    }
    if case .color = swatch {
      strokeRectangle(
        PixelRect(x: origin.x - 1, y: origin.y - 1, width: 12, height: 12), color: Self.ink,
        inside: nil, sparing: nil, into: &picture)
    }
  }
}
