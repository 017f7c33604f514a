import BenchmarkTracking
import FileSupport
import Foundation

// Policy: a named baseline (`main`, a branch, a tag) is a full copy of a
// run at results/baselines/NAME.json, not a pointer like the per-machine
// records: a CI job can then fetch or cache the one file, and pruning old
// runs never breaks it. Names may contain `/` (branch names do); each part
// must be a plain file name, so a name can never point outside baselines/.

extension BaselineStore {
  /// Why a baseline name cannot be used, or `nil` when it can.
  public static func problem(withName name: String) -> String? {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+")
    for part in parts {
      if part.isEmpty { return "has an empty part" }
      if part.hasPrefix(".") { return "has a part starting with '.'" }
      if !part.allSatisfy(allowed.contains) {
        return "may hold only letters, digits, '.', '_', '-', '+' and '/'"
      }
    }
    return nil
  }

  /// Where the named baseline `name` is stored.
  public func namedBaselinePath(_ name: String) -> String {
    (baselinesDirectory as NSString).appendingPathComponent(name + ".json")
  }

  /// Copies a run to the named baseline `name`, atomically.
  ///
  /// The run is read first, so a broken run never becomes a baseline.
  ///
  /// - Parameters:
  ///   - name: the baseline's name (`main`, `release/1.2`, `v1.0`).
  ///   - runPath: the run to store.
  ///   - metrics: the metrics whose samples must be valid
  ///     (see ``BenchmarkRun/validateSamples(of:)``).
  /// - Returns: the path written.
  /// - Throws: ``BenchmarkInputError`` for an unreadable or invalid run or
  ///   a failed write.
  @discardableResult
  public func saveNamedBaseline(
    _ name: String, from runPath: String, validating metrics: [Metric] = Metric.allCases
  ) throws(BenchmarkInputError) -> String {
    let run = try BenchmarkRun(contentsOfFile: runPath)
    for metric in metrics { try run.validateSamples(of: metric) }
    let data = Data(try InputFile.bytes(runPath))
    let path = namedBaselinePath(name)
    try data.writeAtomically(toFile: path)
    return path
  }

  /// The file a `--baseline` argument means: the file itself when it
  /// exists, otherwise the named baseline of that name.
  ///
  /// - Returns: the path, or `nil` when neither exists.
  public func resolveBaseline(_ nameOrPath: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return nameOrPath
    }
    guard Self.problem(withName: nameOrPath) == nil else { return nil }
    let named = namedBaselinePath(nameOrPath)
    return FileManager.default.fileExists(atPath: named) ? named : nil
  }

  /// The names of the stored named baselines, sorted: every `.json` file
  /// under baselines/ that holds a run rather than a machine record.
  /// Files that are neither are left out; ``namedBaselineListing()`` names
  /// them.
  public func namedBaselines() -> [String] { namedBaselineListing().names }

  /// The named baselines, sorted, and a problem for every other `.json`
  /// file under baselines/ that is not a machine record (malformed, a
  /// FIFO, a folder named `x.json`), so `baseline --list` can say which
  /// baselines a `check` would fail to read instead of hiding them.
  public func namedBaselineListing() -> (names: [String], problems: [BenchmarkInputError]) {
    var names: [String] = []
    var problems: [BenchmarkInputError] = []
    func walk(_ relative: String) {
      let folder =
        relative.isEmpty
        ? baselinesDirectory : (baselinesDirectory as NSString).appendingPathComponent(relative)
      guard let entries = try? InputFolder.entries(folder) else { return }
      for entry in entries where !entry.hasPrefix(".") {
        let inner = relative.isEmpty ? entry : relative + "/" + entry
        let path = (baselinesDirectory as NSString).appendingPathComponent(inner)
        let kind: String?
        do { kind = try InputFile.irregularKind(path) } catch {
          if entry.hasSuffix(".json") {
            problems.append(.unreadable(path: path, reason: error.cause))
          }
          continue
        }
        if kind == "a folder", !entry.hasSuffix(".json") {
          walk(inner)
          continue
        }
        guard entry.hasSuffix(".json") else { continue }
        do {
          let run = try BenchmarkRun(contentsOfFile: path)
          if !run.entries.isEmpty { names.append(String(inner.dropLast(".json".count))) }
        } catch {
          if !Self.isMachineRecord(path) { problems.append(error) }
        }
      }
    }
    walk("")
    return (names.sorted(), problems)
  }

  /// Whether a file is a per-machine record (`{"machine": ..., "file": ...}`)
  /// rather than a named baseline.
  static func isMachineRecord(_ path: String) -> Bool {
    guard let value = try? JSONParser.parse(contentsOfFile: path) else { return false }
    return value["machine"]?.stringValue != nil && value["file"]?.stringValue != nil
      && value["benchmarks"] == nil
  }
}
