// Policy: sites are found by reading masked text line by line, not by a
// parse: the one Swift parser that would make it syntax-exact
// (swift-syntax) is an outside package this package may not fetch. Text
// rewriting is safe because every mutant sits behind a runtime switch in
// one build: a site the compiler rejects is dropped and the build retried,
// so a wrong guess costs a rebuild, never a wrong result.

/// Finds every mutation site of a Swift file.
enum SiteFinder {
  /// Every site of a file, in the order their ids are given.
  ///
  /// - Parameters:
  ///   - path: the file, relative to the package root (it goes in the sites).
  ///   - text: the file's text.
  ///   - interpolations: whether the swap operators go into the code of
  ///     string interpolations (a module whose strings are its output).
  static func sites(path: String, text: String, interpolations: Bool = false) -> [Site] {
    let mask = CodeMask.mask(text)
    var sites: [Site] = []
    let lines = mask.lines
    let rawLines = text.lines
    let swapLines = interpolations ? CodeMask.mask(text, interpolations: true).lines : lines
    // Names declared without a value (`let insets: EdgeInsets`) and then
    // assigned: deleting an assignment leaves them uninitialised.
    let deferred = Set(Patterns.deferredDeclaration.all(mask).compactMap { $0.group(1) })
    var depth = 0
    var initDepth: Int?
    var initHead = false
    for (index, (line, raw)) in zip(lines, rawLines).enumerated() {
      let number = index + 1
      // An initializer's head may span lines: its body starts at the first brace.
      if initDepth == nil && Patterns.initializerHead.search(line) != nil { initHead = true }
      if initDepth == nil && initHead && line.contains("{") {
        initDepth = depth
        initHead = false
      }
      depth += line.occurrences(of: "{") - line.occurrences(of: "}")
      if let open = initDepth, depth <= open { initDepth = nil }
      let inInit = initDepth != nil
      // Function heads: an early return of a default, unless the body is
      // one expression (an inserted statement would end its implicit return).
      if let function = Patterns.function.match(line) {
        if let site = returnSite(
          function, path: path, number: number, line: line, raw: raw, lines: lines)
        {
          sites.append(site)
        }
        continue
      }
      if Patterns.skipLine.match(line) != nil {
        // A switch case's body after its pattern is code for the swaps.
        if Patterns.caseLine.match(line) != nil, let body = caseBodyStart(line) {
          let swapped = swapLines[index]
          sites += Swaps.sites(
            path: path, number: number,
            line: String(repeating: " ", count: body) + swapped.slice(body), raw: raw)
        }
        continue
      }
      sites += Swaps.sites(path: path, number: number, line: swapLines[index], raw: raw)
      if let condition = Patterns.condition.match(line),
        let clauses = condition.group(3), !clauses.contains("{"), !clauses.contains("#available")
      {
        sites += conditionSites(condition, path: path, number: number, line: line, raw: raw)
      } else if let site = statementSite(
        path: path, number: number, index: index, lines: lines, raw: raw,
        inInit: inInit, deferred: deferred)
      {
        sites.append(site)
      }
      sites += expressionSites(path: path, number: number, line: line)
    }
    return sites
  }

  /// The `return` site of a function head, or `nil` (a one-expression
  /// body, or a type with no default).
  static func returnSite(
    _ function: PatternMatch, path: String, number: Int, line: String, raw: String,
    lines: [String]
  ) -> Site? {
    let body = lines[number..<Swift.min(lines.count, number + 3)].map(\.pyStripped)
    let single =
      body.count >= 2 && body[1] == "}" && Patterns.keywordStart.match(lines[number]) == nil
    if single || line.occurrences(of: "{") != 1 { return nil }
    let returned = function.group(2).flatMap { $0.isEmpty ? nil : $0 } ?? "?"
    var defaults: [String] = []
    if (function.group(1) ?? "").hasPrefix("init?") || returned.hasSuffix("?") {
      defaults = ["nil"]
    } else if returned == "Bool" {
      defaults = ["false", "true"]
    } else if returned == "Int" {
      defaults = ["0"]
    }
    guard !defaults.isEmpty else { return nil }
    let brace = line.pyRightStripped.units.lastIndex(of: Units.openBrace) ?? -1
    return Site(
      path: path, line: number, column: brace + 1, op: "return", original: raw.pyStripped,
      mutations: defaults.map { "return \($0)" },
      edit: .earlyReturn(at: brace + 1, defaults: defaults))
  }

  /// Where the body of a one-line `case PATTERN: BODY` starts, or `nil`.
  static func caseBodyStart(_ line: String) -> Int? {
    let units = line.units
    var depth = 0
    for (k, unit) in units.enumerated() {
      if Units.opening.contains(unit) {
        depth += 1
      } else if Units.closing.contains(unit) {
        depth -= 1
      } else if unit == Units.colon && depth == 0
        && (k + 1 >= units.count || units[k + 1] != Units.colon)
      {
        return line.slice(k + 1).isBlank ? nil : k + 1
      }
    }
    return nil
  }

  /// Top-level comma-separated clauses of a condition, as (start, end) offsets from `base`.
  static func splitClauses(_ condition: String, base: Int) -> [(Int, Int)] {
    let units = condition.units
    var out: [(Int, Int)] = []
    var depth = 0
    var start = 0
    for (k, unit) in units.enumerated() {
      if Units.opening.contains(unit) {
        depth += 1
      } else if Units.closing.contains(unit) {
        depth -= 1
      } else if unit == Units.comma && depth == 0 {
        out.append((start, k))
        start = k + 1
      }
    }
    out.append((start, units.count))
    var result: [(Int, Int)] = []
    for (first, last) in out {
      var a = first
      var b = last
      while a < b && units[a] == Units.space { a += 1 }
      while b > a && units[b - 1] == Units.space { b -= 1 }
      if a < b { result.append((base + a, base + b)) }
    }
    return result
  }

