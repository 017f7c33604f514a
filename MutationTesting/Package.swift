// swift-tools-version: 6.0
// Policy: a package of its own, depending on the root package by path (as the
// Benchmarks/ and Fuzzing/ packages do), so `swift build` and `swift test` at
// the root never build the mutation tool. The tool rewrites the root
// package's sources in a scratch copy and builds that copy with the same
// toolchain; it needs only Foundation and the package's argument parser.

import PackageDescription

let package = Package(
  name: "SafeAreaMutationTesting",
  dependencies: [
    .package(name: "SafeAreaHarness", path: "..")
  ],
  targets: [
    // MARK: - Libraries

    .target(name: "MutationTesting"),

    // MARK: - Tests

    .testTarget(
      name: "MutationTestingTests",
      dependencies: ["MutationTesting"]
    ),

    // MARK: - Executables

    .executableTarget(
      name: "mutate",
      dependencies: [
        "MutationTesting",
        .product(name: "CommandLineOptions", package: "SafeAreaHarness"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
