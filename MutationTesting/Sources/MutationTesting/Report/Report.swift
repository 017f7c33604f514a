import Foundation

/// What a module's run measured, besides its mutants.
struct Summary {
  /// The commit, short.
  var commit: String
  /// Whether tracked files differed from it.
  var dirty: Bool
  /// Mutants generated (run or rejected).
  var generated: Int
  /// Mutants on sites the build rejected.
  var rejected: Int
  /// Mutants that could run (before the sample).
  var population: Int
  /// Seconds the mutants' runs took.
  var elapsed: Double
  /// Seconds the whole module took, builds and coverage included.
  var total: Double
  /// The coverage plan, when the checks were chosen by it.
  var plan: CoveragePlan?
}

extension MutationRun {
  /// Judges the outcomes, writes the JSON and Markdown reports, and gives the exit status.
  static func report(
    module: Module, mutants: inout [Mutant], options: RunOptions,
    equivalents: [String: String], summary: Summary
  ) throws -> Int32 {
    // Nearest property: the killer of the closest killed mutant in the same file.
    let snapshot = mutants
    for k in mutants.indices where mutants[k].outcome == "survived" {
      let near = snapshot.filter { $0.file == mutants[k].file && !($0.property ?? "").isEmpty }
      let line = mutants[k].line
      let closest = near.min { abs($0.line - line) < abs($1.line - line) }
      if let closest { mutants[k].nearestProperty = closest.property }
    }
    var status: Int32 = 0
    for m in mutants where equivalents[m.key] != nil && m.outcome != "survived" {
      Log.say(
        "\(options.equivalents) lists \(m.file):\(m.line) \(m.original) -> \(m.mutated) as "
          + "equivalent, but \(m.property ?? m.outcome ?? "") kills it: remove the entry")
      status = 1
    }
    for k in mutants.indices {
      mutants[k].equivalent = equivalents[mutants[k].key] != nil && mutants[k].outcome == "survived"
      if mutants[k].equivalent { mutants[k].reason = equivalents[mutants[k].key] }
    }
    let errors = mutants.filter { $0.outcome == "error" }
    let judged = mutants.filter { !$0.equivalent && $0.outcome != "error" }
    let killed = judged.filter { $0.outcome != "survived" }
    let survivors = judged.filter { $0.outcome == "survived" }
    let score = judged.isEmpty ? 100.0 : 100.0 * Double(killed.count) / Double(judged.count)

    var perFile: [String: (mutants: Int, killed: Int)] = [:]
    var perOperator: [String: (mutants: Int, killed: Int)] = [:]
    for m in judged {
      let kill = m.outcome != "survived" ? 1 : 0
      perFile[m.file, default: (0, 0)].mutants += 1
      perFile[m.file, default: (0, 0)].killed += kill
      perOperator[m.op, default: (0, 0)].mutants += 1
      perOperator[m.op, default: (0, 0)].killed += kill
    }
    let now = Date()
    let sampled =
      !options.files.isEmpty || !options.operators.isEmpty
      || (options.sample > 0 && options.sample < summary.population)
    let report: [String: JSONValue] = [
      "commit": .string(summary.commit + (summary.dirty ? "-dirty" : "")),
      "module": .string(module.name), "mutated": .array(module.dirs.map(JSONValue.string)),
      "checks": .array(module.checks.map(JSONValue.string)),
      "configuration": .string(options.configuration),
      "operators": .array(
        options.operators.sorted(by: String.codePointOrder).map(JSONValue.string)),
      "excluded": .object(Exclusions.within(module).mapValues(JSONValue.string)),
      "date": .string(Self.utc(now, "yyyy-MM-dd'T'HH:mm:ss'Z'")),
      "command": .string(options.command),
      "seed": .int(options.seed), "cases_per_property": .int(options.cases),
      "jobs": .int(options.jobs),
      "generated": .int(summary.generated), "rejected_by_build": .int(summary.rejected),
      "population": .int(summary.population), "ran": .int(mutants.count),
      "sampled": .bool(sampled), "files": .array(options.files.map(JSONValue.string)),
      "killed": .int(killed.count), "survived": .int(survivors.count),
      "equivalent": .int(mutants.filter(\.equivalent).count), "errors": .int(errors.count),
      "timeouts": .int(mutants.filter { $0.outcome == "timeout" }.count),
      "crashes": .int(mutants.filter { $0.outcome == "crashed" }.count),
      "score_percent": .double(JSONValue.round(score, 2)),
      "seconds": .double(JSONValue.round(summary.elapsed, 1)),
      "total_seconds": .double(JSONValue.round(summary.total, 1)),
      "selection": summary.plan?.summary(mutants) ?? .null,
      "per_file": .object(
        perFile.mapValues { f in
          .object([
            "mutants": .int(f.mutants), "killed": .int(f.killed),
            "score": .double(JSONValue.round(100.0 * Double(f.killed) / Double(f.mutants), 1)),
          ])
        }),
      "per_operator": .object(
        perOperator.mapValues { .object(["mutants": .int($0.mutants), "killed": .int($0.killed)]) }),
      "mutants": .array(mutants.map(\.json)),
    ]
    // The engine's reports keep their old names; a module's carry its name.
    let stem =
      "\(Self.utc(now, "yyyyMMdd'T'HHmmss'Z'"))-\(summary.commit)"
      + (module.name == "engine" ? "" : "-\(module.name)") + (sampled ? "-sample" : "")
    let jsonPath = Files.join(options.results, stem + ".json")
    let markdownPath = Files.join(options.results, stem + ".md")
    try Files.atomicWrite(jsonPath, JSONValue.object(report).encoded(indent: 1) + "\n")
    try Files.atomicWrite(
      markdownPath, Markdown.report(report, survivors: survivors, errors: errors))
    Log.say(
      "\(module.name): score \(String(format: "%.1f", score))% (\(killed.count) killed of "
        + "\(judged.count), \(mutants.filter(\.equivalent).count) equivalent, \(errors.count) errors) "
        + "in \(String(format: "%.0f", summary.elapsed)) s; \(markdownPath)")
    if score < options.minScore { status = 1 }
    return status
  }

  /// A date in UTC in a fixed format.
  static func utc(_ date: Date, _ format: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter.string(from: date)
  }
}
