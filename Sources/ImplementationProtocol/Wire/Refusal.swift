// Policy: LineProtocol.md says, per function, which requests are answered
// with an error rather than a result (null included). The rules live here
// once: the served engine refuses exactly these requests, and the pipe
// client demands an error for exactly these and a result for every other,
// so a program that answers null where the page says error (or the
// reverse) fails the case that sent it.

import SafeAreaGeometry
import SafeAreaRaster

/// The requests the protocol answers with an error, and why.
enum Refusal {
  /// Why `pixelFrame` refuses these arguments, or `nil` when it answers a
  /// result: a screen or inset that is NaN, infinite or negative, a scale
  /// that is not a positive finite number, or a screen or inset beyond the
  /// 32-bit pixel range once converted (the engine's typed errors, in the
  /// order it checks them; an empty region in points is `null` before any
  /// inset is converted).
  static func pixelFrame(screen: Size, insets: EdgeInsets, scale: Double) -> String? {
    let region: SafeRegion
    let displayScale: DisplayScale
    do {
      region = try SafeRegion(screen: screen, insets: insets)
      displayScale = try DisplayScale(validating: scale)
      _ = try region.pixelFrame(scale: displayScale)
    } catch {
      return error.description
    }
    return nil
  }

  /// Why `hostPlan` refuses a scale, or `nil`.
  static func hostPlan(scale: Double) -> String? {
    DisplayScale(exactly: scale) == nil ? GeometryError.invalidScale(scale).description : nil
  }

  /// Why `hostFrame` refuses a screen, or `nil`: a frame needs each side in
  /// `1...Framebuffer.maximumDimension` (GL_MAX_TEXTURE_SIZE).
  static func hostFrame(screen: PixelSize) -> String? {
    let sides = 1...Framebuffer.maximumDimension
    guard sides.contains(screen.width), sides.contains(screen.height) else {
      return "a \(screen) screen has no frame (each side must be 1 to "
        + "\(Framebuffer.maximumDimension))"
    }
    return nil
  }
}
