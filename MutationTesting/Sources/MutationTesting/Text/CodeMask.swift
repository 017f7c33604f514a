// Policy: the sites are found in a mask of the source, not in the source:
// comments and string literals are blanked to spaces, so no pattern matches
// inside them, and offsets stay those of the source, so a match in the
// mask is a place in the text. Newlines stay, so lines stay lines.

/// Masks of Swift source text.
enum CodeMask {
  private static let newline = UInt16(UInt8(ascii: "\n"))
  private static let space = UInt16(UInt8(ascii: " "))
  private static let quote = UInt16(UInt8(ascii: "\""))
  private static let backslash = UInt16(UInt8(ascii: "\\"))
  private static let open = UInt16(UInt8(ascii: "("))
  private static let close = UInt16(UInt8(ascii: ")"))
  private static let slash = UInt16(UInt8(ascii: "/"))
  private static let star = UInt16(UInt8(ascii: "*"))

  /// A copy of `text` where comments and string literals are blanked.
  ///
  /// Interpolations inside strings are blanked too (no mutant goes
  /// there), unless `interpolations` is set: then the code of a one-line
  /// string's interpolations stays, for modules whose strings are their
  /// output (the wire format).
  static func mask(_ text: String, interpolations: Bool = false) -> String {
    String(decoding: mask(units: text.units, interpolations: interpolations), as: UTF16.self)
  }

  /// The mask of UTF-16 units (see ``mask(_:interpolations:)``).
  static func mask(units text: [UInt16], interpolations: Bool) -> [UInt16] {
    var out = text
    let n = text.count
    var i = 0

    func blank(_ a: Int, _ b: Int) {
      for k in a..<Swift.max(a, b) where out[k] != newline { out[k] = space }
    }
    func starts(_ pattern: [UInt16], at j: Int) -> Bool {
      j + pattern.count <= n && Array(text[j..<(j + pattern.count)]) == pattern
    }
    func find(_ pattern: [UInt16], from: Int) -> Int? {
      var j = from
      while j + pattern.count <= n {
        if starts(pattern, at: j) { return j }
        j += 1
      }
      return nil
    }
    // The index just past the one-line string literal whose opening quote
    // is at j - 1; the code spans of its interpolations go to `keep`.
    func stringEnd(_ start: Int, _ keep: inout [(Int, Int)]) -> Int {
      var j = start
      while j < n {
        if text[j] == backslash && j + 1 < n {
          if text[j + 1] == open {
            // An interpolation: code up to its matching parenthesis, with
            // nested string literals of its own.
            let codeStart = j + 2
            var depth = 1
            j += 2
            while j < n && depth != 0 && text[j] != newline {
              if text[j] == quote {
                var nested: [(Int, Int)] = []
                j = stringEnd(j + 1, &nested)
                continue
              }
              if text[j] == open {
                depth += 1
              } else if text[j] == close {
                depth -= 1
              }
              j += 1
            }
            if interpolations { keep.append((codeStart, j - 1)) }
            continue
          }
          j += 2
          continue
        }
        if text[j] == quote || text[j] == newline { return j + 1 }
        j += 1
      }
      return n
    }

    let lineComment: [UInt16] = [slash, slash]
    let blockOpen: [UInt16] = [slash, star]
    let blockClose: [UInt16] = [star, slash]
    let triple: [UInt16] = [quote, quote, quote]
    while i < n {
      if starts(lineComment, at: i) {
        let j = find([newline], from: i) ?? n
        blank(i, j)
        i = j
      } else if starts(blockOpen, at: i) {
        var depth = 1
        var j = i + 2
        while j < n && depth != 0 {
          if starts(blockOpen, at: j) {
            depth += 1
            j += 2
          } else if starts(blockClose, at: j) {
            depth -= 1
            j += 2
          } else {
            j += 1
          }
        }
        blank(i, j)
        i = j
      } else if starts(triple, at: i) {
        let j = find(triple, from: i + 3).map { $0 + 3 } ?? n
        blank(i, j)
        i = j
      } else if text[i] == quote {
        var keep: [(Int, Int)] = []
        let j = stringEnd(i + 1, &keep)
        blank(i, j)
        for (a, b) in keep where a < b {
          out.replaceSubrange(
            a..<b, with: mask(units: Array(text[a..<b]), interpolations: interpolations))
        }
        i = j
      } else {
        i += 1
      }
    }
    return out
  }
}
