import BenchmarkTracking

/// A failure of the pipeline model's tools (objdump, llvm-mca), naming the
/// tool and what it said.
public struct PipelineToolError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// What llvm-mca printed for one input.
public struct MCAOutput: Sendable {
  /// Its report (standard output).
  public var report: String
  /// Its diagnostics (standard error).
  public var errors: String

  /// Creates an output record.
  public init(report: String, errors: String) {
    self.report = report
    self.errors = errors
  }
}

extension PipelineCost {
  /// The most times llvm-mca is asked again after its assembler rejected
  /// some runs (each time without the runs it rejected).
  static let maximumAttempts = 5

  /// Each dump with an instruction profile and simulated counts, with its
  /// ``CallgrindDump/pipelineCycles`` set.
  ///
  /// Every object file is disassembled once and every distinct run, over
  /// all dumps, goes to llvm-mca in one input, so base and head builds that
  /// share most of their code share most of the work. A run llvm-mca's
  /// assembler rejects (an instruction it cannot read) is left out of the
  /// next attempt and costs a cycle per instruction.
  ///
  /// - Parameters:
  ///   - dumps: the dumps of one run.
  ///   - disassemble: objdump's listing of an object file, or `nil` when it
  ///     cannot read the file (its instructions then cost a cycle each).
  ///   - analyze: llvm-mca run on an input.
  /// - Throws: ``PipelineToolError`` when llvm-mca's report cannot be read
  ///   even without the runs it rejected, or what the tool runners throw.
  public static func costing(
    _ dumps: [CallgrindDump],
    disassemble: (String) throws -> String?,
    analyze: (String) throws -> MCAOutput
  ) throws -> [CallgrindDump] {
    var disassemblies: [String: Disassembly] = [:]
    var plans: [Int: Plan] = [:]
    for (index, dump) in dumps.enumerated() {
      guard let profile = dump.profile, dump.simulated != nil else { continue }
      for object in profile.executions.keys.sorted() where disassemblies[object] == nil {
        disassemblies[object] =
          try disassemble(object).map { Disassembly(objdumpListing: $0) }
          ?? Disassembly(objdumpListing: "")
      }
      plans[index] = plan(profile, disassemblies: disassemblies)
    }
    var runs = Set(plans.values.flatMap(\.runs.keys)).sorted {
      $0.lexicographicallyPrecedes($1)
    }
    var throughput: [[String]: Double] = [:]
    for attempt in 1...maximumAttempts where !runs.isEmpty {
      let output = try analyze(mcaInput(runs))
      if let cycles = cyclesPerExecution(mcaReport: output.report, regions: runs.count) {
        throughput = Dictionary(uniqueKeysWithValues: zip(runs, cycles))
        break
      }
      let rejected = Set(
        rejectedLines(mcaErrors: output.errors).compactMap { run(atLine: $0, of: runs) })
      guard !rejected.isEmpty, attempt < maximumAttempts else {
        let said = output.errors.split(separator: "\n").prefix(3).joined(separator: "; ")
        throw PipelineToolError("llvm-mca gave no readable report for \(runs.count) runs: \(said)")
      }
      runs = runs.enumerated().filter { !rejected.contains($0.offset) }.map(\.element)
    }
    var costed = dumps
    for (index, plan) in plans {
      guard let simulated = dumps[index].simulated else { continue }
      costed[index].pipelineCycles = simulated.pipelineCycles(
        codeCycles: plan.cycles(throughput: throughput))
    }
    return costed
  }
}
