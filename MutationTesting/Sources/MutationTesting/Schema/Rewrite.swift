// Policy: a mutant schema, not one build per mutant: every live site of a
// file is rewritten in place behind a runtime switch, so one build serves
// every mutant and a run switches one on with SAFEAREA_MUTANT. The rewrite
// never adds a line, so the compiler's line numbers are the source's.

/// Rewrites a file's text with every live site behind its switch.
enum Rewrite {
  /// The file's text with every site that is not dropped behind its switch.
  static func rewrite(_ text: String, sites: [Site]) -> String {
    var lines = text.lines
    var order: [Int] = []
    var byLine: [Int: [Site]] = [:]
    for site in sites where !site.dropped {
      if byLine[site.line] == nil { order.append(site.line) }
      byLine[site.line, default: []].append(site)
    }
    for number in order {
      lines[number - 1] = rewriteLine(lines[number - 1], sites: byLine[number] ?? [])
    }
    return lines.joined(separator: "\n")
  }

  /// One line with its sites behind their switches.
  static func rewriteLine(_ line: String, sites: [Site]) -> String {
    // Each list keeps the order the sites were added in; a stable sort by
    // the span's length nests the wraps (the longest opens first and
    // closes last).
    var opens: [Int: [(Int, String)]] = [:]
    var closes: [Int: [(Int, String)]] = [:]
    var replaces: [Int: (Int, String)] = [:]
    var inserts: [Int: [String]] = [:]
    for site in sites {
      let id = String(site.firstID)
      switch site.edit {
      case .binary(let start, let end, let op):
        replaces[start] = (end, Operators.operatorName(op, id: site.firstID))
      case .wrap(let start, let end, let prefix, let suffix):
        opens[start, default: []].append(
          (end - start, prefix.replacingOccurrences(of: "{id}", with: id)))
        closes[end, default: []].append((end - start, suffix))
      case .multi(let spans):
        for span in spans {
          opens[span.start, default: []].append(
            (span.end - span.start, span.prefix.replacingOccurrences(of: "{id}", with: id)))
          closes[span.end, default: []].append((span.end - span.start, span.suffix))
        }
      case .earlyReturn(let at, let defaults):
        let text = defaults.enumerated().map { k, value in
          "if __mOn(\(site.firstID + k)) { return \(value) };"
        }.joined(separator: " ")
        inserts[at, default: []].append(" " + text)
      }
    }
    let units = line.units
    var out: [UInt16] = []
    var k = 0
    while k <= units.count {
      for (_, suffix) in stableSorted(closes[k] ?? [], by: { $0.0 < $1.0 }) {
        out += suffix.utf16
      }
      for insert in inserts[k] ?? [] { out += insert.utf16 }
      for (_, prefix) in stableSorted(opens[k] ?? [], by: { $0.0 > $1.0 }) {
        out += prefix.utf16
      }
      if k == units.count { break }
      if let (end, name) = replaces[k] {
        out += name.utf16
        k = end
        continue
      }
      out.append(units[k])
      k += 1
    }
    return String(decoding: out, as: UTF16.self)
  }

  /// The elements sorted by `before`, equal ones in their original order
  /// (Python's `sorted` is stable; Swift's `sort` is not promised to be).
  static func stableSorted<T>(_ items: [T], by before: (T, T) -> Bool) -> [T] {
    items.enumerated().sorted { a, b in
      if before(a.element, b.element) { return true }
      if before(b.element, a.element) { return false }
      return a.offset < b.offset
    }.map(\.element)
  }
}
