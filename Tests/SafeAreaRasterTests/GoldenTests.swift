// Policy: golden frames are rendered at one pixel per point (402x874 for
// the iPhone 16 Pro) so the files stay a few KB. Re-record them with
//   RECORD_GOLDENS=1 swift test --filter SafeAreaRasterTests
// and look at the result before committing it.

import Foundation
import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Golden frames")
struct GoldenTests {
  struct Golden: Sendable, CustomTestStringConvertible {
    let name: String
    let orientation: Orientation
    let scene: @Sendable () -> any Scene
    let overlay: Bool
    var testDescription: String { name }
  }

  static let goldens: [Golden] = [
    Golden(
      name: "iphone16pro-portrait-life", orientation: .portrait,
      scene: { LifeScene(seed: 16, generations: 4) }, overlay: false),
    Golden(
      name: "iphone16pro-landscape-life", orientation: .landscapeLeft,
      scene: { LifeScene(seed: 16, generations: 4) }, overlay: false),
    Golden(
      name: "iphone16pro-landscape-automaton-overlay", orientation: .landscapeRight,
      scene: { AutomatonScene(rule: 90) }, overlay: true),
  ]

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  @Test("frames match their golden PNGs pixel for pixel", arguments: goldens)
  func matches(golden: Golden) throws {
    let device = atScaleOne(.iPhone16Pro)
    let plan = try HostFramePlan(device: device, orientation: golden.orientation)
    var canvas = try Canvas(size: plan.screen)
    try canvas.execute(plan, clearColor: hostClear, scene: golden.scene())
    let overlay = golden.overlay ? SafeAreaOverlay(region: plan.region) : nil
    let url = Self.directory.appendingPathComponent("\(golden.name).png")

    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try canvas.framebuffer.writePNG(to: url, overlay: overlay)
    }
    let expected = try Framebuffer(contentsOfPNG: url)
    // Compare through the same export path, so the overlay is part of it.
    let actualURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(golden.name)-\(UUID().uuidString).png")
    try canvas.framebuffer.writePNG(to: actualURL, overlay: overlay)
    let actual = try Framebuffer(contentsOfPNG: actualURL)
    let differing = actual.differingPixelCount(from: expected)
    #expect(
      differing == 0,
      Comment(
        rawValue: "\(differing.map(String.init) ?? "size differs:") pixels differ; "
          + "actual frame kept at \(actualURL.path)"))
    if differing == 0 { try? FileManager.default.removeItem(at: actualURL) }
  }
}
