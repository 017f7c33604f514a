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

/// Why shards could not be merged.
public enum MergeRefusal: Error, Sendable {
  /// Files that are not readable fuzz run reports, each named.
  case badFiles([String])
  /// The reports are not one complete campaign: the error, the commands
  /// that rerun each missing shard, and the failures the shards found
  /// (real even if the set is incomplete), as `file: replay: line`.
  case incomplete(MergeError, reruns: [String], failures: [String])
}

/// A merged campaign.
public struct MergedCampaign: Sendable {
  /// The merged report.
  public var report: RunReport
  /// Where it was written, or why it is lost.
  public var reportFile: OutputFolder.Written
  /// Its JSON.
  public var reportData: Data
  /// Problems of the recount (a failure past the recount limit).
  public var notes: [String]
  /// Per failed property: its replay line and pictures.
  public var failures: [String: (line: String, pictures: [OutputFolder.Written])]
  /// The verdict, in the same order of precedence as a whole run.
  public var verdict: RunVerdict
}

extension Fuzzer {
  /// The most cases a merge re-runs to recompute a failed property's
  /// statistics.
  public static let recomputeLimit: UInt64 = 1 << 24

  /// `fuzz merge A.json B.json …`: one report from the shards of a
  /// campaign.
  ///
  /// - Throws: ``MergeRefusal``; ``FuzzInputError`` for a report of an
  ///   unknown mutant.
  public func merge(_ files: [String]) throws -> MergedCampaign {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    var shards: [(file: String, report: RunReport)] = []
    var bad: [String] = []
    for file in files {
      do {
        let data = try InputFile.read(file)
        shards.append((file, try decoder.decode(RunReport.self, from: data)))
      } catch let error as FileError {
        bad.append("report \(error)")
      } catch let error as DecodingError {
        bad.append("report \(file): is not a fuzz run report: \(error.words)")
      } catch {
        bad.append("report \(file): is not a fuzz run report")
      }
    }
    guard bad.isEmpty else { throw MergeRefusal.badFiles(bad) }
    let merged: RunReport
    var notes: [String] = []
    do {
      merged = try recomputed(RunReport.merging(shards), notes: &notes)
    } catch let error as MergeError {
      let reruns = shards.first.map { campaign in
        error.missing.map { rerunCommand(campaign.report, slice: $0) }
      }
      let failures = shards.flatMap { file, report in
        report.properties.compactMap(\.failure).map {
          "failure in \(file): replay: \(replayLine($0, report.variant))"
        }
      }
      throw MergeRefusal.incomplete(error, reruns: reruns ?? [], failures: failures)
    }
    let data = try merged.jsonData()
    let file = settings.output.writeReport(data, stem: "fuzz-merged-seed\(merged.seed)")
    let properties = try self.properties(for: merged.variant)
    var failures: [String: (line: String, pictures: [OutputFolder.Written])] = [:]
    for property in merged.properties {
      guard let failure = property.failure, failure.replayProblem == nil else { continue }
      failures[property.name] = (
        replayLine(failure, merged.variant),
        pictures(of: failure, variant: merged.variant, properties: properties)
      )
    }
    return MergedCampaign(
      report: merged, reportFile: file, reportData: data, notes: notes, failures: failures,
      verdict: RunVerdict(merged))
  }

  /// The properties as the campaign ran them: against its mutant, if any.
  func properties(for variant: String?) throws -> [Property] {
    let engine = try variant.map { try Suite.select(mutants: [$0])[0].engine } ?? .real
    return Suite.properties(for: engine)
  }

  /// Writes a merged failure's pictures under the output folder, as the
  /// run that found it did under its own: the shards ran elsewhere, and
  /// the merged folder is what a campaign publishes. The shrunk choices in
  /// the report regenerate the case.
  func pictures(
    of failure: FailureReport, variant: String?, properties: [Property]
  ) -> [OutputFolder.Written] {
    guard let property = properties.first(where: { $0.name == failure.property }) else { return [] }
    CrashContext.enter(property: property.cName, seed: failure.seed, caseIndex: failure.caseIndex)
    let evaluation = property.evaluate(choices: failure.choices)
    CrashContext.leave()
    guard evaluation.isFailure else { return [] }
    return settings.output.writeAttachments(
      evaluation.result.attachments, property: property.name,
      caseHash: CorpusCase(failure: failure, variant: variant).shortHash)
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
  func recomputed(_ merged: RunReport, notes: inout [String]) throws -> RunReport {
    var result = merged
    let properties = try properties(for: merged.variant)
    for (offset, report) in merged.properties.enumerated() {
      guard let failure = report.failure,
        let property = properties.first(where: { $0.name == report.name })
      else { continue }
      guard failure.caseIndex < Self.recomputeLimit else {
        notes.append(
          "\(report.name): the failure is at case \(failure.caseIndex), past the "
            + "\(Self.recomputeLimit) cases a merge re-runs; its statistics are the shards' sums")
        continue
      }
      let run = FuzzRun(
        properties: [property], seed: merged.seed, budget: .cases(Int(failure.caseIndex) + 1),
        jobs: settings.jobs, shrinking: settings.shrinking)
      guard let prefix = run.generate().first else { continue }
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
