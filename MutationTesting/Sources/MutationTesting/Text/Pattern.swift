// Policy: the site finder's patterns are ICU regular expressions
// (NSRegularExpression), not Swift's Regex: they need lookbehind, which
// Swift's Regex lacks, and ICU's backtracking, leftmost-first alternation
// and Unicode-aware `\w`, `\s`, `\b` and `\d` read these patterns as Python's
// `re` did. `$` differs only before a final newline, and the tool matches
// single lines.
import Foundation

/// A compiled regular expression with Python's `match`, `search` and `finditer`.
struct Pattern: @unchecked Sendable {
  /// The compiled expression (immutable, so safe to share across threads).
  let regex: NSRegularExpression

  /// Compiles a pattern known to be valid (a literal of the tool).
  init(_ pattern: String) {
    do {
      regex = try NSRegularExpression(pattern: pattern)
    } catch {
      preconditionFailure("invalid pattern \(pattern): \(error)")
    }
  }

  /// Python's `re.match`: a match that starts at `from`.
  func match(_ text: String, from: Int = 0) -> PatternMatch? {
    let ns = text as NSString
    guard from <= ns.length else { return nil }
    let range = NSRange(location: from, length: ns.length - from)
    return regex.firstMatch(in: text, options: [.anchored, .withTransparentBounds], range: range)
      .map { PatternMatch(result: $0, text: ns) }
  }

  /// Python's `re.search`: the leftmost match.
  func search(_ text: String) -> PatternMatch? {
    let ns = text as NSString
    return regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length))
      .map { PatternMatch(result: $0, text: ns) }
  }

  /// Python's `re.finditer`: every match, left to right, without overlaps.
  func all(_ text: String) -> [PatternMatch] {
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
      .map { PatternMatch(result: $0, text: ns) }
  }

  /// Python's `re.escape` (3.7 and later): the special characters escaped.
  static func escape(_ text: String) -> String {
    let special = Set("()[]{}?*+-|^$\\.&~# \t\n\r\u{0B}\u{0C}".unicodeScalars)
    var out = ""
    for scalar in text.unicodeScalars {
      if special.contains(scalar) { out.append("\\") }
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}

/// One match: its groups by number, offsets in UTF-16 units.
struct PatternMatch {
  /// The match as NSRegularExpression gave it.
  let result: NSTextCheckingResult
  /// The text matched against.
  let text: NSString

  /// Where group `group` starts (the whole match for 0), or -1 when it did not take part.
  func start(_ group: Int = 0) -> Int {
    let range = result.range(at: group)
    return range.location == NSNotFound ? -1 : range.location
  }

  /// Where group `group` ends, or -1 when it did not take part.
  func end(_ group: Int = 0) -> Int {
    let range = result.range(at: group)
    return range.location == NSNotFound ? -1 : range.location + range.length
  }

  /// The text of group `group`, or `nil` when it did not take part (Python's `None`).
  func group(_ group: Int = 0) -> String? {
    let range = result.range(at: group)
    return range.location == NSNotFound ? nil : text.substring(with: range)
  }

  /// Python's `m.group(m.lastindex)`: the text of the last group that took part.
  var lastGroup: String? {
    for index in stride(from: result.numberOfRanges - 1, through: 1, by: -1) {
      if let text = group(index) { return text }
    }
    return nil
  }
}
