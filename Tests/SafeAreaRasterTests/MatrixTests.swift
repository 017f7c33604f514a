import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Matrix stack")
struct MatrixTests {
  @Test("popping an empty stack is a typed error and keeps the matrix")
  func popEmpty() throws {
    var canvas = try Canvas(size: PixelSize(width: 8, height: 8))
    try canvas.translate(x: 3, y: 2)
    #expect(throws: RasterError.matrixStackUnderflow) { try canvas.popMatrix() }
    #expect(canvas.translation == Point(x: 3, y: 2))
  }

  @Test("push and pop restore the translation")
  func pushPop() throws {
    var canvas = try Canvas(size: PixelSize(width: 8, height: 8))
    try canvas.translate(x: 1, y: 1)
    try canvas.pushMatrix()
    try canvas.translate(x: 2, y: 3)
    #expect(canvas.translation == Point(x: 3, y: 4))
    #expect(canvas.matrixDepth == 1)
    try canvas.popMatrix()
    #expect(canvas.translation == Point(x: 1, y: 1))
    #expect(canvas.matrixDepth == 0)
  }

  @Test("the stack is bounded like rlgl's")
  func overflow() throws {
    var canvas = try Canvas(size: PixelSize(width: 8, height: 8))
    for _ in 0..<Canvas.maximumMatrixDepth { try canvas.pushMatrix() }
    #expect(throws: RasterError.matrixStackOverflow(limit: Canvas.maximumMatrixDepth)) {
      try canvas.pushMatrix()
    }
    #expect(canvas.matrixDepth == Canvas.maximumMatrixDepth)
  }

  @Test(
    "non-finite translations are rejected",
    arguments: [
      Double.nan, .infinity, -.infinity,
    ])
  func nonFinite(value: Double) throws {
    var canvas = try Canvas(size: PixelSize(width: 8, height: 8))
    #expect(throws: RasterError.self) { try canvas.translate(x: value, y: 0) }
    #expect(throws: RasterError.self) { try canvas.translate(x: 0, y: value) }
    // rlTranslatef takes a float: a Double beyond Float's range is not a
    // translation raylib can make.
    #expect(throws: RasterError.notFinite(name: "x", value: .greatestFiniteMagnitude)) {
      try canvas.translate(x: .greatestFiniteMagnitude, y: 0)
    }
    let largest = Double(Float.greatestFiniteMagnitude)
    try canvas.translate(x: largest, y: 0)
    #expect(throws: RasterError.notFinite(name: "translation.x", value: .infinity)) {
      try canvas.translate(x: largest, y: 0)
    }
    #expect(canvas.translation.x == largest)
  }

  @Test("translations are Float and add in Float, as rlTranslatef's do")
  func floatTranslations() throws {
    var canvas = try Canvas(size: PixelSize(width: 8, height: 8))
    try canvas.translate(x: 0.1, y: 16_777_216)
    try canvas.translate(x: 0, y: 1)
    #expect(canvas.translation == Point(x: Double(Float(0.1)), y: 16_777_216))
  }

  @Test("shapes move with the translation, whole or fractional")
  func shapesTranslate() throws {
    var canvas = try Canvas(size: PixelSize(width: 20, height: 20), color: .black)
    try canvas.translate(x: 5, y: 7)
    canvas.fillRectangle(PixelRect(x: 1, y: 1, width: 2, height: 3), color: .red)
    let expected = PixelRect(x: 6, y: 8, width: 2, height: 3)
    #expect(canvas.framebuffer.allPixels(in: expected, are: .red))
    expectBands(of: canvas.framebuffer, outside: expected, hold: .black)

    var fractional = try Canvas(size: PixelSize(width: 20, height: 20), color: .black)
    try fractional.translate(x: 0.25, y: 0.75)
    // Covers the pixels whose centres lie in [2.25, 4.25) x [1.75, 3.75).
    fractional.fillRectangle(PixelRect(x: 2, y: 1, width: 2, height: 2), color: .red)
    let centres = PixelRect(x: 2, y: 2, width: 2, height: 2)
    #expect(fractional.framebuffer.allPixels(in: centres, are: .red))
    expectBands(of: fractional.framebuffer, outside: centres, hold: .black)
  }

  @Test("rectangles near the integer limits are rounded as raylib rounds them, never wrapped")
  func extremeRectangles() throws {
    var canvas = try Canvas(size: PixelSize(width: 10, height: 10), color: .black)
    try canvas.translate(x: 5, y: 0)
    canvas.fillRectangle(PixelRect(x: Int.max - 1, y: 0, width: Int.max, height: 5), color: .red)
    canvas.fillRectangle(PixelRect(x: Int.min, y: 0, width: 3, height: 5), color: .red)
    expectBands(of: canvas.framebuffer, outside: nil, hold: .black)
    // DrawRectangle's corners are Float: Int.min + Int.max is -1 exactly,
    // but Float(Int.min) + Float(Int.max) is 0, so the right edge lands
    // at local 0, screen column 5.
    canvas.fillRectangle(PixelRect(x: Int.min, y: 0, width: Int.max, height: 1), color: .red)
    let lit = PixelRect(x: 0, y: 0, width: 5, height: 1)
    #expect(canvas.framebuffer.allPixels(in: lit, are: .red))
    expectBands(of: canvas.framebuffer, outside: lit, hold: .black)
  }
}
