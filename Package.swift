// swift-tools-version: 6.0
// Policy: no outside packages. Everything here builds with the Swift toolchain
// alone; the Google Benchmark runner lives in its own package under
// Benchmarks/ so that only it needs libbenchmark-dev.

import PackageDescription

// Policy: the checks are compiled optimized in the debug build too. The
// main job (`swift run fuzz --seed 1`) is a debug build, and at -Onone most
// of a layout, cell or frame case went to the checks' and generators' own
// generic code (metadata lookups, retains, unspecialized closures), not to
// the engine under test: with 20,000 cases a property it did not fit its
// 15 s. Only the two targets that hold the checks and the fuzzer's modes
// take it; the engine (SafeAreaGeometry), the mutants (SafeAreaMutants),
// the Canvas (SafeAreaRaster, whose debug-only span checks stay on) and
// PropertyFuzzing stay at -Onone, so a trap or a debug check in the code
// under test behaves as in any debug build. The flag is unsafe, which costs nothing more: SafeAreaInvariants
// already needs CFill's -O2, so neither target works as a URL dependency
// (README). `-O` keeps overflow and bounds traps; the build still passes
// -enable-testing, so `@testable import` works.
let checksOptimized: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "SafeAreaHarness",
  products: [
    .library(name: "SafeAreaGeometry", targets: ["SafeAreaGeometry"]),
    .library(name: "SafeAreaRaster", targets: ["SafeAreaRaster"]),
    .library(name: "PropertyFuzzing", targets: ["PropertyFuzzing"]),
    .library(name: "SafeAreaInvariants", targets: ["SafeAreaInvariants"]),
    // The raylib vocabulary: SafeAreaInvariants' and ImplementationProtocol's
    // public API name its frames and renderer.
    .library(name: "SafeAreaRaylib", targets: ["SafeAreaRaylib"]),
    // The documented bug shapes as engines (the coverage-guided Fuzzing/
    // package hunts them too, so they are a product).
    .library(name: "SafeAreaMutants", targets: ["SafeAreaMutants"]),
    // The tracker's run model, comparison, thresholds and declarations
    // (Benchmarks/ declares its thresholds with them); the statistics are a
    // product of their own for users who need only a test.
    .library(name: "BenchmarkTracking", targets: ["BenchmarkTracking"]),
    .library(name: "TrackingStatistics", targets: ["TrackingStatistics"]),
    .library(name: "TrackingHistory", targets: ["TrackingHistory"]),
    .library(name: "TrackingReports", targets: ["TrackingReports"]),
    .library(name: "TrackingCostModels", targets: ["TrackingCostModels"]),
    .library(name: "ImplementationProtocol", targets: ["ImplementationProtocol"]),
    // The one argument parser of fuzz, track and bench (Benchmarks/ is its
    // own package, so the parser is a product).
    .library(name: "CommandLineOptions", targets: ["CommandLineOptions"]),
    .executable(name: "fuzz", targets: ["fuzz"]),
    .executable(name: "track", targets: ["track"]),
  ],
  targets: [
    // MARK: - Libraries

    // The engine rounds with `rounded(_:)`, which lowers to libm's round,
    // rint, trunc and floor. Foundation links libm for its users; a consumer
    // without Foundation would fail to link, so the engine asks for it.
    .target(
      name: "SafeAreaGeometry",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "SafeAreaRaster",
      dependencies: ["SafeAreaGeometry", "SeededRandom", "CLibPNG", "CFill"]
    ),
    .target(
      name: "PropertyFuzzing", dependencies: ["SeededRandom", "FileSupport", "CCrashContext"]),
    // SplitMix64, shared by the fuzzer and the scenes (re-exported by both).
    .target(name: "SeededRandom"),
    // Atomic writes and checked reads of files and folders, shared by the
    // fuzzer (re-exported) and the tracker.
    .target(name: "FileSupport"),
    // The raylib vocabulary (calls, frames, the Canvas's reading of them, the
    // documented differences, the renderer seam), apart from the properties:
    // ImplementationProtocol's real-raylib judge and raylib-peer need the
    // vocabulary, not the properties.
    .target(name: "SafeAreaRaylib", dependencies: ["SafeAreaGeometry", "SafeAreaRaster"]),
    .target(
      name: "SafeAreaInvariants",
      dependencies: [
        "SafeAreaGeometry", "SafeAreaRaster", "SafeAreaRaylib", "PropertyFuzzing", "CFill",
      ],
      swiftSettings: checksOptimized
    ),
    // The mutants: the real engine with one function replaced by a
    // documented bug shape, each naming the properties that must catch it.
    .target(name: "SafeAreaMutants", dependencies: ["SafeAreaInvariants", "SafeAreaGeometry"]),
    // The tracker, split along its seams so that a tool takes only what it
    // uses (fuzz: the statistics alone): the statistics; the run model and
    // comparison; history and change points; reports; cost models.
    .target(name: "TrackingStatistics"),
    .target(name: "BenchmarkTracking", dependencies: ["TrackingStatistics", "FileSupport"]),
    .target(
      name: "TrackingHistory",
      dependencies: ["BenchmarkTracking", "TrackingStatistics", "FileSupport", "SeededRandom"]),
    .target(
      name: "TrackingReports",
      dependencies: ["BenchmarkTracking", "TrackingStatistics", "TrackingHistory"]),
    .target(name: "TrackingCostModels", dependencies: ["BenchmarkTracking", "FileSupport"]),
    .target(
      name: "ImplementationProtocol",
      dependencies: [
        "SafeAreaInvariants", "SafeAreaGeometry", "SafeAreaRaster", "SafeAreaRaylib",
        "CProcessSpawn",
      ]
    ),
    // Every mode of `fuzz` as a configuration of PropertyFuzzing's engine:
    // the suite, mutants, programs over the line protocol, replay lines,
    // crash shrinking, shard merges.
    .target(
      name: "SafeAreaFuzzing",
      dependencies: [
        "PropertyFuzzing", "SafeAreaInvariants", "SafeAreaMutants", "SafeAreaGeometry",
        "SafeAreaRaylib", "ImplementationProtocol", "TrackingStatistics",
      ],
      swiftSettings: checksOptimized
    ),

    // MARK: - Shims

    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),

    .target(name: "CCrashContext"),
    // Policy: the pixel kernels are compiled optimized in every build, the
    // debug build `swift run fuzz` makes included (Sources/CFill/CFill.c
    // says why); SwiftPM admits the flag in a root package and in a
    // package that depends on this one by path (Benchmarks/,
    // MutationTesting/).
    .target(name: "CFill", cSettings: [.unsafeFlags(["-O2"])]),
    // fork and exec with a parent-death signal (posix_spawn cannot set one).
    .target(name: "CProcessSpawn"),

    // MARK: - Tool support

    .target(name: "CommandLineOptions"),

    // MARK: - Test support

    .target(name: "ExecutableTesting", path: "Tests/ExecutableTesting"),

    // MARK: - Tests

    .testTarget(
      name: "SafeAreaGeometryTests",
      dependencies: ["SafeAreaGeometry", "PropertyFuzzing"]
    ),
    .testTarget(
      name: "SafeAreaRasterTests",
      dependencies: ["SafeAreaRaster", "SafeAreaGeometry", "ExecutableTesting"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "PropertyFuzzingTests",
      dependencies: ["PropertyFuzzing", "ExecutableTesting"]
    ),
    .testTarget(
      name: "SafeAreaRaylibTests",
      dependencies: ["SafeAreaRaylib", "SafeAreaRaster", "SafeAreaGeometry"]
    ),
    .testTarget(
      name: "FileSupportTests",
      dependencies: ["FileSupport", "ExecutableTesting"]
    ),
    .testTarget(
      name: "SafeAreaInvariantsTests",
      dependencies: [
        "SafeAreaInvariants", "SafeAreaMutants", "PropertyFuzzing", "SafeAreaGeometry",
      ]
    ),
    // fuzz's command line end to end: the built tool's exit statuses,
    // output, replay lines and files, and its crash supervisor.
    .testTarget(
      name: "FuzzToolTests",
      dependencies: [
        "fuzz", "SafeAreaFuzzing", "SafeAreaInvariants", "SafeAreaMutants", "PropertyFuzzing",
        "SafeAreaRaster", "CommandLineOptions", "ExecutableTesting",
      ]
    ),
    .testTarget(
      name: "BenchmarkTrackingTests",
      dependencies: [
        "BenchmarkTracking", "TrackingStatistics", "TrackingHistory", "TrackingReports",
        "TrackingCostModels", "CommandLineOptions", "ExecutableTesting", "SeededRandom", "track",
      ],
      exclude: ["Golden"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "ImplementationProtocolTests",
      dependencies: [
        "ImplementationProtocol", "SafeAreaInvariants", "SafeAreaGeometry", "SafeAreaRaylib",
        "SafeAreaFuzzing", "ExecutableTesting", "fuzz",
      ]
    ),
    .testTarget(
      name: "CommandLineOptionsTests",
      dependencies: ["CommandLineOptions"]
    ),
    // Reads ARCHITECTURE.md and every import under Sources/: no dependency.
    .testTarget(name: "ArchitectureTests"),

    // MARK: - Executables

    .executableTarget(
      name: "fuzz",
      dependencies: [
        "SafeAreaFuzzing", "SafeAreaInvariants", "SafeAreaMutants", "PropertyFuzzing",
        "CommandLineOptions",
      ]
    ),
    .executableTarget(
      name: "track",
      dependencies: [
        "BenchmarkTracking", "TrackingStatistics", "TrackingHistory", "TrackingReports",
        "TrackingCostModels", "CommandLineOptions", "SeededRandom",
      ]
    ),
    // The Canvas against real raylib, frames per second in one run
    // (Evaluations/raylib-peer/raylib-peer writes its report under results/raylib-peer/).
    .executableTarget(
      name: "raylib-peer",
      dependencies: [
        "SafeAreaRaster", "SafeAreaGeometry", "SafeAreaRaylib", "ImplementationProtocol",
        "CommandLineOptions",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
