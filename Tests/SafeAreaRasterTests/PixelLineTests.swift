import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

/// raylib's `DrawLine`, a GL line of width 1 lit by the diamond-exit rule.
/// Every list of pixels here is what raylib 6.2 on Mesa's llvmpipe lit for
/// the same calls (`Reference/raylib/reference.py`).
@Suite("One-pixel GL lines")
struct PixelLineTests {
  /// A lit pixel.
  struct Pixel: Hashable, Comparable, CustomStringConvertible {
    var x: Int
    var y: Int

    static func < (a: Pixel, b: Pixel) -> Bool { (a.x, a.y) < (b.x, b.y) }
    var description: String { "(\(x), \(y))" }
  }

  /// The pixels of a canvas that are not blank, by column then row.
  static func lit(_ canvas: Canvas) -> [Pixel] {
    let framebuffer = canvas.framebuffer
    var pixels: [Pixel] = []
    for y in 0..<framebuffer.height {
      for x in 0..<framebuffer.width where framebuffer[x: x, y: y] != .blank {
        pixels.append(Pixel(x: x, y: y))
      }
    }
    return pixels.sorted()
  }

  static func pixels(_ pairs: [(Int, Int)]) -> [Pixel] {
    pairs.map { Pixel(x: $0.0, y: $0.1) }.sorted()
  }

