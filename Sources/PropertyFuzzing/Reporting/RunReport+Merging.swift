// Policy: a merge is only as good as its inputs, so `merging` refuses
// shards that are not one campaign (seed, variant, properties, budget and
// shard count must agree), that overlap, that repeat, or that miss a slice,
// and names the files and the missing slices (each can be rerun alone);
// then it checks the case indices the shards recorded tile the campaign
// (`RunReport+Coverage.swift`). The
// merged failure of a property is the lowest failing case index over the
// shards, which is the failure the whole run would report; the statistics
// of that prefix are the merging tool's to recompute (see `fuzz --merge`),
// because a shard that did not fail ran past the failing index.

/// Why reports could not be merged.
public struct MergeError: Error, CustomStringConvertible, Sendable {
  /// What was wrong.
  public var description: String
  /// The slices no report covers (`1/3`), for a rerun.
  public var missing: [CaseSlice]

  /// Creates the error.
  public init(_ description: String, missing: [CaseSlice] = []) {
    self.description = description
    self.missing = missing
  }
}

extension RunReport {
  /// Merges the reports of the shards of one campaign: counts add up, and
  /// each property keeps the failure with the lowest case index.
  ///
  /// - Parameter shards: each report with the file it came from (named in
  ///   errors).
  /// - Throws: ``MergeError`` naming the files when the reports are not one
  ///   complete campaign: different seeds, variants, properties, budgets or
  ///   shard counts; a shard given twice; an interrupted, crashed or merged
  ///   report; missing shards (listed in ``MergeError/missing``); case
  ///   indices that do not tile the campaign (a gap, an overlap, a case
  ///   dealt to the wrong shard, or none recorded).
  public static func merging(
    _ shards: [(file: String, report: RunReport)]
  ) throws(MergeError) -> RunReport {
    guard let (firstFile, first) = shards.first else { throw MergeError("no reports to merge") }
    var slices: [UInt64: String] = [:]
    // Every shard must cut the cases as the first does.
    let total = try first.slice(file: firstFile).count
    for (file, report) in shards {
      let slice = try report.slice(file: file)
      if let interrupted = report.interrupted {
        throw MergeError(
          "\(file): shard \(slice) was interrupted (\(interrupted)); rerun it before merging")
      }
      if let crashed = report.crashed {
        throw MergeError(
          "\(file): shard \(slice) crashed (\(crashed)); its report holds the shrunk crash "
            + "and its replay; fix the crash and rerun the shard before merging")
      }
      func differ(_ what: String, _ a: String, _ b: String) -> MergeError {
        MergeError(
          "\(firstFile) and \(file) are not shards of one campaign: \(what) \(a) and \(b)")
      }
      guard report.seed == first.seed else {
        throw differ("seed", "\(first.seed)", "\(report.seed)")
      }
      guard report.variant == first.variant else {
        throw differ("mutant", first.variant ?? "none", report.variant ?? "none")
      }
      guard report.caseBudget == first.caseBudget, report.timeBudget == first.timeBudget else {
        throw differ("budget", first.budgetDescription, report.budgetDescription)
      }
      let names = report.properties.map(\.name)
      guard names == first.properties.map(\.name) else {
        throw differ(
          "properties", first.properties.map(\.name).joined(separator: ","),
          names.joined(separator: ","))
      }
      if slice.count != total {
        throw MergeError(
          "\(firstFile) and \(file) cut the cases differently (shards of \(total) and of "
            + "\(slice.count)): their slices overlap")
      }
      if let other = slices[slice.index] {
        throw MergeError("shard \(slice) is given twice: \(other) and \(file)")
      }
      slices[slice.index] = file
    }
    let missing = (0..<total).filter { slices[$0] == nil }
      .compactMap { CaseSlice(index: $0, of: total) }
    if !missing.isEmpty {
      throw MergeError(
        "missing shard\(missing.count == 1 ? "" : "s") "
          + missing.map(\.description).joined(separator: ", ") + " of \(total)",
        missing: missing)
    }
    let coverage = try checkCoverage(shards, sliceCount: total)
    var merged = sum(shards.map(\.report))
    for index in merged.properties.indices {
      merged.properties[index].ran = coverage[merged.properties[index].name]
    }
    return merged
  }

  /// Adds up reports already checked to be one campaign.
  static func sum(_ reports: [RunReport]) -> RunReport {
    var properties: [String: PropertyReport] = [:]
    var order: [String] = []
    for report in reports {
      for property in report.properties {
        guard var merged = properties[property.name] else {
          properties[property.name] = property
          order.append(property.name)
          continue
        }
        merged.statistics.merge(property.statistics)
        merged.seconds += property.seconds
        if let failure = property.failure,
          merged.failure.map({ failure.caseIndex < $0.caseIndex }) ?? true
        {
          merged.failure = failure
        }
        // A shard that could not be judged leaves the campaign not judged.
        if merged.notJudged == nil { merged.notJudged = property.notJudged }
        if let more = property.corpusFailures {
          merged.corpusFailures = (merged.corpusFailures ?? []) + more
        }
        properties[property.name] = merged
      }
    }
    let first = reports[0]
    var merged = RunReport(
      format: first.format, seed: first.seed, variant: first.variant,
      started: reports.map(\.started).min() ?? "",
      seconds: reports.map(\.seconds).max() ?? 0,
      corpusReplayed: reports.map(\.corpusReplayed).max() ?? 0,
      properties: order.compactMap { properties[$0] })
    merged.caseBudget = first.caseBudget
    merged.timeBudget = first.timeBudget
    merged.caseQuotas = first.caseQuotas
    merged.shard = "merged from \(reports.count)"
    return merged
  }

  /// The report's slice; a whole run is the slice 0/1.
  func slice(file: String) throws(MergeError) -> CaseSlice {
    guard let text = shard else { return .all }
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = UInt64(parts[0]), let count = UInt64(parts[1]),
      let slice = CaseSlice(index: index, of: count)
    else {
      throw MergeError("\(file): is not a shard report (its shard is '\(text)')")
    }
    return slice
  }

  /// `--cases N` or `--time S`, as the report records it.
  var budgetDescription: String {
    if let caseBudget { return "--cases \(caseBudget)" }
    if let timeBudget { return "--time \(timeBudget)" }
    if caseQuotas == true { return "each property's quota" }
    return "unrecorded"
  }
}
