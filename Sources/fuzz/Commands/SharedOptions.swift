import CommandLineOptions
import Foundation
import PropertyFuzzing
import SafeAreaFuzzing

/// The options several commands take one by one, each declared once: its
/// name, value, default, accepted values and help.
enum SharedOptions {
  static let seed = Option<UInt64>(
    "seed", "N", default: FuzzSettings.defaultSeed, help: "seed of the run")
  /// Every property, or those named (`run`, `mutants`, `evaluate`).
  static let properties = Option<[String]>(
    "property", "NAME", help: "only this property", shownDefault: .value("all"))
  /// The one property of a single case (`case`, `crash`).
  static let property = Option<String?>("property", "NAME", help: "the property")
  /// One mutant as the system under test.
  static let mutant = Option<String?>("mutant", "NAME", help: "a mutant instead of the engine")
  /// The mutants `mutants` hunts.
  static let mutants = Option<[String]>(
    "mutant", "NAME", help: "only this mutant", shownDefault: .value("all"))
  static let jobs = Option<Int?>(
    "jobs", "N", accepting: .range(1...256),
    help: "threads to run cases on; results do not depend on it", shownDefault: .prose("the cores"))
  static let shard = Option<CaseSlice>(
    "shard", "I/N", default: .all, expected: "I/N with 0 <= I < N",
    help: "run slice I of N of every property's case space"
  ) { CaseSlice(shard: $0) }
  static let noRaylib = Flag(
    "no-raylib",
    help: "leave out raster.matchesRaylib (the Canvas against real raylib, "
      + "Scripts/run/setup-raylib)")

  /// The machine's cores, at most 256: cases of a case budget are the same
  /// whatever the number of jobs, so using every core changes only the
  /// time a run takes.
  static var defaultJobs: Int {
    min(256, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// The settings every command starts from: the library's defaults, on
  /// every core.
  static var defaultSettings: FuzzSettings {
    var settings = FuzzSettings()
    settings.jobs = defaultJobs
    return settings
  }

  /// Refuses an empty operand, which would name the working folder.
  ///
  /// - Throws: ``UsageError``: `replay was given an empty file name`.
  static func refuseEmptyOperands(_ parsed: ParsedCommand) throws(UsageError) {
    if parsed.operands.contains("") {
      throw UsageError("\(parsed.name) was given an empty file name")
    }
  }
}

extension CaseSlice {
  /// The slice `I/N` names, as `--shard` takes it, or `nil`.
  init?(shard text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = UInt64(parts[0]), let count = UInt64(parts[1]) else {
      return nil
    }
    self.init(index: index, of: count)
  }
}
