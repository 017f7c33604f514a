import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Seeded shapes against the scissor")
struct SeededScissorTests {
  /// A value in `range` from the generator.
  static func draw(_ range: ClosedRange<Int>, _ generator: inout SplitMix64) -> Int {
    Int.random(in: range, using: &generator)
  }

  @Test(
    "random shapes under random translations never touch pixels outside the scissor",
    arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomShapes(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var canvas = try Canvas(size: PixelSize(width: 48, height: 40), color: .black)
    let box = PixelRect(
      x: Self.draw(-10...40, &generator), y: Self.draw(-10...30, &generator),
      width: Self.draw(0...40, &generator), height: Self.draw(0...40, &generator))
    try canvas.beginScissor(box)
    let allowed = box.intersection(canvas.framebuffer.bounds)
    for _ in 0..<40 {
      try canvas.pushMatrix()
      defer { try? canvas.popMatrix() }
      try canvas.translate(
        x: Double(Self.draw(-200...200, &generator)) / 8,
        y: Double(Self.draw(-200...200, &generator)) / 8)
      let a = Point(
        x: Double(Self.draw(-400...800, &generator)) / 10,
        y: Double(Self.draw(-400...800, &generator)) / 10)
      let b = Point(
        x: Double(Self.draw(-400...800, &generator)) / 10,
        y: Double(Self.draw(-400...800, &generator)) / 10)
      switch Self.draw(0...3, &generator) {
      case 0:
        canvas.fillRectangle(
          PixelRect(x: Int(a.x), y: Int(a.y), width: Int(b.x), height: Int(b.y)), color: .red)
      case 1:
        canvas.fillRectangle(Rect(x: a.x, y: a.y, width: b.x, height: b.y), color: .red)
      case 2:
        canvas.fillCircle(center: a, radius: abs(b.x) / 2, color: .red)
      default:
        canvas.drawLine(from: a, to: b, thickness: abs(b.y) / 10, color: .red)
      }
    }
    if let allowed {
      expectBands(of: canvas.framebuffer, outside: allowed, hold: .black)
    } else {
      expectBands(of: canvas.framebuffer, outside: nil, hold: .black)
    }
  }

  @Test("scene parameters out of range are typed errors, not traps")
  func sceneParameters() throws {
    var canvas = try Canvas(size: PixelSize(width: 30, height: 30))
    let metrics = SceneMetrics(screen: PixelSize(width: 30, height: 30), scale: .x1)
    #expect(
      throws: RasterError.geometry(
        .invalidParameter(
          name: "cellBudget", value: 0, expected: "at least 1"))
    ) {
      try LifeScene(seed: 1, cellBudget: 0).draw(into: &canvas, metrics: metrics)
    }
    #expect(throws: RasterError.self) {
      try LifeScene(seed: 1, generations: -1).draw(into: &canvas, metrics: metrics)
    }
    #expect(throws: RasterError.self) {
      try AutomatonScene(firstGeneration: Int.max).draw(into: &canvas, metrics: metrics)
    }
    #expect(throws: RasterError.self) {
      try OvershootScene(overshoot: -1).draw(into: &canvas, metrics: metrics)
    }
  }
}
