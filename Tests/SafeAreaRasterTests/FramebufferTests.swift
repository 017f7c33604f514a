import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Framebuffer")
struct FramebufferTests {
  @Test(
    "impossible sizes are typed errors",
    arguments: [
      (0, 10), (10, 0), (-1, 5), (5, -3), (Framebuffer.maximumDimension + 1, 1),
      (Int.max, Int.max), (Int.min, 1),
    ])
  func rejectsSize(width: Int, height: Int) {
    #expect(throws: RasterError.invalidFramebufferSize(width: width, height: height)) {
      try Framebuffer(width: width, height: height)
    }
  }

  @Test("4096x4096 is accepted and filled")
  func largeSize() throws {
    let framebuffer = try Framebuffer(width: 4096, height: 4096, color: .red)
    #expect(framebuffer.pixels.count == 4096 * 4096)
    #expect(framebuffer[x: 4095, y: 4095] == .red)
  }

  @Test("pixels are stored as bytes R, G, B, A in memory")
  func byteOrder() throws {
    let framebuffer = try Framebuffer(
      width: 2, height: 1, color: Color(red: 1, green: 2, blue: 3, alpha: 4))
    let bytes = framebuffer.pixels.withUnsafeBytes { Array($0) }
    #expect(bytes == [1, 2, 3, 4, 1, 2, 3, 4])
  }

  @Test("reading outside the framebuffer gives nil, not a trap")
  func outsideReads() throws {
    let framebuffer = try Framebuffer(width: 3, height: 2)
    #expect(framebuffer[x: -1, y: 0] == nil)
    #expect(framebuffer[x: 3, y: 0] == nil)
    #expect(framebuffer[x: 0, y: 2] == nil)
    #expect(framebuffer[x: Int.max, y: Int.min] == nil)
    #expect(framebuffer[x: 2, y: 1] == .blank)
  }

  @Test("reshaping keeps the bytes, as a swapchain after a rotation may")
  func reshapeKeepsBytes() throws {
    var canvas = try Canvas(size: PixelSize(width: 4, height: 2))
    canvas.fillRectangle(PixelRect(x: 0, y: 0, width: 4, height: 1), color: .red)
    try canvas.framebuffer.reshape(to: PixelSize(width: 2, height: 4))
    #expect(canvas.framebuffer.size == PixelSize(width: 2, height: 4))
    // The old first row is now the first two rows.
    #expect(canvas.framebuffer[x: 1, y: 1] == .red)
    #expect(canvas.framebuffer[x: 0, y: 2] == .blank)
    #expect(throws: RasterError.invalidFramebufferSize(width: 0, height: 4)) {
      try canvas.framebuffer.reshape(to: PixelSize(width: 0, height: 4))
    }
    #expect(canvas.framebuffer.size == PixelSize(width: 2, height: 4))
  }

  @Test("band checks see a single stray pixel")
  func bandChecks() throws {
    var framebuffer = try Framebuffer(width: 5, height: 5, color: .black)
    let region = PixelRect(x: 1, y: 1, width: 3, height: 3)
    #expect(framebuffer.allPixels(outside: region, are: .black))
    framebuffer.pixels[4 * 5 + 4] = Color.red.packed
    #expect(!framebuffer.allPixels(outside: region, are: .black))
    #expect(framebuffer.firstPixel(outside: region, notEqualTo: .black)! == (4, 4, .red))
    #expect(framebuffer.allPixels(in: region, are: .black))
    #expect(!framebuffer.allPixels(in: PixelRect(x: 4, y: 4, width: 9, height: 9), are: .black))
  }
}
