// Policy: each module is mutated on its own and judged by the checks that
// own it, cheapest first; a mutant is killed by the first check that tells
// it from the original. The engine and the rasterizer are judged by the
// fuzzer's properties; the judges (the fuzzer's machinery, the regression
// tracker, the pipe protocol) by their unit tests and by the fast form of
// the evaluations that judge them. A check is a command with the exit
// status a correct build gives; any other status (or a trap, or a timeout)
// kills.

/// A module the tool mutates: its folders and the checks that judge it.
struct Module: Sendable {
  /// Its name on the command line (`engine`, `BenchmarkTracking`).
  let name: String
  /// The folders mutated, relative to the package root; the first holds the switch.
  let dirs: [String]
  /// What it is, for people.
  let about: String
  /// Its checks, in turn (`fuzz`, `tests:FILTER|FILTER`, `fuzz-judges`,
  /// `changepoints`, `implementations`).
  let checks: [String]
  /// Whether the swaps go into string interpolations (its strings are its output).
  var interpolations = false

  /// Every module, in the order `--module all` runs them.
  static let all: [Module] = [
    Module(
      name: "engine", dirs: ["Sources/SafeAreaGeometry", "Sources/SafeAreaRaster"],
      about: "the geometry engine and the rasterizer, judged by every property of `fuzz`",
      checks: ["fuzz"]),
    Module(
      name: "PropertyFuzzing", dirs: ["Sources/PropertyFuzzing"],
      about: "generation, shrinking, case slicing and shards, corpus, merge and reports",
      checks: [
        "tests:PropertyFuzzingTests", "fuzz-judges",
        "tests:SafeAreaInvariantsTests.FuzzCommandTests|SafeAreaInvariantsTests.CorpusReplayTests"
          + "|SafeAreaInvariantsTests.CrashChildTests|SafeAreaInvariantsTests.CrashShrinkingTests"
          + "|SafeAreaInvariantsTests.FuzzRobustnessTests",
      ]),
    Module(
      name: "FileSupport", dirs: ["Sources/FileSupport"],
      about:
        "atomic writes and checked reads of files and folders, for the fuzzer and the tracker",
      checks: [
        "tests:PropertyFuzzingTests.AtomicFileTests|PropertyFuzzingTests.InputFolderTests"
          + "|PropertyFuzzingTests.CorpusTests",
        "tests:BenchmarkTrackingTests",
      ]),
    Module(
      // One entry for the tracker's five modules, so the nightly's and CI's
      // `--module BenchmarkTracking` and its history of scores go on; the
      // statistics come first because every other module imports them (the
      // switch lives there).
      name: "BenchmarkTracking",
      dirs: [
        "Sources/TrackingStatistics", "Sources/BenchmarkTracking", "Sources/TrackingHistory",
        "Sources/TrackingReports", "Sources/TrackingCostModels",
      ],
      about: "statistics, verdicts, thresholds, change points, history, reports, cost models",
      checks: ["tests:BenchmarkTrackingTests", "changepoints"]),
    Module(
      name: "ImplementationProtocol", dirs: ["Sources/ImplementationProtocol"],
      about:
        "wire encoding and decoding, handshake, batching, child processes, the raylib reference client",
      checks: ["tests:ImplementationProtocolTests", "implementations"],
      interpolations: true),
  ]

  /// The module named `name`.
  static func named(_ name: String) -> Module? { all.first { $0.name == name } }

  /// The generated switch's file: in the module's first folder.
  var switchFile: String { dirs[0] + "/__MutationSwitch.swift" }

  /// Whether `rel` is a Swift source of this module.
  func owns(_ rel: String) -> Bool {
    rel.hasSuffix(".swift") && dirs.contains { rel.hasPrefix($0 + "/") }
  }
}

/// Sources left alone, each for a reason the report gives.
enum Exclusions {
  /// Paths (a folder ends in /) not mutated, with the reason.
  static let paths: [String: String] = [
    "Sources/SafeAreaGeometry/Devices/Device+Catalog.swift": "published device table (unit tests)",
    "Sources/SafeAreaGeometry/Layout/UIKit/Device+Television.swift":
      "published tvOS figures (unit tests)",
    "Sources/SafeAreaGeometry/Layout/Foldable/FoldablePosture.swift":
      "published posture table (unit tests)",
    "Sources/SafeAreaRaster/PNG/":
      "libpng I/O and the failure overlay, for people (golden-file tests)",
    "Sources/SafeAreaRaster/Scenes/": "fixture content drawn by the host properties",
    "Sources/SafeAreaRaster/Pictures/":
      "failure pictures, drawn only for people after a failure (golden-file and rule tests)",
  ]

  /// For one file, the lines left alone (the colour palette's constants).
  static let lines: [String: Pattern] = [
    "Sources/SafeAreaRaster/Framebuffer/Color.swift": Pattern(
      #"^\s*public static let \w+ = Color\("#)
  ]

  /// Whether `rel` is excluded.
  static func excludes(_ rel: String) -> Bool {
    paths.keys.contains { rel == $0 || ($0.hasSuffix("/") && rel.hasPrefix($0)) }
  }

  /// The exclusions inside a module's folders, for its report.
  static func within(_ module: Module) -> [String: String] {
    paths.filter { path, _ in module.dirs.contains { path.hasPrefix($0 + "/") } }
  }
}
