// Policy: every offset in the tool is a UTF-16 offset, the unit
// NSRegularExpression reports. The Python tool counted code points; the two
// agree for every character of the Basic Multilingual Plane, and the
// mutated sources hold none outside it (a site's column is part of its
// mutant key, so the keys of equivalents.json keep matching). A character
// outside it in code would shift the columns after it on that line by one.
import Foundation

extension String {
  /// The length in UTF-16 units (Python's `len` for these sources).
  var length: Int { utf16.count }

  /// The UTF-16 units of the string, for indexing by offset.
  var units: [UInt16] { Array(utf16) }

  /// `self[a:b]` as Python slices it: the bounds clamped to the string.
  func slice(_ start: Int, _ end: Int? = nil) -> String {
    let units = utf16
    let count = units.count
    let lower = Swift.max(0, Swift.min(start, count))
    let upper = Swift.max(lower, Swift.min(end ?? count, count))
    let from = units.index(units.startIndex, offsetBy: lower)
    let to = units.index(from, offsetBy: upper - lower)
    return String(utf16[from..<to]) ?? String(decoding: Array(units[from..<to]), as: UTF16.self)
  }

  /// The offset of the first `needle` at or after `from`, or `nil`.
  func offset(of needle: String, from: Int = 0) -> Int? {
    let ns = self as NSString
    guard from <= ns.length else { return nil }
    let found = ns.range(
      of: needle, options: .literal, range: NSRange(location: from, length: ns.length - from))
    return found.location == NSNotFound ? nil : found.location
  }

  /// How many times `needle` occurs, without overlaps (Python's `count`).
  func occurrences(of needle: String) -> Int {
    var count = 0
    var from = 0
    while let at = offset(of: needle, from: from) {
      count += 1
      from = at + needle.length
    }
    return count
  }

  /// Python's `str.strip()`: whitespace off both ends.
  var pyStripped: String { pyLeftStripped.pyRightStripped }

  /// Python's `str.rstrip()`.
  var pyRightStripped: String {
    var scalars = Substring(self).unicodeScalars
    while let last = scalars.last, last.isPythonSpace { scalars.removeLast() }
    return String(scalars)
  }

  /// Python's `str.lstrip()`.
  var pyLeftStripped: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first.isPythonSpace { scalars.removeFirst() }
    return String(scalars)
  }

  /// Whether the string is only whitespace (Python's `not s.strip()`).
  var isBlank: Bool { unicodeScalars.allSatisfy(\.isPythonSpace) }

  /// Python's `str.split("\n")`: every line, the last one empty after a final newline.
  var lines: [String] {
    split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Whether the string starts with any of the prefixes.
  func starts(withAny prefixes: [String]) -> Bool { prefixes.contains { hasPrefix($0) } }

  /// Whether the string ends with any of the suffixes.
  func ends(withAny suffixes: [String]) -> Bool { suffixes.contains { hasSuffix($0) } }

  /// Python's ordering of strings: by code point, not by Unicode collation.
  static func codePointOrder(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }
}

extension Unicode.Scalar {
  /// Python's `str.isspace()` for one character.
  var isPythonSpace: Bool {
    properties.isWhitespace || (0x1C...0x1F).contains(value)
  }
}

extension Array where Element == String {
  /// The strings in Python's order (by code point).
  func pySorted() -> [String] { sorted(by: String.codePointOrder) }
}
