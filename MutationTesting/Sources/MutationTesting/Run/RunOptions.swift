import Foundation

/// What a run of the tool was asked for: the options of `mutate`, with
/// the Python tool's defaults.
public struct RunOptions: Sendable {
  /// Cases a property for each mutant (the judges' fuzz checks use it too,
  /// at most 200 over the pipe).
  public var cases = 2000
  /// The fuzz seed.
  public var seed = 1
  /// Mutants run at once.
  public var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// Run only this many mutants, drawn with ``sampleSeed`` (0: all).
  public var sample = 0
  /// The seed of the sample.
  public var sampleSeed = 1
  /// Seconds after which a mutant still running counts as killed by timeout.
  public var timeout = 60.0
  /// The scratch copy, kept between runs for incremental builds.
  public var work: String
  /// Where the reports go.
  public var results: String
  /// The equivalents file.
  public var equivalents: String
  /// Exit 1 when the score is below this percentage.
  public var minScore = 0.0
  /// Build the schema and stop.
  public var buildOnly = false
  /// `release` or `debug`.
  public var configuration = "release"
  /// Only mutants in files whose path starts with one of these.
  public var files: [String] = []
  /// The modules, in order (`all` expanded).
  public var modules: [String] = ["engine"]
  /// Only these operators (empty: every one).
  public var operators: Set<String> = []
  /// Choose the judges' checks by coverage even below 100 mutants.
  public var selection = false
  /// Never choose by coverage.
  public var noSelection = false
  /// The package root (the folder whose sources are mutated).
  public var root: String
  /// The command as the report records it.
  public var command: String

  /// The defaults for a package at `root`.
  public init(root: String) {
    self.root = root
    work = Files.join(root, ".build", "mutation")
    results = Files.join(root, "results", "mutation")
    equivalents = Files.join(root, Equivalents.committed)
    command = "swift run --package-path MutationTesting mutate"
  }

  /// The names `--module` accepts.
  public static var moduleNames: [String] { Module.all.map(\.name) + ["all"] }

  /// The names `--operators` accepts.
  public static var operatorNames: [String] { Operators.all.sorted() }

  /// Checks what no single option can: options that go together; and
  /// expands `all` in ``modules``.
  ///
  /// Each value on its own (positive counts, known module and operator
  /// names) is checked where `mutate` declares the option, which says what
  /// it expects in the usage error; a module name this library does not
  /// know is still refused here, for callers other than `mutate`.
  ///
  /// - Throws: ``MutationFailure`` (exit 2) naming the options.
  public mutating func validate() throws {
    if selection && noSelection {
      throw MutationFailure("--selection and --no-selection: choose one")
    }
    var expanded: [String] = []
    for name in modules {
      for module in name == "all" ? Module.all.map(\.name) : [name] {
        guard Module.named(module) != nil else {
          throw MutationFailure(
            "--module \(name): not one of \(Self.moduleNames.joined(separator: ", "))")
        }
        if !expanded.contains(module) { expanded.append(module) }
      }
    }
    modules = expanded
    if !files.isEmpty && modules.count > 1 {
      throw MutationFailure("--files goes with one --module (the one the files belong to)")
    }
  }
}

/// Finds the package whose sources are mutated.
public enum PackageRoot {
  /// The nearest folder, from `start` up, that holds `MutationTesting/Package.swift`
  /// beside a `Package.swift`: the root package this tool belongs to.
  public static func find(from start: String) -> String? {
    var url = URL(fileURLWithPath: start).standardizedFileURL
    while true {
      let manager = FileManager.default
      if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
        manager.fileExists(atPath: url.appendingPathComponent("MutationTesting/Package.swift").path)
      {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