  /// `DrawLine(2, 2, 20, 9)` on a 32x16 window.
  static let example = pixels([
    (2, 2), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4), (9, 4), (10, 5), (11, 5), (12, 6),
    (13, 6), (14, 6), (15, 7), (16, 7), (17, 8), (18, 8), (19, 8),
  ])

  static func line(
    _ size: PixelSize, from start: Point, to end: Point,
    setUp: (inout Canvas) throws -> Void = { _ in }
  ) throws -> [Pixel] {
    var canvas = try Canvas(size: size)
    try setUp(&canvas)
    canvas.drawPixelLine(from: start, to: end, color: .white)
    return lit(canvas)
  }

  @Test func theDiamondRuleLightsOtherPixelsThanAQuadOfThicknessOne() throws {
    let size = PixelSize(width: 32, height: 16)
    let start = Point(x: 2, y: 2)
    let end = Point(x: 20, y: 9)
    #expect(try Self.line(size, from: start, to: end) == Self.example)
    var quad = try Canvas(size: size)
    quad.drawLine(from: start, to: end, thickness: 1, color: .white)
    let quadPixels = Set(Self.lit(quad))
    #expect(quadPixels.contains(Pixel(x: 4, y: 3)) && quadPixels.contains(Pixel(x: 17, y: 7)))
    #expect(!Self.example.contains(Pixel(x: 4, y: 3)))
    #expect(!Self.example.contains(Pixel(x: 17, y: 7)))
  }

  @Test func theStartsPixelIsLitAndTheEndsIsNot() throws {
    let size = PixelSize(width: 16, height: 8)
    let a = Point(x: 2.5, y: 2.5)
    let b = Point(x: 6.5, y: 2.5)
    #expect(try Self.line(size, from: a, to: b) == Self.pixels([(2, 2), (3, 2), (4, 2), (5, 2)]))
    #expect(try Self.line(size, from: b, to: a) == Self.pixels([(3, 2), (4, 2), (5, 2), (6, 2)]))
  }

  @Test func steepHorizontalAndVerticalLines() throws {
    #expect(
      try Self.line(
        PixelSize(width: 16, height: 24), from: Point(x: 3, y: 1), to: Point(x: 9, y: 20))
        == Self.pixels([
          (3, 1), (3, 2), (3, 3), (4, 4), (4, 5), (4, 6), (5, 7), (5, 8), (5, 9), (5, 10),
          (6, 11), (6, 12), (6, 13), (7, 14), (7, 15), (7, 16), (8, 17), (8, 18), (8, 19),
        ]))
    #expect(
      try Self.line(PixelSize(width: 16, height: 8), from: Point(x: 1, y: 3), to: Point(x: 6, y: 3))
        == Self.pixels([(1, 3), (2, 3), (3, 3), (4, 3), (5, 3)]))
    // On the boundary between columns 2 and 3: the left edge owns the centres.
    #expect(
      try Self.line(PixelSize(width: 8, height: 16), from: Point(x: 3, y: 1), to: Point(x: 3, y: 6))
        == Self.pixels([(2, 1), (2, 2), (2, 3), (2, 4), (2, 5)]))
  }

  @Test func bothMatricesMoveTheLine() throws {
    let size = PixelSize(width: 32, height: 16)
    let start = Point(x: 2, y: 2)
    let end = Point(x: 20, y: 9)
    // The modelview translation (the GPU's) and rlgl's transform (the CPU's).
    let modelview = try Self.line(size, from: start, to: end) {
      try $0.translate(x: 0.5, y: 0.25)
    }
    #expect(
      modelview
        == Self.pixels([
          (2, 2), (3, 2), (4, 3), (5, 3), (6, 3), (7, 4), (8, 4), (9, 4), (10, 5), (11, 5), (12, 6),
          (13, 6), (14, 6), (15, 7), (16, 7), (17, 8), (18, 8), (19, 8),
        ]))
    let pushed = try Self.line(size, from: start, to: end) {
      try $0.pushMatrix()
      try $0.translate(x: 3, y: -1.5)
    }
    #expect(
      pushed
        == Self.pixels([
          (5, 0), (6, 1), (7, 1), (8, 1), (9, 2), (10, 2), (11, 3), (12, 3), (13, 3), (14, 4),
          (15, 4), (16, 4), (17, 5), (18, 5), (19, 6), (20, 6), (21, 6), (22, 7),
        ]))
    let both = try Self.line(size, from: start, to: end) {
      try $0.translate(x: 0.5, y: 0.25)
      try $0.pushMatrix()
      try $0.translate(x: 3, y: -1.5)
    }
    #expect(
      both
        == Self.pixels([
          (5, 0), (6, 1), (7, 1), (8, 1), (9, 2), (10, 2), (11, 3), (12, 3), (13, 3), (14, 4),
          (15, 4), (16, 5), (17, 5), (18, 5), (19, 6), (20, 6), (21, 6), (22, 7),
        ]))
  }

  @Test func theScissorCutsTheLine() throws {
    let scissor = PixelRect(x: 5, y: 0, width: 9, height: 6)
    let cut = try Self.line(
      PixelSize(width: 32, height: 16), from: Point(x: 2, y: 2), to: Point(x: 20, y: 9)
    ) { try $0.beginScissor(scissor) }
    #expect(cut == Self.pixels([(5, 3), (6, 3), (7, 4), (8, 4), (9, 4), (10, 5), (11, 5)]))
    #expect(cut == Self.example.filter { scissor.contains(x: $0.x, y: $0.y) })
  }

  @Test func aLineCrossingTheEdgeIsClippedAsMesaClipsIt() throws {
    #expect(
      try Self.line(
        PixelSize(width: 32, height: 16), from: Point(x: -100, y: -37), to: Point(x: 40, y: 20))
        == Self.pixels([
          (0, 3), (1, 4), (2, 4), (3, 5), (4, 5), (5, 5), (6, 6), (7, 6), (8, 7), (9, 7), (10, 7),
          (11, 8), (12, 8), (13, 9), (14, 9), (15, 10), (16, 10), (17, 10), (18, 11), (19, 11),
          (20, 12), (21, 12), (22, 12), (23, 13), (24, 13), (25, 14), (26, 14), (27, 14),
          (28, 15), (29, 15),
        ]))
    // raylib draws nothing for these: the clipper's cuts meet.
    let size = PixelSize(width: 32, height: 16)
    #expect(try Self.line(size, from: Point(x: -1e30, y: 5.5), to: Point(x: 1e30, y: 5.5)) == [])
    #expect(
      try Self.line(
        size, from: Point(x: -2_147_483_648, y: 3), to: Point(x: 2_147_483_647, y: 9)) == [])
  }

  @Test(
    "ends that are not finite, coincide or are out of Float's range draw nothing and do not trap",
    arguments: [
      (Point(x: .nan, y: 2.5), Point(x: 6.5, y: 2.5)),
      (Point(x: 2, y: 2), Point(x: 2, y: .nan)),
      (Point(x: .infinity, y: 2), Point(x: 3, y: 3)),
      (Point(x: 1, y: 1), Point(x: -.infinity, y: .infinity)),
      (Point(x: .nan, y: .nan), Point(x: .nan, y: .nan)),
      (Point(x: 4, y: 4), Point(x: 4, y: 4)),
      (Point(x: 1e300, y: 4), Point(x: -1e300, y: 4)),
      (Point(x: 4, y: -.greatestFiniteMagnitude), Point(x: 4, y: .greatestFiniteMagnitude)),
    ])
  func degenerateEnds(start: Point, end: Point) throws {
    #expect(try Self.line(PixelSize(width: 16, height: 8), from: start, to: end) == [])
  }

  @Test(
    "huge but finite ends never trap, with any matrix",
    arguments: [Float(3.0e38), -3.0e38, 1.7e38, 16_777_218, -Float.leastNonzeroMagnitude])
  func hugeEnds(value: Float) throws {
    for setUp: (inout Canvas) throws -> Void in [
      { _ in }, { try $0.translate(x: 3.0e38, y: -3.0e38) },
      {
        try $0.pushMatrix()
        try $0.translate(x: Double(value), y: 0.5)
      },
    ] {
      _ = try Self.line(
        PixelSize(width: 7, height: 5), from: Point(x: Double(value), y: -Double(value)),
        to: Point(x: 3, y: Double(value)), setUp: setUp)
      _ = try Self.line(
        PixelSize(width: 7, height: 5), from: Point(x: 2, y: 1),
        to: Point(x: Double(value), y: 1), setUp: setUp)
    }
  }
}
