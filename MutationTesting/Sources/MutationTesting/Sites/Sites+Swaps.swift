// Policy: fields that come in pairs (opposite edges, the two axes) are the
// values most easily confused in this code. `field` replaces one access by
// its partner (the left inset used for both sides); `fields` exchanges
// every access of a pair on one base in one line (left and right insets
// exchanged); `arguments` exchanges two arguments of a call. Unlabelled
// arguments are swapped only when both are plain names or number
// literals, and calls whose arguments commute are left alone.

/// The swapped-field and swapped-argument operators.
enum Swaps {
  /// Fields that come in pairs.
  static let fieldPairs: [(String, String)] = [
    ("top", "bottom"), ("left", "right"), ("x", "y"), ("width", "height"), ("minX", "minY"),
    ("maxX", "maxY"),
  ]
  /// Each paired field, in the order the field pattern tries them.
  static let partnerOrder: [String] = fieldPairs.flatMap { [$0.0, $0.1] }
  /// Each paired field's partner.
  static let partner: [String: String] = Dictionary(
    uniqueKeysWithValues: fieldPairs.flatMap { [($0.0, $0.1), ($0.1, $0.0)] })
  /// Labels of the same class: the fields and the two ends of a range or a comparison.
  static let labelPairs: [(String, String)] =
    fieldPairs + [
      ("baseline", "contender"), ("before", "after"), ("low", "high"), ("lower", "upper"),
      ("from", "to"), ("first", "second"), ("start", "end"), ("minimum", "maximum"), ("old", "new"),
      ("expected", "actual"),
    ]
  /// Calls whose two arguments commute.
  static let symmetricCalls: Set<String> = ["min", "max", "Swift.min", "Swift.max", "hypot"]
  /// Words that are not a callee or a base.
  static let keywords: Set<String> = [
    "if", "guard", "while", "return", "switch", "for", "in", "catch", "throw", "try", "await",
    "case", "where", "is", "as", "else", "repeat", "some", "any",
  ]

  /// The swapped-field and swapped-argument sites of one line.
  ///
  /// - Parameters:
  ///   - line: the line's code (a mask: comments and strings blanked).
  ///   - raw: the line as written, for the sites' texts.
  static func sites(path: String, number: Int, line: String, raw: String) -> [Site] {
    fieldSites(path: path, number: number, line: line, raw: raw)
      + argumentSites(path: path, number: number, line: line, raw: raw)
  }

  /// The `field` and `fields` sites of one line.
  static func fieldSites(path: String, number: Int, line: String, raw: String) -> [Site] {
    var sites: [Site] = []
    var accesses: [(start: Int, end: Int, base: String, field: String)] = []
    for match in Patterns.field.all(line) {
      // An assignment target: a choice of value has no address.
      if Patterns.assigned.match(line.slice(match.end())) != nil { continue }
      let base = match.group(1) ?? ""
      let field = match.group(2) ?? ""
      if keywords.contains(String(base.split(separator: ".").last ?? "")) { continue }
      accesses.append((match.start(), match.end(), base, field))
      let text = raw.slice(match.start(), match.end())
      let partnerText = "\(base).\(partner[field] ?? field)"
      sites.append(
        Site(
          path: path, line: number, column: match.start() + 1, op: "field", original: text,
          mutations: [partnerText],
          edit: .wrap(
            start: match.start(), end: match.end(), prefix: "(__mOn({id}) ? \(partnerText) : ",
            suffix: ")")))
    }
    let bases = Set(accesses.map(\.base)).sorted(by: String.codePointOrder)
    for (a, b) in fieldPairs {
      for base in bases {
        let mine = accesses.filter { $0.base == base && ($0.field == a || $0.field == b) }
        guard mine.contains(where: { $0.field == a }), mine.contains(where: { $0.field == b })
        else { continue }
        let spans = mine.map { access in
          Site.Span(
            start: access.start, end: access.end,
            prefix: "(__mOn({id}) ? \(base).\(partner[access.field] ?? access.field) : ",
            suffix: ")")
        }
        sites.append(
          Site(
            path: path, line: number, column: mine[0].start + 1, op: "fields",
            original: "\(base).\(a) ⇄ \(base).\(b)", mutations: ["\(base).\(b) ⇄ \(base).\(a)"],
            edit: .multi(spans)))
      }
    }
    return sites
  }

