// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(path: "../safe-area-harness")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "SafeAreaGeometry", package: "safe-area-harness")])
  ]
)
