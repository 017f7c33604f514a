// Policy: failure pictures carry their own legend, so they need text without
// a font file or a text renderer: a 3x5 pixel font of capitals, digits and
// the punctuation colour values and coordinates use, drawn at a whole-number
// scale. Lower case is drawn as capitals; anything else as '?'.

import SafeAreaGeometry

/// A 3x5 pixel font for picture legends.
enum BitmapFont {
  /// Glyph width and height in font pixels, and the advance per character.
  static let glyphWidth = 3
  static let glyphHeight = 5
  static let advance = 4

  /// Each glyph as five rows of three cells, `#` lit.
  static let glyphs: [Character: [String]] = [
    "A": [".#.", "#.#", "###", "#.#", "#.#"], "B": ["##.", "#.#", "##.", "#.#", "##."],
    "C": [".##", "#..", "#..", "#..", ".##"], "D": ["##.", "#.#", "#.#", "#.#", "##."],
    "E": ["###", "#..", "##.", "#..", "###"], "F": ["###", "#..", "##.", "#..", "#.."],
    "G": [".##", "#..", "#.#", "#.#", ".##"], "H": ["#.#", "#.#", "###", "#.#", "#.#"],
    "I": ["###", ".#.", ".#.", ".#.", "###"], "J": ["..#", "..#", "..#", "#.#", ".#."],
    "K": ["#.#", "#.#", "##.", "#.#", "#.#"], "L": ["#..", "#..", "#..", "#..", "###"],
    "M": ["#.#", "###", "###", "#.#", "#.#"], "N": ["##.", "#.#", "#.#", "#.#", "#.#"],
    "O": [".#.", "#.#", "#.#", "#.#", ".#."], "P": ["##.", "#.#", "##.", "#..", "#.."],
    "Q": [".#.", "#.#", "#.#", "##.", ".##"], "R": ["##.", "#.#", "##.", "#.#", "#.#"],
    "S": [".##", "#..", ".#.", "..#", "##."], "T": ["###", ".#.", ".#.", ".#.", ".#."],
    "U": ["#.#", "#.#", "#.#", "#.#", "###"], "V": ["#.#", "#.#", "#.#", "#.#", ".#."],
    "W": ["#.#", "#.#", "###", "###", "#.#"], "X": ["#.#", "#.#", ".#.", "#.#", "#.#"],
    "Y": ["#.#", "#.#", ".#.", ".#.", ".#."], "Z": ["###", "..#", ".#.", "#..", "###"],
    "0": ["###", "#.#", "#.#", "#.#", "###"], "1": [".#.", "##.", ".#.", ".#.", "###"],
    "2": ["##.", "..#", ".#.", "#..", "###"], "3": ["##.", "..#", ".#.", "..#", "##."],
    "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "##.", "..#", "##."],
    "6": [".##", "#..", "###", "#.#", "###"], "7": ["###", "..#", ".#.", ".#.", ".#."],
    "8": ["###", "#.#", "###", "#.#", "###"], "9": ["###", "#.#", "###", "..#", "##."],
    " ": ["...", "...", "...", "...", "..."], ".": ["...", "...", "...", "...", ".#."],
    ",": ["...", "...", "...", ".#.", "#.."], ":": ["...", ".#.", "...", ".#.", "..."],
    "-": ["...", "...", "###", "...", "..."], "(": [".#.", "#..", "#..", "#..", ".#."],
    ")": [".#.", "..#", "..#", "..#", ".#."], "/": ["..#", "..#", ".#.", "#..", "#.."],
    "=": ["...", "###", "...", "###", "..."], "+": ["...", ".#.", "###", ".#.", "..."],
    "?": ["##.", "..#", ".#.", "...", ".#."], ";": ["...", ".#.", "...", ".#.", "#.."],
    "'": [".#.", ".#.", "...", "...", "..."], "<": ["..#", ".#.", "#..", ".#.", "..#"],
    ">": ["#..", ".#.", "..#", ".#.", "#.."], "#": ["#.#", "###", "#.#", "###", "#.#"],
  ]

  /// The width `text` takes at `scale`, in pixels.
  static func width(of text: String, scale: Int) -> Int {
    Swift.max(0, text.count * advance - 1) * scale
  }

  /// The lit cells of a character's glyph, as (column, row) pairs.
  static func cells(of character: Character) -> [(Int, Int)] {
    let rows =
      glyphs[Character(character.uppercased())] ?? glyphs["?"] ?? []
    var lit: [(Int, Int)] = []
    for (row, line) in rows.enumerated() {
      for (column, cell) in line.enumerated() where cell == "#" { lit.append((column, row)) }
    }
    return lit
  }

  /// Draws `text` with its top-left corner at (x, y); pixels outside the
  /// framebuffer are skipped.
  static func draw(
    _ text: String, into framebuffer: inout Framebuffer, x: Int, y: Int, scale: Int, color: Color
  ) {
    for (index, character) in text.enumerated() {
      let left = x + index * advance * scale
      for (column, row) in cells(of: character) {
        framebuffer.fill(
          PixelRect(x: left + column * scale, y: y + row * scale, width: scale, height: scale),
          with: color)
      }
    }
  }
}

extension Framebuffer {
  /// Sets every pixel of `rect` that lies inside the framebuffer; for the
  /// picture compositing, which has no scissor or matrix (unlike `Canvas`).
  mutating func fill(_ rect: PixelRect, with color: Color) {
    guard let area = rect.intersection(bounds) else { return }
    let value = color.packed
    for y in area.minY..<area.maxY {
      let start = y * width
      for x in area.minX..<area.maxX { pixels[start + x] = value }
    }
  }
}
