// Policy: real raylib is the specification of "raylib semantics". The
// Canvas draws each frame and must light every pixel exactly as raylib
// does; where the Canvas differs on purpose, the difference is a rule
// written down (`Sources/SafeAreaRaylib/RaylibFrame+Differences.swift`) and
// this property checks that rule instead of skipping the case.

import Foundation
import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

extension InvariantSuite {
  /// The name of ``canvasMatchesRaylib(_:)``.
  public static let matchesRaylibName = "raster.matchesRaylib"
  /// The summary of ``canvasMatchesRaylib(_:)``.
  public static let matchesRaylibSummary =
    "the Canvas lights the pixels real raylib lights for the same calls"

  /// The Canvas draws every frame of raylib commands as real raylib does,
  /// bit for bit. A frame the reference cannot draw (it died, hung or
  /// refused it) is not judged, never a failure of the Canvas.
  ///
  /// - Parameter renderer: real raylib (or a stand-in in tests).
  public static func canvasMatchesRaylib(_ renderer: some RaylibRenderer) -> Property {
    let largest = renderer.largestFrame
    return Property(
      matchesRaylibName,
      summary: matchesRaylibSummary,
      generator: Domain.raylibFrame(largest: largest),
      describe: { $0.description }
    ) { frame, result in
      let expected: Framebuffer
      do {
        expected = try renderer.render(frame.asTheCanvasDrawsIt)
      } catch {
        // The judge failed, not the Canvas: nothing is known of this case.
        result.cannotJudge("the raylib reference gave no frame: \(error)")
        return
      }
      guard let actual = frame.renderedByCanvas() else {
        result.fail("no \(frame.size) canvas")
        return
      }
      compare(actual, expected, frame: frame, &result)
      classify(frame, &result)
    }
    // Bound by raylib's own speed (a Python process drawing with llvmpipe).
    .withQuota(5000)
  }

  /// Fails `result` at the first pixel where the frames differ, with the
  /// failure picture (raylib's frame as the expected side).
  static func compare(
    _ actual: Framebuffer, _ expected: Framebuffer, frame: RaylibFrame, _ result: inout CheckResult
  ) {
    guard actual.size == expected.size else {
      result.cannotJudge("raylib answered a \(expected.size) frame for a \(frame.size) window")
      return
    }
    FrameDifference(actual: actual, expected: expected)?.fail(
      &result, actual: "the Canvas", expected: "raylib",
      expectation: "the Canvas equals real raylib")
  }

  /// Labels for the fuzz report: which calls the frames exercised.
  static func classify(_ frame: RaylibFrame, _ result: inout CheckResult) {
    var kinds: UInt32 = 0
    for command in frame.commands {
      switch command {
      case .clearBackground: kinds |= 1
      case .beginScissorMode: kinds |= 2
      case .endScissorMode: kinds |= 4
      case .pushMatrix, .popMatrix: kinds |= 8
      case .translate: kinds |= 16
      case .drawRectangle: kinds |= 32
      case .drawRectangleRec: kinds |= 64
      case .drawCircleV: kinds |= 128
      case .drawLineEx: kinds |= 256
      case .drawRectangles: kinds |= 512
      case .drawCells: kinds |= 1024
      case .drawLine: kinds |= 2048
      case .drawRenderBatchActive, .disableBlending: break
      }
    }
    let names = [
      "clear", "scissor", "end scissor", "matrix stack", "translate", "DrawRectangle",
      "DrawRectangleRec", "DrawCircleV", "DrawLineEx", "rectangle batch", "cells", "DrawLine",
    ]
    for (bit, name) in names.enumerated() where kinds & (1 << bit) != 0 { result.label(name) }
    result.classify(frame.commands.count > 30, "stack limit")
    let met = frame.differencesMet
    result.classify(met.batch, "rule: flushed batch")
    result.classify(met.translucent, "rule: unblended")
    result.classify(met.scissorClamped, "rule: scissor clamped")
    result.classify(frame.size.width > 128 || frame.size.height > 128, "catalog screen")
  }
}