  /// Whether the brackets of `text` balance and never close more than opened.
  static func balanced(_ text: String) -> Bool {
    var depth = 0
    for unit in text.utf16 {
      if Units.opening.contains(unit) {
        depth += 1
      } else if Units.closing.contains(unit) {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
  }

  /// One `condition` site per clause of an `if`, `guard` or `while` head.
  static func conditionSites(
    _ condition: PatternMatch, path: String, number: Int, line: String, raw: String
  ) -> [Site] {
    let clauses = condition.group(3) ?? ""
    let from = (condition.group(1)?.length ?? 0) + (condition.group(2)?.length ?? 0) + 1
    guard let start = line.offset(of: clauses, from: from) else { return [] }
    var sites: [Site] = []
    for (a, b) in splitClauses(clauses, base: start) {
      let clause = line.slice(a, b)
      // `while true` negated no longer tells the compiler the loop never ends.
      if ["true", "false"].contains(clause.pyStripped) { continue }
      let withoutComparisons = clause.replacingOccurrences(of: "==", with: "")
        .replacingOccurrences(of: "!=", with: "").replacingOccurrences(of: "<=", with: "")
        .replacingOccurrences(of: ">=", with: "")
      if Patterns.bindingClause.match(clause) != nil || withoutComparisons.contains("=") {
        continue
      }
      let text = raw.slice(a, b)
      sites.append(
        Site(
          path: path, line: number, column: a + 1, op: "condition", original: text,
          mutations: ["!(\(text))"],
          edit: .wrap(start: a, end: b, prefix: "__mNot({id}, ", suffix: ")")))
    }
    return sites
  }

  /// The `statement` site of a line that is a whole assignment or call, or `nil`.
  static func statementSite(
    path: String, number: Int, index: Int, lines: [String], raw: String, inInit: Bool,
    deferred: Set<String>
  ) -> Site? {
    let line = lines[index]
    var match = Patterns.assignment.match(line)
    let isCall = match == nil
    if match == nil && Patterns.keywordStart.match(line) == nil {
      match = Patterns.call.match(line)
    }
    guard let match, let statement = match.group(2) else { return nil }
    let previous =
      lines[..<index].reversed().first { !$0.isBlank }.map(\.pyRightStripped) ?? "{"
    let next = index + 1 < lines.count ? lines[index + 1].pyStripped : ""
    // A whole statement: the line before ended one, the line after does
    // not continue it, and a lone call is not a body's implicit return value.
    let startsStatement =
      previous.ends(withAny: ["{", "}", ")", "]"]) || Patterns.endsStatement.search(previous) != nil
    let implicitReturn = isCall && previous.hasSuffix("{") && next.hasPrefix("}")
    let assignsDeferred =
      !isCall
      && (inInit || deferred.contains(Patterns.leadingName.match(statement)?.group(1) ?? ""))
    guard balanced(statement), startsStatement, !implicitReturn, !assignsDeferred,
      !line.pyRightStripped.ends(withAny: ["(", "[", ",", "{"]),
      !next.starts(withAny: [".", "+", "-", "*", "/", "&&", "||", "?", ":", "{"])
    else { return nil }
    let a = match.group(1)?.length ?? 0
    let b = a + statement.length
    return Site(
      path: path, line: number, column: a + 1, op: "statement", original: raw.slice(a, b),
      mutations: ["(deleted)"],
      edit: .wrap(start: a, end: b, prefix: "if __mKeep({id}) { ", suffix: " }"))
  }

  /// The binary-operator, rounding and integer-constant sites of a line.
  static func expressionSites(path: String, number: Int, line: String) -> [Site] {
    var sites: [Site] = []
    // An operator's own declaration (`static func < (`) keeps its name.
    if Patterns.operatorDeclaration.search(line) == nil {
      for match in Patterns.binary.all(line) {
        let op = match.group(1) ?? ""
        guard let binary = Operators.binary[op] else { continue }
        sites.append(
          Site(
            path: path, line: number, column: match.start() + 1, op: binary.kind, original: op,
            mutations: binary.targets, edit: .binary(start: match.start(), end: match.end(), op: op)
          ))
      }
    }
    for match in Patterns.rounding.all(line) {
      let rule = match.group(1) ?? ""
      sites.append(
        Site(
          path: path, line: number, column: match.start() + 1, op: "rounding",
          original: "." + rule, mutations: ["." + (Operators.roundingPartner(rule) ?? rule)],
          edit: .wrap(
            start: match.start(), end: match.end(), prefix: "__mRound({id}, ", suffix: ")")))
    }
    let units = line.units
    for match in Patterns.integer.all(line) {
      // Not a tuple element (x.0), a version (1.2) or part of a name.
      if match.end() < units.count && units[match.end()] == UInt16(UInt8(ascii: ".")) { continue }
      let value = match.group(1) ?? ""
      sites.append(
        Site(
          path: path, line: number, column: match.start() + 1, op: "constant", original: value,
          mutations: ["\(value) + 1", "\(value) - 1"],
          edit: .wrap(start: match.start(), end: match.end(), prefix: "__mInt({id}, ", suffix: ")"))
      )
    }
    return sites
  }
}
