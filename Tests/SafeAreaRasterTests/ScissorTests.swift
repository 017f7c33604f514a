import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Scissor")
struct ScissorTests {
  let size = PixelSize(width: 40, height: 30)

  @Test(
    "a negative extent is rejected and the old scissor kept",
    arguments: [
      PixelRect(x: 0, y: 0, width: -1, height: 5),
      PixelRect(x: 3, y: 3, width: 5, height: -5),
      PixelRect(x: 0, y: 0, width: Int.min, height: Int.min),
    ])
  func negativeRejected(rect: PixelRect) throws {
    var canvas = try Canvas(size: size, color: .black)
    let old = PixelRect(x: 5, y: 5, width: 10, height: 10)
    try canvas.beginScissor(old)
    #expect(throws: RasterError.negativeScissorExtent(rect)) { try canvas.beginScissor(rect) }
    #expect(canvas.scissor == old)
    canvas.clear(.red)
    #expect(canvas.framebuffer.allPixels(in: old, are: .red))
    expectBands(of: canvas.framebuffer, outside: old, hold: .black)
  }

  @Test("a negative extent turns the test on with the box as it was, as raylib does")
  func negativeWhileDisabled() throws {
    var canvas = try Canvas(size: size, color: .black)
    #expect(throws: RasterError.self) {
      try canvas.beginScissor(PixelRect(x: 0, y: 0, width: -10, height: 10))
    }
    // A new context's box is the whole framebuffer.
    #expect(canvas.scissor == canvas.framebuffer.bounds)
    canvas.clear(.red)
    #expect(canvas.framebuffer.allPixels(in: canvas.framebuffer.bounds, are: .red))

    // After EndScissorMode the box is the last rectangle accepted.
    let box = PixelRect(x: 2, y: 3, width: 4, height: 5)
    try canvas.beginScissor(box)
    canvas.endScissor()
    #expect(canvas.scissor == nil)
    #expect(canvas.scissorBox == box)
    #expect(throws: RasterError.self) {
      try canvas.beginScissor(PixelRect(x: 0, y: 0, width: 10, height: -1))
    }
    #expect(canvas.scissor == box)
    canvas.clear(.blue)
    #expect(canvas.framebuffer.allPixels(in: box, are: .blue))
    expectBands(of: canvas.framebuffer, outside: box, hold: .red)
  }

  @Test("nested beginScissor replaces instead of intersecting")
  func nestingReplaces() throws {
    var canvas = try Canvas(size: size, color: .black)
    try canvas.beginScissor(PixelRect(x: 0, y: 0, width: 10, height: 10))
    let inner = PixelRect(x: 20, y: 15, width: 10, height: 10)
    try canvas.beginScissor(inner)
    #expect(canvas.scissor == inner)
    canvas.fillRectangle(PixelRect(x: -100, y: -100, width: 1000, height: 1000), color: .red)
    #expect(canvas.framebuffer.allPixels(in: inner, are: .red))
    expectBands(of: canvas.framebuffer, outside: inner, hold: .black)
  }

  @Test("the matrix does not move the scissor")
  func matrixDoesNotMoveScissor() throws {
    var canvas = try Canvas(size: size, color: .black)
    let box = PixelRect(x: 10, y: 10, width: 10, height: 10)
    try canvas.pushMatrix()
    try canvas.translate(x: 7, y: 3)
    try canvas.beginScissor(box)
    #expect(canvas.clip == box)
    canvas.fillRectangle(PixelRect(x: 0, y: 0, width: 40, height: 40), color: .red)
    // Local (0,0) is screen (7,3); the fill reaches (47,43), the scissor cuts
    // it to the box exactly where it was given.
    #expect(canvas.framebuffer.allPixels(in: box, are: .red))
    expectBands(of: canvas.framebuffer, outside: box, hold: .black)
  }

  @Test("clear respects the scissor; endScissor disables it")
  func clearRespectsScissor() throws {
    var canvas = try Canvas(size: size, color: .black)
    let box = PixelRect(x: 30, y: 20, width: 50, height: 50)
    try canvas.beginScissor(box)
    canvas.clear(.white)
    let visible = PixelRect(x: 30, y: 20, width: 10, height: 10)
    #expect(canvas.framebuffer.allPixels(in: visible, are: .white))
    expectBands(of: canvas.framebuffer, outside: visible, hold: .black)
    canvas.endScissor()
    #expect(canvas.scissor == nil)
    canvas.clear(.red)
    #expect(canvas.framebuffer.allPixels(in: canvas.framebuffer.bounds, are: .red))
  }

  @Test(
    "a zero extent clips everything",
    arguments: [
      PixelRect(x: 5, y: 5, width: 0, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 0),
      PixelRect(x: 100, y: 100, width: 5, height: 5),
    ])
  func emptyScissor(rect: PixelRect) throws {
    var canvas = try Canvas(size: size, color: .black)
    try canvas.beginScissor(rect)
    #expect(canvas.clip == nil)
    canvas.clear(.red)
    canvas.fillRectangle(PixelRect(x: 0, y: 0, width: 40, height: 30), color: .red)
    canvas.fillCircle(center: Point(x: 20, y: 15), radius: 100, color: .red)
    canvas.drawLine(from: .zero, to: Point(x: 40, y: 30), thickness: 5, color: .red)
    expectBands(of: canvas.framebuffer, outside: nil, hold: .black)
  }

  @Test("no shape changes a pixel outside the scissor", arguments: 0..<4)
  func shapesStayInside(shape: Int) throws {
    var canvas = try Canvas(size: size, color: .black)
    let box = PixelRect(x: 8, y: 6, width: 17, height: 11)
    try canvas.beginScissor(box)
    switch shape {
    case 0: canvas.fillRectangle(PixelRect(x: -5, y: -5, width: 100, height: 100), color: .red)
    case 1: canvas.fillRectangle(Rect(x: -5.5, y: 2.25, width: 60, height: 9.5), color: .red)
    case 2: canvas.fillCircle(center: Point(x: 16, y: 11), radius: 30, color: .red)
    default: canvas.drawLine(from: .zero, to: Point(x: 40, y: 30), thickness: 9, color: .red)
    }
    expectBands(of: canvas.framebuffer, outside: box, hold: .black)
    #expect(count(.red, in: box, of: canvas.framebuffer) > 0)
  }
}
