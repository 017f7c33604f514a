import Foundation
import FileSupport

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
    let directory =
      contenderPath.map { ($0 as NSString).deletingLastPathComponent } ?? benchmarksDirectory
    let files = try ResultsDirectory(path: directory.isEmpty ? "." : directory).files()
    guard let contender = contenderPath ?? files.last else { return nil }
    let machine = MachineIdentity(context: try BenchmarkRun(contentsOfFile: contender).context)
    let contenderName = (contender as NSString).lastPathComponent
    if let recorded = try recordedBaseline(for: machine),
      (recorded as NSString).lastPathComponent != contenderName
    {
      return recorded
    }
    for file in files.reversed() where (file as NSString).lastPathComponent < contenderName {
      let run = try BenchmarkRun(contentsOfFile: file)
      if MachineIdentity(context: run.context) == machine { return file }
    }
    return nil
  }
}
