// Policy: the merged report of a campaign's shards must say what the whole
// run would have said. So the shards must be one campaign and cover every
// slice exactly once (checked by `RunReport.merging`; a missing shard is
// named with the command that reruns it alone), and for a failed property
// the merge recomputes the statistics of the cases up to the lowest failing
// index, because a whole run stops there while the shards that did not fail
// went on. The recomputation runs at most `recomputeLimit` cases; past that
// the merged statistics are the shards' sums and the report says so.

import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --merge A.json B.json …`: one report from the shards of a campaign.
struct MergeSession {
  let options: FuzzOptions
  let console: Console
  let files: [String]

  /// The most cases a merge re-runs to recompute a failed property's
  /// statistics.
  static let recomputeLimit: UInt64 = 1 << 24

  func run() throws -> ExitStatus {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    var shards: [(file: String, report: RunReport)] = []
    var bad: [String] = []
    for file in files {
      do {
        let data = try InputFile.read(file)
        shards.append((file, try decoder.decode(RunReport.self, from: data)))
      } catch let error as FileReadError {
        bad.append("report \(error)")
      } catch let error as DecodingError {
        bad.append("report \(file): is not a fuzz run report: \(error.words)")
      } catch {
        bad.append("report \(file): is not a fuzz run report")
      }
    }
    // Every bad file is named, not only the first.
    for line in bad { console.error(line) }
    guard bad.isEmpty else { return .usage }
    let merged: RunReport
    do {
      merged = try recomputed(RunReport.merging(shards))
    } catch let error as MergeError {
      console.error("cannot merge: \(error)")
      if let campaign = shards.first?.report {
        for slice in error.missing {
          console.error("  rerun it alone: " + rerunCommand(campaign, slice: slice))
        }
      }
      // Failures the shards found are real even if the set is incomplete.
      for (file, report) in shards {
        for failure in report.properties.compactMap(\.failure) {
          console.error("  failure in \(file): replay: \(replayLine(failure, report.variant))")
        }
      }
      return .usage
    }
    let data = try merged.jsonData()
    let path = options.files(console).writeReport(data, stem: "fuzz-merged-seed\(merged.seed)")
    if options.json { console.emitJSON(data) }
    var replayLines: [String] = []
    let properties = try properties(for: merged.variant)
    for property in merged.properties {
      console.say("  \(property.outcome.word) \(property.name): \(property.statistics.cases) cases")
      if let reason = property.notJudged?.reason { console.say("       not judged: \(reason)") }
      if let problem = property.failure?.replayProblem {
        console.say("       a shard's counterexample did not replay: \(problem)")
      }
      if let failure = property.failure, failure.replayProblem == nil {
        let line = replayLine(failure, merged.variant)
        replayLines.append(line)
        console.say("       case \(failure.caseIndex): \(failure.shrunk)")
        console.say("       replay: \(line)")
        writePictures(of: failure, variant: merged.variant, properties: properties)
      }
    }
    // The same verdicts, in the same order of precedence, as a whole run.
    let verdict = RunVerdict(merged)
    console.say(
      "fuzz --merge: \(files.count) reports, \(merged.totalCases) cases, "
        + verdict.word + "; \(merged.count(.held)) held, "
        + "\(merged.count(.failed)) failed, \(merged.count(.notJudged)) not judged; "
        + "report \(path ?? "LOST (see above)")")
    for line in replayLines { console.say("fuzz: replay: \(line)") }
    guard verdict == .passed else { return ExitStatus(verdict) }
    return path == nil ? .usage : .success
  }

  /// The properties as the campaign ran them: against its mutant, if any.
  func properties(for variant: String?) throws -> [Property] {
    let engine = try variant.map { try Fuzz.selectMutants([$0])[0].engine } ?? .real
    return Suite.properties(for: engine)
  }

  /// Writes a merged failure's pictures under `--out`, as the run that
  /// found it did under its own: the shards ran elsewhere, and the merged
  /// folder is what a campaign publishes. The shrunk choices in the report
  /// regenerate the case.
  func writePictures(of failure: FailureReport, variant: String?, properties: [Property]) {
    guard let property = properties.first(where: { $0.name == failure.property }) else { return }
    CrashContext.enter(property: property.cName, seed: failure.seed, caseIndex: failure.caseIndex)
    let evaluation = property.evaluate(choices: failure.choices)
    CrashContext.leave()
    guard evaluation.isFailure else { return }
    options.files(console).writeAttachments(
      evaluation.result.attachments, property: property.name,
      caseHash: CorpusCase(failure: failure, variant: variant).shortHash, indent: "       ")
  }

  func replayLine(_ failure: FailureReport, _ variant: String?) -> String {
    ReplayLine.forCase(
      seed: failure.seed, property: failure.property, caseIndex: failure.caseIndex,
      variant: variant)
  }

  /// The command that runs one missing shard of the campaign.
  func rerunCommand(_ campaign: RunReport, slice: CaseSlice) -> String {
    var words = ["swift run -c release fuzz run", "--seed \(campaign.seed)", "--shard \(slice)"]
    if let cases = campaign.caseBudget { words.append("--cases \(cases)") }
    if let time = campaign.timeBudget { words.append("--time \(time)") }
    if campaign.properties.count < Suite.propertyNames.count {
      words += campaign.properties.map { "--property \(ReplayLine.quoted($0.name))" }
    }
    if let variant = campaign.variant { words.append("--mutant \(ReplayLine.quoted(variant))") }
    return words.joined(separator: " ")
  }

  /// The merged report with each failed property's statistics replaced by
  /// those of the cases up to its lowest failing index, as a whole run
  /// reports them.
  func recomputed(_ merged: RunReport) throws -> RunReport {
    var result = merged
    let properties = try properties(for: merged.variant)
    for (offset, report) in merged.properties.enumerated() {
      guard let failure = report.failure,
        let property = properties.first(where: { $0.name == report.name })
      else { continue }
      guard failure.caseIndex < Self.recomputeLimit else {
        console.error(
          "\(report.name): the failure is at case \(failure.caseIndex), past the \(Self.recomputeLimit) "
            + "cases a merge re-runs; its statistics are the shards' sums")
        continue
      }
      let prefix = PropertyRunner(
        property: property, seed: merged.seed,
        shrinkTimeLimit: .milliseconds(Int64(options.shrinkSeconds * 1000))
      ).run(budget: .cases(Int(failure.caseIndex) + 1), jobs: options.jobs)
      result.properties[offset].statistics = prefix.statistics
      result.properties[offset].ran = prefix.ran
      // A time-budgeted shard may have stopped short of a lower failing
      // index; the whole run would report that one.
      if let lower = prefix.failure, lower.caseIndex < failure.caseIndex {
        result.properties[offset].failure = lower
      }
    }
    return result
  }
}
