import BenchmarkTracking
import FileSupport
import Foundation

// Policy: a baseline is recorded per machine as a small JSON file,
// results/baselines/<machine key>.json, holding the path of the chosen run
// relative to the results root. Without a recorded baseline, a run's
// baseline is the newest earlier run from the same machine, so the nightly
// job compares night to night until someone pins a reference run.

/// Records and resolves the baseline run of each machine.
public struct BaselineStore: Sendable {
  /// The results root (holding `benchmarks/` and `baselines/`).
  public var root: String

  /// Creates a store over a results root.
  public init(root: String) { self.root = root }

  /// Checks that the results root, when it exists, is a folder (a root
  /// that does not exist yet is created by the first write).
  ///
  /// - Throws: ``BenchmarkInputError/unusable(path:reason:)`` naming the
  ///   root when it is a file, a FIFO or a device.
  public func checkRoot() throws(BenchmarkInputError) {
    guard !root.isEmpty else { throw .unusable(path: "''", reason: "the results root is empty") }
    let kind: String?
    do { kind = try InputFile.irregularKind(root) } catch { return }
    guard kind != "a folder" else { return }
    throw .unusable(path: root, reason: "the results root is \(kind ?? "a file"), not a folder")
  }

  /// The directory of the runs.
  public var benchmarksDirectory: String { (root as NSString).appendingPathComponent("benchmarks") }
  /// The directory of the instruction-count runs.
  public var instructionsDirectory: String {
    (root as NSString).appendingPathComponent("instructions")
  }
  /// The directory of the simulated-cost runs (instructions, cache misses,
  /// mispredictions and estimated cycles; Scripts/run/bench-instructions
  /// --simulate).
  public var simulatedDirectory: String {
    (root as NSString).appendingPathComponent("simulated")
  }
  /// The directory whose runs carry a metric: times in `benchmarks/`,
  /// instruction counts in `instructions/`, simulated costs in `simulated/`.
  public func directory(for metric: Metric) -> String {
    switch metric {
    case .realTime, .cpuTime: return benchmarksDirectory
    case .instructions: return instructionsDirectory
    default: return simulatedDirectory
    }
  }
  /// The directory of the baseline records.
  public var baselinesDirectory: String { (root as NSString).appendingPathComponent("baselines") }

  /// The record file of a machine.
  public func recordPath(for machine: MachineIdentity) -> String {
    (baselinesDirectory as NSString).appendingPathComponent("\(machine.key).json")
  }

  /// Records `runPath` as the baseline of the machine its context names.
  ///
  /// - Returns: the machine and the record file written.
  /// - Throws: ``BenchmarkInputError`` when the run does not read or the
  ///   record cannot be written.
  @discardableResult
  public func record(runPath: String) throws(BenchmarkInputError) -> (
    machine: MachineIdentity, recordPath: String
  ) {
    let run = try BenchmarkRun(contentsOfFile: runPath)
    let machine = MachineIdentity(context: run.context)
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL.path
    let absolute = URL(fileURLWithPath: runPath).standardizedFileURL.path
    let stored =
      absolute.hasPrefix(rootURL + "/") ? String(absolute.dropFirst(rootURL.count + 1)) : absolute
    let record = JSONValue.object([
      ("machine", .string(machine.description)), ("file", .string(stored)),
    ])
    let path = recordPath(for: machine)
    try record.serialized().writeAtomically(toFile: path)
    return (machine, path)
  }

  /// The recorded baseline file of a machine, when there is one.
  ///
  /// - Throws: ``BenchmarkInputError`` when the record exists but is
  ///   malformed or names a file that does not exist.
  public func recordedBaseline(for machine: MachineIdentity) throws(BenchmarkInputError) -> String?
  {
    let path = recordPath(for: machine)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let value = try JSONParser.parse(contentsOfFile: path)
    guard let file = value["file"]?.stringValue else {
      throw .invalidStructure(path: path, reason: "baseline record has no string \"file\"")
    }
    let resolved = file.hasPrefix("/") ? file : (root as NSString).appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: resolved) else {
      throw .unusable(path: path, reason: "names \(resolved), which does not exist")
    }
    return resolved
  }

  /// The baseline for a contender run: the recorded baseline of its machine
  /// when there is one (and it is not the contender itself), otherwise the
  /// newest run of the same machine that sorts before the contender in the
  /// contender's own directory (so instruction-count runs kept in
  /// `results/instructions/` find instruction-count baselines).
  ///
  /// - Parameter contenderPath: the contender's path; `nil` means the
  ///   newest run in `benchmarks/` is the contender.
  /// - Returns: the baseline path, or `nil` when the machine has no earlier
  ///   run.
  public func baseline(forContender contenderPath: String?) throws(BenchmarkInputError) -> String? {
    guard let (contender, machine) = try contender(contenderPath) else { return nil }
    let contenderName = (contender as NSString).lastPathComponent
    if let recorded = try recordedBaseline(for: machine),
      (recorded as NSString).lastPathComponent != contenderName
    {
      return recorded
    }
    return try earlierRun(than: contender, on: machine) { _ in true }?.path
  }

  /// The commit of the night before a contender: the commit recorded by
  /// the newest run of the same machine that sorts before the contender in
  /// its directory and names a commit (not `unknown`). The recorded
  /// baseline plays no part: this is what the nightly pairs tonight's
  /// build with.
  ///
  /// - Parameter contenderPath: the contender's path; `nil` means the
  ///   newest run in `benchmarks/`.
  /// - Returns: the commit, or `nil` when no earlier run names one.
  public func previousCommit(forContender contenderPath: String?) throws(BenchmarkInputError)
    -> String?
  {
    guard let (contender, machine) = try contender(contenderPath) else { return nil }
    return try earlierRun(than: contender, on: machine) { run in
      guard let commit = run.context.commit else { return false }
      return !commit.isEmpty && commit != "unknown"
    }?.run.context.commit
  }

  /// The contender's path (the newest run in `benchmarks/` when none is
  /// given) and its machine, or `nil` when there is no run.
  private func contender(_ given: String?) throws(BenchmarkInputError) -> (
    String, MachineIdentity
  )? {
    let path: String
    if let given {
      path = given
    } else {
      guard let newest = try ResultsDirectory(path: benchmarksDirectory).files().last else {
        return nil
      }
      path = newest
    }
    return (path, MachineIdentity(context: try BenchmarkRun(contentsOfFile: path).context))
  }

  /// The newest run of `machine` that sorts before `contender` in the
  /// contender's own directory (so instruction-count runs kept in
  /// `results/instructions/` find instruction-count runs) and satisfies
  /// `accepts`.
  private func earlierRun(
    than contender: String, on machine: MachineIdentity, where accepts: (BenchmarkRun) -> Bool
  ) throws(BenchmarkInputError) -> (path: String, run: BenchmarkRun)? {
    let directory = (contender as NSString).deletingLastPathComponent
    let files = try ResultsDirectory(path: directory.isEmpty ? "." : directory).files()
    let contenderName = (contender as NSString).lastPathComponent
    for file in files.reversed() where (file as NSString).lastPathComponent < contenderName {
      let run = try BenchmarkRun(contentsOfFile: file)
      if MachineIdentity(context: run.context) == machine, accepts(run) { return (file, run) }
    }
    return nil
  }
}
