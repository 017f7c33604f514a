// Policy: the failure pictures are PNGs lettered in the built-in pixel
// font, so the history page's browser check (Scripts/ci/check-history-page)
// cannot read their text; this is its counterpart: for frames of every
// shape, each text's box lies inside the picture, and every lit cell of
// every legend glyph is ink in the rendered picture, so no letter is cut
// off at an edge.

import Foundation
import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Failure picture text")
struct FailurePictureTextTests {
  /// Frames from one pixel to wide and tall strips, with and without an
  /// expected frame, a failing pixel, bands, and a long rule.
  static let shapes: [(width: Int, height: Int, expected: Bool, rule: String)] = [
    (1, 1, true, "the pixel is white"),
    (1, 300, true, "a tall strip"),
    (300, 1, false, "a wide strip"),
    (24, 16, true, String(repeating: "a rule far longer than the picture is wide ", count: 12)),
    (600, 400, false, "one word" + String(repeating: "x", count: 200)),
    (2000, 3, true, ""),
  ]

  @Test(arguments: shapes.indices)
  func everyTextIsInsideThePictureAndWhole(shape: Int) throws {
    let (width, height, hasExpected, rule) = Self.shapes[shape]
    let frame = try Framebuffer(width: width, height: height, color: .black)
    let picture = FailurePicture(
      actual: frame, expected: hasExpected ? frame : nil,
      region: PixelRect(x: 0, y: 0, width: width, height: height),
      failingPixel: .init(x: width - 1, y: height - 1), expectation: rule)
    let layout = picture.layout()
    let rendered = try picture.rendered()
    let scale = FailurePicture.textScale
    let titles = layout.panels.map { ($0.title, $0.x, FailurePicture.margin, false) }
    let rows = layout.legend.enumerated().map {
      let y = layout.legendY + $0.offset * FailurePicture.rowHeight
      return ($0.element.text, FailurePicture.margin + 16, y, true)
    }
    let texts = titles + rows
    #expect(texts.count >= 3)
    for (text, x, y, whole) in texts {
      let right = x + BitmapFont.width(of: text, scale: scale)
      let bottom = y + BitmapFont.glyphHeight * scale
      #expect(
        x >= 0 && y >= 0 && right <= rendered.width && bottom <= rendered.height,
        "\"\(text)\" at \(x)...\(right), \(y)...\(bottom) leaves \(rendered.width)x\(rendered.height)"
      )
      // The legend's letters are drawn whole. (Not checked for the panel
      // titles: the ring around a failing pixel in a frame's top rows may
      // cover their lower rows, inside the picture.)
      for (index, character) in text.enumerated() where whole {
        for (column, row) in BitmapFont.cells(of: character) {
          let left = x + (index * BitmapFont.advance + column) * scale
          #expect(
            rendered[x: left, y: y + row * scale] == FailurePicture.ink,
            "\"\(text)\": \(character) is not drawn whole")
        }
      }
    }
  }
}
