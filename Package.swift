// swift-tools-version: 6.0
// Policy: no outside packages. Everything here builds with the Swift toolchain
// alone; the Google Benchmark runner lives in its own package under
// Benchmarks/ so that only it needs libbenchmark-dev.

import PackageDescription

let package = Package(
  name: "SafeAreaHarness",
  products: [
    .library(name: "SafeAreaGeometry", targets: ["SafeAreaGeometry"]),
    .library(name: "BenchmarkTracking", targets: ["BenchmarkTracking"]),
    .executable(name: "track", targets: ["track"]),
  ],
  targets: [
    // MARK: - Libraries

    .target(name: "SafeAreaGeometry"),
    .target(name: "BenchmarkTracking"),

    // MARK: - Tests

    .testTarget(
      name: "SafeAreaGeometryTests",
      dependencies: ["SafeAreaGeometry"]
    ),
    .testTarget(
      name: "BenchmarkTrackingTests",
      dependencies: ["BenchmarkTracking", "track"],
      resources: [.copy("Fixtures")]
    ),

    // MARK: - Executables

    .executableTarget(name: "track", dependencies: ["BenchmarkTracking"]),
  ],
  swiftLanguageModes: [.v6]
)
