import ExecutableTesting
import Foundation
import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("PNG")
struct PNGTests {
  /// A fresh directory in the run's folder (``TestScratch``).
  func scratchDirectory() throws -> URL {
    URL(fileURLWithPath: try makeTemporaryDirectory(prefix: "SafeAreaRasterTests"))
  }

  @Test("a written PNG reads back pixel for pixel, alpha included")
  func roundTrip() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var canvas = try Canvas(size: PixelSize(width: 37, height: 21), color: .blank)
    canvas.fillCircle(center: Point(x: 18, y: 10), radius: 9, color: .orange)
    canvas.fillRectangle(
      PixelRect(x: 0, y: 0, width: 5, height: 5), color: Color(red: 1, green: 2, blue: 3, alpha: 4))
    let url = directory.appendingPathComponent("frame.png")
    try canvas.framebuffer.writePNG(to: url)
    let read = try Framebuffer(contentsOfPNG: url)
    #expect(read == canvas.framebuffer)
    // Only the finished file is left: the temporary one was renamed.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["frame.png"])
  }

  @Test("the overlay tints the bands and outlines the region, on the file only")
  func overlay() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let framebuffer = try Framebuffer(width: 20, height: 20, color: .white)
    let region = PixelRect(x: 5, y: 5, width: 10, height: 10)
    let overlay = SafeAreaOverlay(region: region)
    let url = directory.appendingPathComponent("overlay.png")
    try framebuffer.writePNG(to: url, overlay: overlay)
    let read = try Framebuffer(contentsOfPNG: url)
    #expect(read.allPixels(in: region, are: .white))
    #expect(read[x: 4, y: 4] == overlay.outline)
    #expect(read[x: 15, y: 10] == overlay.outline)
    let tinted = try #require(read[x: 0, y: 0])
    #expect(tinted != .white && tinted != overlay.outline)
    #expect(tinted == SafeAreaOverlay.blend(overlay.bandTint, over: .white))
    #expect(framebuffer.allPixels(in: framebuffer.bounds, are: .white))
  }

  @Test("a missing or malformed file is a typed error")
  func badFiles() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.png")
    #expect(throws: PNGError.self) { try Framebuffer(contentsOfPNG: missing) }
    let garbage = directory.appendingPathComponent("garbage.png")
    try Data("not a png".utf8).write(to: garbage)
    #expect(throws: PNGError.self) { try Framebuffer(contentsOfPNG: garbage) }
  }

  @Test("writing into a missing directory is a typed error and leaves nothing")
  func unwritable() throws {
    let framebuffer = try Framebuffer(width: 2, height: 2)
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/frame.png")
    #expect(throws: PNGError.self) { try framebuffer.writePNG(to: url) }
  }
}
