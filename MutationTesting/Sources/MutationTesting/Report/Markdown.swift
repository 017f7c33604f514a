// Policy: the Markdown report's layout is the Python tool's, line for line:
// Scripts/ci/docs-figures splices its survivors table into the guides and
// checks them against results/mutation/.

/// The Markdown report of a run.
enum Markdown {
  /// The report of `report` (the JSON report's object), its survivors and errors.
  static func report(_ report: [String: JSONValue], survivors: [Mutant], errors: [Mutant])
    -> String
  {
    func text(_ key: String) -> String { Self.text(report[key]) }
    let mutated = (report["mutated"]?.array ?? []).map { "`" + Self.text($0) + "`" }
    let checks = (report["checks"]?.array ?? []).map { "`" + Self.text($0) + "`" }
    let operators = (report["operators"]?.array ?? []).map { Self.text($0) }
    let killed = report["killed"].flatMap(Self.int) ?? 0
    let survived = report["survived"].flatMap(Self.int) ?? 0
    let sampled = report["sampled"] == .bool(true)
    var out = [
      "# Mutation run \(text("date")) (\(text("commit"))), \(text("module"))", "",
      "`\(text("command"))`", "",
      "Mutated: \(mutated.joined(separator: ", ")), \(text("configuration")) build; "
        + "checks, in turn: \(checks.joined(separator: ", "))"
        + (operators.isEmpty ? "" : "; operators: \(operators.joined(separator: ", "))") + ".",
      "",
      "Score **\(text("score_percent"))%**: \(killed) killed of \(killed + survived) judged "
        + "(\(text("timeouts")) by timeout, \(text("crashes")) by a trap); "
        + "\(text("equivalent")) equivalent, \(text("errors")) errors; "
        + "\(text("generated")) generated, \(text("rejected_by_build")) rejected by the build, "
        + "\(text("ran")) run\(sampled ? " (a sample)" : "") in \(text("seconds")) s "
        + "with \(text("cases_per_property")) cases a property, seed \(text("seed"))"
        + (isTruthy(report["total_seconds"])
          ? " (\(text("total_seconds")) s with the builds, the coverage and the baselines)" : "")
        + ".",
      "",
    ]
    if let selection = report["selection"]?.object {
      let whole = (selection["whole"]?.array ?? []).map { "`" + Self.text($0) + "`" }
      out += [
        "Checks chosen by coverage: \(Self.text(selection["units"])) tests and commands measured in "
          + "\(Self.text(selection["coverage_seconds"])) s; each mutant ran only those that execute its line "
          + "(\(Self.text(selection["uncovered"])) mutants on lines no check executes survived unrun, "
          + "\(Self.text(selection["unmapped"])) on lines without coverage data ran every check"
          + (whole.isEmpty ? "" : "; run whole: \(whole.joined(separator: ", "))") + ").",
        "",
      ]
    }
    out += ["| file | mutants | killed | score |", "|---|---:|---:|---:|"]
    let perFile = report["per_file"]?.object ?? [:]
    for name in perFile.keys.sorted(by: String.codePointOrder) {
      let f = perFile[name]?.object ?? [:]
      out.append(
        "| \(name) | \(Self.text(f["mutants"])) | \(Self.text(f["killed"])) | \(Self.text(f["score"]))% |"
      )
    }
    out += ["", "| operator | mutants | killed |", "|---|---:|---:|"]
    let perOperator = report["per_operator"]?.object ?? [:]
    for name in perOperator.keys.sorted(by: String.codePointOrder) {
      let f = perOperator[name]?.object ?? [:]
      out.append("| \(name) | \(Self.text(f["mutants"])) | \(Self.text(f["killed"])) |")
    }
    out += ["", "Not mutated:", ""]
    let excluded = report["excluded"]?.object ?? [:]
    for path in excluded.keys.sorted(by: String.codePointOrder) {
      out.append("- `\(path)`: \(Self.text(excluded[path]))")
    }
    out += ["", "## Survivors", ""]
    if survivors.isEmpty {
      out.append("None.")
    } else {
      out += [
        "| file:line | operator | change | source | nearest property |", "|---|---|---|---|---|",
      ]
      let ordered = survivors.sorted {
        if $0.file != $1.file { return String.codePointOrder($0.file, $1.file) }
        if $0.line != $1.line { return $0.line < $1.line }
        return $0.column < $1.column
      }
      for m in ordered {
        let change = "`\(m.original)` → `\(m.mutated)`".replacingOccurrences(of: "|", with: "\\|")
        let source = "`\(m.source)`".replacingOccurrences(of: "|", with: "\\|")
        let near =
          (m.nearestProperty ?? "") + (m.covered == false ? " (no check executes the line)" : "")
        out.append(
          "| \(m.file):\(m.line) | \(m.op) | \(change) | \(source) | \(near.pyStripped) |")
      }
    }
    if !errors.isEmpty {
      out += ["", "## Errors (the fuzz command refused to run)", ""]
      for m in errors { out.append("- \(m.file):\(m.line) `\(m.original)` → `\(m.mutated)`") }
    }
    out.append("")
    return out.joined(separator: "\n")
  }

  /// A value as Python's f-string writes it (`str`).
  static func text(_ value: JSONValue?) -> String {
    switch value {
    case .none, .null?: return "None"
    case .bool(let flag)?: return flag ? "True" : "False"
    case .int(let number)?: return String(number)
    case .double(let number)?: return JSONValue.pythonFloat(number)
    case .string(let string)?: return string
    case .array?, .object?: return value?.encoded() ?? ""
    }
  }

  /// An integer value.
  static func int(_ value: JSONValue) -> Int? {
    if case .int(let number) = value { return number }
    return nil
  }

  /// Python's truth of a value (`if report.get(key)`).
  static func isTruthy(_ value: JSONValue?) -> Bool {
    switch value {
    case .none, .null?: return false
    case .bool(let flag)?: return flag
    case .int(let number)?: return number != 0
    case .double(let number)?: return number != 0
    case .string(let string)?: return !string.isEmpty
    case .array(let items)?: return !items.isEmpty
    case .object(let members)?: return !members.isEmpty
    }
  }
}
