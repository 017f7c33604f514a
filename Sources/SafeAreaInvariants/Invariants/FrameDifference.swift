// Policy: every pixel property reports a frame that differs from what it
// should be the same way, from this one place (as swift-snapshot-testing's
// `Diffing` owns the diff of every snapshot): the first differing pixel in
// row order, how many differ, one message shape, and the failure picture
// (expected left, actual right, that pixel ringed) attached to the case.

import Foundation
import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

/// Where two frames of the same size first differ.
struct FrameDifference {
  /// The frame as drawn.
  let actual: Framebuffer
  /// The frame as it should be.
  let expected: Framebuffer
  /// The first differing pixel, in row order.
  let x: Int
  let y: Int

  /// The first difference of two frames, or `nil` when they are equal or
  /// of different sizes (a size mismatch is its own failure).
  init?(actual: Framebuffer, expected: Framebuffer) {
    guard let index = actual.firstDifference(from: expected) else { return nil }
    self.init(actual: actual, expected: expected, index: index)
  }

  /// The difference at a pixel index found by the caller (a hot path that
  /// compares raw pixels first and builds frames only on failure).
  init(actual: Framebuffer, expected: Framebuffer, index: Int) {
    self.actual = actual
    self.expected = expected
    x = index % Swift.max(1, actual.width)
    y = index / Swift.max(1, actual.width)
  }

  /// `pixel (x, y) is A on the <actual> and B in <expected> (n of N
  /// pixels differ)`.
  ///
  /// - Parameters:
  ///   - actualName: what drew the actual frame (`the Canvas`).
  ///   - expectedName: what drew the expected one (`raylib`).
  ///   - prefix: words before it (`after DrawRectangle(...) `), or empty.
  func message(actual actualName: String, expected expectedName: String, prefix: String = "")
    -> String
  {
    let index = y * actual.width + x
    let differing = actual.differingPixelCount(from: expected) ?? actual.pixels.count
    return
      "\(prefix)pixel (\(x), \(y)) is \(Color(packed: actual.pixels[index])) on \(actualName) "
      + "and \(Color(packed: expected.pixels[index])) in \(expectedName) "
      + "(\(differing) of \(actual.pixels.count) pixels differ)"
  }

  /// Fails `result` with ``message(actual:expected:prefix:)`` and attaches
  /// the picture.
  func fail(
    _ result: inout CheckResult, actual actualName: String, expected expectedName: String,
    prefix: String = "", expectation: String
  ) {
    result.fail(message(actual: actualName, expected: expectedName, prefix: prefix))
    Self.attachPicture(
      actual: actual, expected: expected, region: nil, marksBands: false, failingAt: (x, y),
      expectation: expectation, to: &result)
  }

  /// Attaches the failure picture of a frame: `expected` beside it (or
  /// only the frame), the failing pixel ringed, the broken rule in the
  /// legend.
  ///
  /// - Parameters:
  ///   - actual: the frame as drawn.
  ///   - expected: the frame as it should be, when known.
  ///   - region: the safe region to outline, if any.
  ///   - marksBands: whether to hatch the bands outside the region.
  ///   - pixel: the failing pixel.
  ///   - expectation: the broken rule, in words.
  ///   - result: the case's result.
  static func attachPicture(
    actual: Framebuffer, expected: Framebuffer?, region: PixelRect?, marksBands: Bool = true,
    failingAt pixel: (x: Int, y: Int), expectation: String, to result: inout CheckResult
  ) {
    let picture = FailurePicture(
      actual: actual, expected: expected, region: region, marksBands: marksBands,
      failingPixel: .init(x: pixel.x, y: pixel.y), expectation: expectation)
    result.attach(
      Attachment(fileExtension: "png") { path in
        try picture.writePNG(to: URL(fileURLWithPath: path))
      })
  }
}
