// Policy: a failure picture must be understood without the failure's text.
// It shows the expected frame beside the actual one (when the property
// knows what it expected), both magnified so a pixel is a visible block,
// with the failing pixel circled by a ring drawn around its block, never on
// it, and a legend in a built-in pixel font. Nothing the message quotes is
// recoloured: the bands are marked by thin hatch lines (the pixels between
// them keep their colour), the safe area by an outline, and the failing
// pixel's block is left untouched by both; its actual and expected colours
// are repeated as swatches in the legend. Composed on a copy at export
// time, like `SafeAreaOverlay`, so looking never changes what a property
// sees.

import Foundation
import SafeAreaGeometry

/// The picture written beside a failing pixel property's report.
public struct FailurePicture: Sendable {
  /// A pixel of the frame.
  public struct Location: Hashable, Sendable {
    /// Column, from the left.
    public var x: Int
    /// Row, from the top.
    public var y: Int

    /// Creates a location.
    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }

  /// What the engine drew.
  public var actual: Framebuffer
  /// What the property expected (the reference's frame, or the actual one
  /// with the rule applied), shown on the left; `nil` shows the actual
  /// frame alone and the legend states the expectation.
  public var expected: Framebuffer?
  /// The safe region in frame pixels (`nil`: no safe pixel, all band).
  public var region: PixelRect?
  /// Whether to mark the safe area and the bands (off for frames without
  /// a safe area, such as a bare canvas).
  public var marksBands: Bool
  /// The pixel the failure message names, circled.
  public var failingPixel: Location?
  /// The rule that was broken, in words, for the legend.
  public var expectation: String

  /// Creates a picture.
  ///
  /// - Parameters:
  ///   - actual: the frame the engine drew.
  ///   - expected: the frame that was expected, or `nil`.
  ///   - region: the safe region in frame pixels.
  ///   - marksBands: whether to outline the region and hatch the bands.
  ///   - failingPixel: the pixel to circle.
  ///   - expectation: the broken rule, in words.
  public init(
    actual: Framebuffer, expected: Framebuffer? = nil, region: PixelRect?,
    marksBands: Bool = true, failingPixel: Location?, expectation: String
  ) {
    self.actual = actual
    self.expected = expected
    self.region = region
    self.marksBands = marksBands
    self.failingPixel = failingPixel
    self.expectation = expectation
  }

  static let background = Color(red: 32, green: 32, blue: 32)
  static let ink = Color.white
  static let panelBorder = Color.gray
  static let outline = Color.magenta
  static let hatch = Color(red: 255, green: 0, blue: 160)
  static let ring = Color(red: 0, green: 255, blue: 255)
  static let ringEdge = Color.black
  static let margin = 8
  static let gap = 16
  static let textScale = 2
  static let rowHeight = 14
  /// One output pixel in this many, along diagonals, is a hatch line.
  static let hatchPeriod = 6

  /// Where everything goes.
  struct Layout {
    /// Output pixels per frame pixel.
    var scale: Int
    /// Each panel's title, frame and top-left corner.
    var panels: [(title: String, frame: Framebuffer, x: Int, y: Int)]
    /// The legend's rows (swatch, text) and where the first starts.
    var legend: [(swatch: Swatch, text: String)]
    var legendY: Int
    var width: Int
    var height: Int
  }

  /// A legend row's marker.
  enum Swatch {
    case color(Color)
    case outline
    case hatch
    case ring
    case none
  }

  /// The magnification: small frames (most fuzz cases) become blocks of
  /// up to 8x8, large ones stay at one output pixel per pixel.
  var scale: Int {
    Swift.max(1, Swift.min(8, 240 / Swift.max(1, Swift.max(actual.width, actual.height))))
  }

