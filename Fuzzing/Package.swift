// swift-tools-version: 6.0
// Policy: a package of its own, depending on the root package by path (as the
// Benchmarks/ package does), so `swift build` and `swift test` at the root
// never see libFuzzer. The executable is meant to be built with
// `-Xswiftc -sanitize=fuzzer,address` (see Scripts/run/coverage-fuzz), which
// instruments every Swift target of the build, the engine included; built
// without it, it still links and replays inputs, without coverage guidance.

import PackageDescription

let package = Package(
  name: "SafeAreaCoverageFuzzing",
  dependencies: [
    .package(name: "SafeAreaHarness", path: "..")
  ],
  targets: [
    // MARK: - Libraries

    .target(
      name: "CoverageFuzzing",
      dependencies: [
        .product(name: "PropertyFuzzing", package: "SafeAreaHarness"),
        .product(name: "SafeAreaInvariants", package: "SafeAreaHarness"),
        .product(name: "SafeAreaMutants", package: "SafeAreaHarness"),
      ]
    ),

    // MARK: - Shims

    .systemLibrary(name: "CLibFuzzer"),

    // MARK: - Tests

    .testTarget(
      name: "CoverageFuzzingTests",
      dependencies: [
        "CoverageFuzzing",
        .product(name: "PropertyFuzzing", package: "SafeAreaHarness"),
        .product(name: "SafeAreaInvariants", package: "SafeAreaHarness"),
      ]
    ),

    // MARK: - Executables

    .executableTarget(
      name: "coverage-fuzz",
      dependencies: [
        "CoverageFuzzing", "CLibFuzzer",
        .product(name: "PropertyFuzzing", package: "SafeAreaHarness"),
      ],
      // The entry point is `coverage_fuzz_main`, defined with @_cdecl (see
      // EntryPoint.swift), so the module must have no top-level code.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
