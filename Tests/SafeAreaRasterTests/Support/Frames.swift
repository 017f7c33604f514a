import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

/// The host's clear colour in tests: distinct from every scene background.
let hostClear = Color.black

/// A device with the same points and insets, drawn at one pixel per point,
/// so frames stay small (iPhone 16 Pro: 402x874).
func atScaleOne(_ device: Device) -> Device {
  var copy = device
  copy.scale = .x1
  copy.nativePixels = PixelSize(
    width: Int(device.portraitSize.width), height: Int(device.portraitSize.height))
  return copy
}

/// Every catalog device at scale 1 in portrait and landscape.
let deviceFrames: [(Device, Orientation)] = Device.catalog.flatMap { device in
  [Orientation.portrait, .landscapeLeft].map { (atScaleOne(device), $0) }
}

/// Renders one host frame of `scene` on a fresh canvas.
func render(
  _ scene: some Scene, on device: Device, in orientation: Orientation,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (canvas: Canvas, plan: HostFramePlan) {
  let plan = try HostFramePlan(device: device, orientation: orientation)
  var canvas = try Canvas(size: plan.screen, color: .gold)
  try canvas.execute(plan, clearColor: hostClear, scene: scene)
  return (canvas, plan)
}

/// Expects every pixel outside `region` to hold `color`, naming the first
/// one that does not.
func expectBands(
  of framebuffer: Framebuffer, outside region: PixelRect?, hold color: Color,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let stray = framebuffer.firstPixel(outside: region, notEqualTo: color)
  #expect(
    stray == nil,
    Comment(
      rawValue:
        "pixel (\(stray?.x ?? 0), \(stray?.y ?? 0)) outside \(String(describing: region)) is "
        + "\(String(describing: stray?.found)), expected \(color)"),
    sourceLocation: sourceLocation)
}

/// Counts the pixels of `framebuffer` inside `rect` holding `color`.
func count(_ color: Color, in rect: PixelRect, of framebuffer: Framebuffer) -> Int {
  var total = 0
  for y in rect.minY..<rect.maxY {
    for x in rect.minX..<rect.maxX where framebuffer[x: x, y: y] == color {
      total += 1
    }
  }
  return total
}