  /// The top-level comma-separated arguments of `line[start..<end]`, trimmed of spaces.
  static func splitArguments(_ line: [UInt16], _ start: Int, _ end: Int) -> [(Int, Int)] {
    var out: [(Int, Int)] = []
    var depth = 0
    var first = start
    for k in start..<Swift.max(start, end) {
      switch line[k] {
      case Units.openParen, Units.openBracket, Units.openBrace: depth += 1
      case Units.closeParen, Units.closeBracket, Units.closeBrace: depth -= 1
      case Units.comma where depth == 0:
        out.append((first, k))
        first = k + 1
      default: break
      }
    }
    out.append((first, end))
    return out.map { span in
      var (a, b) = span
      while a < b && line[a] == Units.space { a += 1 }
      while b > a && line[b - 1] == Units.space { b -= 1 }
      return (a, b)
    }
  }

  /// The `arguments` sites of one line.
  static func argumentSites(path: String, number: Int, line: String, raw: String) -> [Site] {
    var sites: [Site] = []
    let units = line.units
    for p in units.indices where units[p] == Units.openParen && p != 0 {
      guard Patterns.callOpener.match(line.slice(p - 1, p)) != nil else { continue }
      let before = line.slice(0, p)
      if Patterns.declarationBefore.search(before) != nil { continue }
      let name = Patterns.callee.search(before)?.group(1) ?? ""
      if keywords.contains(name) || symmetricCalls.contains(name) { continue }
      var depth = 0
      var close: Int?
      for k in p..<units.count {
        if Units.opening.contains(units[k]) {
          depth += 1
        } else if Units.closing.contains(units[k]) {
          depth -= 1
          if depth == 0 {
            close = k
            break
          }
        }
      }
      guard let close, !units[p..<close].contains(Units.openBrace), close != p + 1 else { continue }
      let arguments = splitArguments(units, p + 1, close)
      if arguments.count < 2 || arguments.contains(where: { $0.0 >= $0.1 }) { continue }
      var parsed: [(label: String?, start: Int, end: Int)] = []
      for (a, b) in arguments {
        let text = line.slice(a, b)
        if let match = Patterns.label.match(text), !text.hasPrefix("$"), !text.hasPrefix("_ ") {
          parsed.append((match.group(1), a + match.start(2), b))
        } else {
          parsed.append((nil, a, b))
        }
      }
      var pairs: [((Int, Int), (Int, Int))] = []
      var labels: [String: (Int, Int)] = [:]
      for entry in parsed {
        if let label = entry.label { labels[label] = (entry.start, entry.end) }
      }
      for (x, y) in labelPairs {
        if let first = labels[x], let second = labels[y] { pairs.append((first, second)) }
      }
      for (first, second) in zip(parsed, parsed.dropFirst())
      where first.label == nil && second.label == nil
        && Patterns.simpleArgument.match(line.slice(first.start, first.end)) != nil
        && Patterns.simpleArgument.match(line.slice(second.start, second.end)) != nil
      {
        pairs.append(((first.start, first.end), (second.start, second.end)))
      }
      for ((a1, b1), (a2, b2)) in pairs {
        let t1 = raw.slice(a1, b1)
        let t2 = raw.slice(a2, b2)
        if t1 == t2 || t1.hasPrefix("&") || t2.hasPrefix("&")
          || Patterns.keywordArgument.match(t1 + " " + t2) != nil
        {
          continue
        }
        if Patterns.effectArgument.search(t1 + " " + t2) != nil { continue }
        let spans = [
          Site.Span(start: a1, end: b1, prefix: "(__mOn({id}) ? (\(t2)) : (", suffix: "))"),
          Site.Span(start: a2, end: b2, prefix: "(__mOn({id}) ? (\(t1)) : (", suffix: "))"),
        ]
        sites.append(
          Site(
            path: path, line: number, column: a1 + 1, op: "arguments", original: "\(t1), \(t2)",
            mutations: ["\(t2), \(t1)"], edit: .multi(spans)))
      }
    }
    return sites
  }
}
