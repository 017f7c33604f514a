import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Shapes")
struct ShapeTests {
  let size = PixelSize(width: 64, height: 48)

  @Test(
    "a whole-pixel rectangle covers exactly its pixels, in any colour",
    arguments: [
      Color.red, .black, .white, Color(red: 7, green: 7, blue: 7, alpha: 7),
    ])
  func rectangle(color: Color) throws {
    var canvas = try Canvas(size: size, color: .gold)
    let rect = PixelRect(x: 3, y: 4, width: 20, height: 9)
    canvas.fillRectangle(rect, color: color)
    #expect(canvas.framebuffer.allPixels(in: rect, are: color))
    expectBands(of: canvas.framebuffer, outside: rect, hold: .gold)
  }

  @Test("a full-width rectangle is stored as one run")
  func fullWidth() throws {
    var canvas = try Canvas(size: size, color: .gold)
    let rect = PixelRect(x: 0, y: 10, width: 64, height: 5)
    canvas.fillRectangle(rect, color: .blue)
    #expect(canvas.framebuffer.allPixels(in: rect, are: .blue))
    expectBands(of: canvas.framebuffer, outside: rect, hold: .gold)
  }

  @Test("a disc is symmetric and close to pi r squared", arguments: [3.0, 7.5, 15.0])
  func circle(radius: Double) throws {
    var canvas = try Canvas(size: size, color: .black)
    canvas.fillCircle(center: Point(x: 32, y: 24), radius: radius, color: .red)
    let painted = count(.red, in: canvas.framebuffer.bounds, of: canvas.framebuffer)
    let area = Double.pi * radius * radius
    #expect(abs(Double(painted) - area) < 2 * Double.pi * radius)
    for y in 0..<size.height {
      for x in 0..<size.width {
        // Mirror about the centre (32, 24): pixel x maps to 63 - x.
        #expect(canvas.framebuffer[x: x, y: y] == canvas.framebuffer[x: 63 - x, y: y])
        #expect(canvas.framebuffer[x: x, y: y] == canvas.framebuffer[x: x, y: 47 - y])
      }
    }
  }

  @Test("a horizontal line one pixel thick lights one row")
  func horizontalLine() throws {
    var canvas = try Canvas(size: size, color: .black)
    canvas.drawLine(from: Point(x: 2, y: 5.5), to: Point(x: 12, y: 5.5), color: .red)
    let row = PixelRect(x: 2, y: 5, width: 10, height: 1)
    #expect(canvas.framebuffer.allPixels(in: row, are: .red))
    expectBands(of: canvas.framebuffer, outside: row, hold: .black)
  }

  @Test("a diagonal line lights the pixels along it")
  func diagonalLine() throws {
    var canvas = try Canvas(size: size, color: .black)
    canvas.drawLine(from: Point(x: 0, y: 0), to: Point(x: 40, y: 40), thickness: 2, color: .red)
    for step in 1..<39 {
      #expect(canvas.framebuffer[x: step, y: step] == .red)
    }
    #expect(canvas.framebuffer[x: 30, y: 5] == .black)
  }

  @Test("non-finite or degenerate shapes draw nothing and do not trap", arguments: 0..<8)
  func degenerate(index: Int) throws {
    var canvas = try Canvas(size: size, color: .black)
    let nan = Double.nan
    switch index {
    case 0: canvas.fillRectangle(Rect(x: nan, y: 0, width: 10, height: 10), color: .red)
    case 1: canvas.fillRectangle(Rect(x: 0, y: 0, width: -10, height: 10), color: .red)
    case 2: canvas.fillCircle(center: Point(x: nan, y: 3), radius: 5, color: .red)
    case 3: canvas.fillCircle(center: Point(x: 3, y: 3), radius: nan, color: .red)
    case 4: canvas.fillCircle(center: Point(x: 3, y: 3), radius: -4, color: .red)
    case 5: canvas.drawLine(from: .zero, to: .zero, thickness: 4, color: .red)
    case 6: canvas.drawLine(from: .zero, to: Point(x: .infinity, y: 1), color: .red)
    default: canvas.drawLine(from: .zero, to: Point(x: 9, y: 9), thickness: nan, color: .red)
    }
    expectBands(of: canvas.framebuffer, outside: nil, hold: .black)
  }

  @Test("huge shapes are clipped to the framebuffer")
  func hugeShapes() throws {
    var canvas = try Canvas(size: size, color: .black)
    canvas.fillCircle(center: .zero, radius: 1e6, color: .red)
    #expect(canvas.framebuffer.allPixels(in: canvas.framebuffer.bounds, are: .red))
    canvas.fillRectangle(Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), color: .blue)
    #expect(canvas.framebuffer.allPixels(in: canvas.framebuffer.bounds, are: .blue))
  }

  @Test("extents raylib cannot take as a float fill nothing")
  func beyondFloat() throws {
    var canvas = try Canvas(size: size, color: .black)
    canvas.fillCircle(center: .zero, radius: .infinity, color: .red)
    canvas.fillRectangle(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: .red)
    canvas.fillRectangle(Rect(x: 0, y: 0, width: 10, height: .infinity), color: .red)
    expectBands(of: canvas.framebuffer, outside: nil, hold: .black)
  }
}
