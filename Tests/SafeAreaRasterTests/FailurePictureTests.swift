// Policy: the failure pictures are checked two ways: golden PNGs beside
// this file (re-record with `RECORD_GOLDENS=1 swift test --filter
// FailurePictureTests` and look at them before committing), and rules that
// hold for any picture: the failing pixel's block keeps the colour the
// message quotes, a ring surrounds it, band pixels keep their colour off the
// hatch lines, and the legend quotes the actual and expected colours.

import Foundation
import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Failure pictures")
struct FailurePictureTests {
  /// A host frame whose bands should be black, with a stray gold pixel at
  /// (3, 5), just left of the region: where the old overlay drew its
  /// outline and hid the colour.
  static func strayPixelPicture() throws -> FailurePicture {
    let region = PixelRect(x: 4, y: 3, width: 16, height: 10)
    var canvas = try Canvas(size: PixelSize(width: 24, height: 16), color: .black)
    canvas.fillRectangle(region, color: .skyBlue)
    canvas.fillRectangle(PixelRect(x: 3, y: 5, width: 1, height: 1), color: .gold)
    let actual = canvas.framebuffer
    return FailurePicture(
      actual: actual, expected: actual.settingPixels(outside: region, to: .black), region: region,
      failingPixel: .init(x: 3, y: 5),
      expectation: "every pixel outside the safe area is the clear colour \(Color.black)")
  }

  /// A bare canvas (no safe area, no expected frame) failing at a corner.
  static func cornerPicture() throws -> FailurePicture {
    var canvas = try Canvas(size: PixelSize(width: 12, height: 12), color: .white)
    canvas.fillRectangle(PixelRect(x: 2, y: 2, width: 8, height: 8), color: .blue)
    canvas.fillRectangle(PixelRect(x: 11, y: 0, width: 1, height: 1), color: .red)
    return FailurePicture(
      actual: canvas.framebuffer, region: nil, marksBands: false,
      failingPixel: .init(x: 11, y: 0), expectation: "the corner pixel stays white")
  }

  @Test(
    "failure pictures match their golden PNGs",
    arguments: [("failure-stray-pixel", 0), ("failure-corner-actual-only", 1)])
  func matchesGolden(name: String, which: Int) throws {
    let picture = try which == 0 ? Self.strayPixelPicture() : Self.cornerPicture()
    try expectMatchesGolden(name) { try picture.writePNG(to: $0) }
  }

  @Test func theFailingPixelKeepsItsColourAndIsCircled() throws {
    let picture = try Self.strayPixelPicture()
    let rendered = try picture.rendered()
    let layout = picture.layout()
    #expect(layout.panels.map(\.title) == ["EXPECTED", "ACTUAL"])
    let scale = layout.scale
    #expect(scale > 1, "a small frame is magnified")
    for panel in layout.panels {
      let color = try #require(panel.frame[x: 3, y: 5])
      let block = PixelRect(
        x: panel.x + 3 * scale, y: panel.y + 5 * scale, width: scale, height: scale)
      #expect(rendered.allPixels(in: block, are: color), "\(panel.title): the block is untouched")
      // The ring: ring-coloured pixels left and right of the block, none
      // inside it.
      let row = block.y + scale / 2
      let ringPixels = (0..<rendered.width).filter {
        rendered[x: $0, y: row] == FailurePicture.ring
      }
      #expect(ringPixels.contains { $0 < block.minX } && ringPixels.contains { $0 >= block.maxX })
      #expect(!ringPixels.contains { block.minX <= $0 && $0 < block.maxX })
    }
    let texts = layout.legend.map(\.text).joined(separator: " ")
    #expect(texts.contains("ACTUAL THERE: \(Color.gold)"))
    #expect(texts.contains("EXPECTED THERE: \(Color.black)"))
    #expect(texts.contains("FAILING PIXEL (3, 5)"))
  }

  @Test func bandPixelsKeepTheirColourOffTheHatchLines() throws {
    let picture = try Self.strayPixelPicture()
    let rendered = try picture.rendered()
    let layout = picture.layout()
    let panel = try #require(layout.panels.last)
    let scale = layout.scale
    var checked = 0
    for y in 0..<panel.frame.height {
      // Away from the ring around (3, 5), and off the safe area's outline.
      for x in 0..<panel.frame.width
      where !(picture.region?.contains(x: x, y: y) ?? false) && abs(x - 3) + abs(y - 5) > 4 {
        for dy in 1..<scale - 1 {
          for dx in 1..<scale - 1 {
            let outX = panel.x + x * scale + dx
            let outY = panel.y + y * scale + dy
            guard (outX + outY) % FailurePicture.hatchPeriod != 0 else { continue }
            #expect(rendered[x: outX, y: outY] == panel.frame[x: x, y: y])
            checked += 1
          }
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test func theRingIsLargeEnoughToFindInABigFrame() throws {
    let actual = try Framebuffer(width: 402, height: 874, color: .black)
    let picture = FailurePicture(
      actual: actual, region: PixelRect(x: 0, y: 62, width: 402, height: 778),
      failingPixel: .init(x: 200, y: 10), expectation: "bands are black")
    let rendered = try picture.rendered()
    let layout = picture.layout()
    #expect(layout.scale == 1)
    let panel = try #require(layout.panels.first)
    let row = panel.y + 10
    let ring = (0..<rendered.width).filter { rendered[x: $0, y: row] == FailurePicture.ring }
    let left = try #require(ring.first)
    let right = try #require(ring.last)
    #expect(right - left >= 40, "a ring at least 40 px across: \(left)...\(right)")
  }

  @Test func textWrapsAtWordsAndKeepsEveryCharacter() {
    let lines = FailurePicture.wrap("one two three four five six seven", columns: 10)
    #expect(lines.allSatisfy { $0.count <= 10 })
    #expect(lines.joined(separator: " ") == "one two three four five six seven")
    #expect(FailurePicture.wrap(String(repeating: "x", count: 25), columns: 10).count == 3)
  }
}
