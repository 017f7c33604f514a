// swift-tools-version: 6.0
// Policy: a package of its own, depending on the root package by path (as
// swift-collections does for its benchmarks), so `swift build` and
// `swift test` at the root need only the Swift toolchain, and only this
// runner needs Google Benchmark (Debian's libbenchmark-dev 1.7.1).

import PackageDescription

let package = Package(
  name: "SafeAreaBenchmarks",
  dependencies: [
    .package(name: "SafeAreaHarness", path: "..")
  ],
  targets: [
    // MARK: - Shims

    .systemLibrary(
      name: "CGoogleBenchmark",
      pkgConfig: "benchmark",
      providers: [.apt(["libbenchmark-dev"])]
    ),
    .target(
      name: "BenchmarkShim",
      dependencies: ["CGoogleBenchmark"]
    ),

    // MARK: - Executables

    .executableTarget(
      name: "bench",
      dependencies: [
        "BenchmarkShim",
        .product(name: "SafeAreaGeometry", package: "SafeAreaHarness"),
        .product(name: "SafeAreaRaster", package: "SafeAreaHarness"),
        .product(name: "PropertyFuzzing", package: "SafeAreaHarness"),
        .product(name: "SafeAreaInvariants", package: "SafeAreaHarness"),
        .product(name: "BenchmarkTracking", package: "SafeAreaHarness"),
        .product(name: "CommandLineOptions", package: "SafeAreaHarness"),
      ]
    ),
  ],
  cxxLanguageStandard: .cxx17
)