  func layout() -> Layout {
    let scale = scale
    let frames = (expected.map { [("EXPECTED", $0)] } ?? []) + [("ACTUAL", actual)]
    let top = Self.margin + BitmapFont.glyphHeight * Self.textScale + 4
    var panels: [(String, Framebuffer, Int, Int)] = []
    var x = Self.margin
    var bottom = top
    for (title, frame) in frames {
      panels.append((title, frame, x, top))
      x += frame.width * scale + Self.gap
      bottom = Swift.max(bottom, top + frame.height * scale)
    }
    let legend = legendRows()
    let panelsWidth = x - Self.gap + Self.margin
    let longest = legend.map { BitmapFont.width(of: $0.text, scale: Self.textScale) }.max() ?? 0
    let width = Swift.max(panelsWidth, Self.margin * 2 + 16 + Swift.min(longest, 640), 240)
    let wrapped = legend.flatMap { row -> [(Swatch, String)] in
      let lines = Self.wrap(row.text, columns: (width - Self.margin * 2 - 16) / 8)
      return lines.enumerated().map { ($0.offset == 0 ? row.swatch : .none, $0.element) }
    }
    let legendY = bottom + 10
    return Layout(
      scale: scale, panels: panels, legend: wrapped, legendY: legendY, width: width,
      height: legendY + wrapped.count * Self.rowHeight + Self.margin)
  }

  /// The legend, before wrapping.
  func legendRows() -> [(swatch: Swatch, text: String)] {
    var rows: [(Swatch, String)] = [
      (
        .none,
        expected == nil
          ? "ACTUAL FRAME (NO EXPECTED FRAME)" : "LEFT: EXPECTED FRAME. RIGHT: ACTUAL FRAME"
      )
    ]
    if let failingPixel {
      rows.append((.ring, "FAILING PIXEL (\(failingPixel.x), \(failingPixel.y)), CIRCLED"))
      if let color = actual[x: failingPixel.x, y: failingPixel.y] {
        rows.append((.color(color), "ACTUAL THERE: \(color)"))
      }
      if let color = expected?[x: failingPixel.x, y: failingPixel.y] {
        rows.append((.color(color), "EXPECTED THERE: \(color)"))
      }
    }
    if marksBands {
      rows.append(
        (
          .outline,
          region.map { "SAFE AREA X \($0.x), Y \($0.y), \($0.width) X \($0.height): OUTLINED" }
            ?? "NO SAFE AREA: EVERY PIXEL IS BAND"
        ))
      rows.append((.hatch, "BANDS: HATCHED; PIXELS BETWEEN LINES KEEP THEIR COLOUR"))
    }
    rows.append((.none, "RULE: " + expectation))
    return rows
  }

  /// Words of `text` in lines of at most `columns` characters.
  static func wrap(_ text: String, columns: Int) -> [String] {
    let columns = Swift.max(8, columns)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
      while line.count > columns {
        lines.append(String(line.prefix(columns)))
        line = String(line.dropFirst(columns))
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The composed picture.
  ///
  /// - Throws: ``RasterError`` when the picture would exceed
  ///   ``Framebuffer/maximumDimension``.
  public func rendered() throws(RasterError) -> Framebuffer {
    let layout = layout()
    var picture = try Framebuffer(
      width: layout.width, height: layout.height, color: Self.background)
    for panel in layout.panels {
      BitmapFont.draw(
        panel.title, into: &picture, x: panel.x, y: Self.margin, scale: Self.textScale,
        color: Self.ink)
      drawPanel(panel.frame, at: (panel.x, panel.y), scale: layout.scale, into: &picture)
    }
    for (index, row) in layout.legend.enumerated() {
      let y = layout.legendY + index * Self.rowHeight
      drawSwatch(row.swatch, at: (Self.margin, y), into: &picture)
      BitmapFont.draw(
        row.text, into: &picture, x: Self.margin + 16, y: y, scale: Self.textScale,
        color: Self.ink)
    }
    return picture
  }

  /// Writes the picture as a PNG, atomically.
  ///
  /// - Throws: ``RasterError`` for a picture too large, ``PNGError`` when
  ///   the file cannot be written.
  public func writePNG(to url: URL) throws {
    try rendered().writePNG(to: url)
  }
}
