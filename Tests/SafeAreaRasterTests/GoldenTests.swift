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

  @Test("frames match their golden PNGs pixel for pixel", arguments: goldens)
  func matches(golden: Golden) throws {
    let device = atScaleOne(.iPhone16Pro)
    let plan = try HostFramePlan(device: device, orientation: golden.orientation)
    var canvas = try Canvas(size: plan.screen)
    try canvas.execute(plan, clearColor: hostClear, scene: golden.scene())
    let overlay = golden.overlay ? SafeAreaOverlay(region: plan.region) : nil
    try expectMatchesGolden(golden.name) { url in
      try canvas.framebuffer.writePNG(to: url, overlay: overlay)
    }
  }
}
