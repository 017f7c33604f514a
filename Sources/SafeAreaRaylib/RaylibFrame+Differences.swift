// Policy: where the Canvas differs from real raylib on purpose, the
// difference is a rule that can be checked, not a case that is skipped.
// Each rule says which calls it concerns and turns a frame into the frame
// raylib must draw for its pixels to equal the Canvas's, so the
// comparison stays bit for bit. ARCHITECTURE.md ("Fidelity to raylib")
// lists the same rules with their reasons.
//
// 1. Immediate drawing. raylib batches shapes and draws them at the next
//    flush (BeginScissorMode, EndScissorMode, a full batch, the end of the
//    frame); ClearBackground clears at once, under the batched shapes, and
//    rlTranslatef outside rlPushMatrix changes the modelview matrix that
//    the whole batch is drawn with. The Canvas draws each call when it is
//    made, as raylib does when the batch is flushed before such a call
//    (rlDrawRenderBatchActive()). Why: the batch's size is a build setting
//    (8192 quads on desktop OpenGL, 2048 on OpenGL ES, the phones'), so the
//    pixels of a frame that clears over batched shapes depend on the build
//    and the platform; the one behaviour every build agrees on is the
//    flushed one, and every call's pixels being there when it returns is
//    what the scenes, the properties and the failure pictures read.
// 2. No blending. The Canvas stores a shape's colour as given; raylib
//    blends it with BLEND_ALPHA. The two agree for opaque colours (what a
//    host clears with and the scenes draw), and for a translucent one the
//    Canvas lights exactly the pixels raylib covers, with the colour as
//    raylib's BLEND_CUSTOM with factors (ONE, ZERO) stores it. Why: the
//    harness judges coverage (which pixels a scene may touch), and
//    blending's last bit is rounded differently by every GPU (llvmpipe
//    multiplies 8-bit values approximately), so it would tie the Canvas
//    to one driver.
// 3. Scissor rectangles far outside the frame. raylib passes its `int`
//    rectangle to glScissor after flipping it with the window's height,
//    and Mesa keeps scissor bounds in 16 bits, so an edge beyond about
//    ±32768 pixels wraps around into the frame (BeginScissorMode(0,
//    -67108863, 1, 0) lets the top row through). The Canvas takes any
//    rectangle exactly. Such a rectangle is clamped to ±16384 (the largest
//    framebuffer) before raylib sees it, which changes no pixel the Canvas
//    decides: the same frame pixels pass.

import SafeAreaGeometry
import SafeAreaRaster

extension RaylibFrame {
  /// The frame raylib must draw for its pixels to equal the Canvas's under
  /// the documented differences: a flush before every ClearBackground and
  /// every rlTranslatef outside rlPushMatrix that follows batched shapes,
  /// and blending off when a shape's colour is translucent.
  public var asTheCanvasDrawsIt: RaylibFrame {
    var commands: [RaylibCommand] = []
    commands.reserveCapacity(self.commands.count + 4)
    if self.commands.contains(where: \.drawsTranslucently) {
      commands.append(.disableBlending)
    }
    var depth = 0
    var batched = false
    for command in self.commands {
      switch command {
      case .clearBackground:
        if batched { commands.append(.drawRenderBatchActive) }
        batched = false
      case .translate where depth == 0:
        if batched { commands.append(.drawRenderBatchActive) }
        batched = false
      case .translate, .disableBlending:
        break
      case .pushMatrix:
        // rlgl ignores a push beyond its stack and a pop of an empty one.
        if depth < RaylibFrame.matrixStackSize { depth += 1 }
      case .popMatrix:
        if depth > 0 { depth -= 1 }
      case .beginScissorMode(let x, let y, let width, let height):
        batched = false
        if width >= 0, height >= 0 {
          let columns = Self.clamped(Int64(x), Int64(x) + Int64(width))
          let rows = Self.clamped(Int64(y), Int64(y) + Int64(height))
          commands.append(
            .beginScissorMode(
              x: columns.start, y: rows.start, width: columns.extent, height: rows.extent))
          continue
        }
      case .endScissorMode, .drawRenderBatchActive:
        batched = false
      case .drawRectangle, .drawRectangleRec, .drawCircleV, .drawLine, .drawLineEx,
        .drawRectangles, .drawCells:
        batched = true
      }
      commands.append(command)
    }
    return RaylibFrame(size: size, commands: commands)
  }

  /// The largest scissor edge raylib is sent, either way: the largest
  /// framebuffer's side.
  static let scissorLimit = Int64(Framebuffer.maximumDimension)

  /// An edge pair `[low, high)` clamped to ±``scissorLimit``, as a start
  /// and an extent that keep the same pixels of any framebuffer.
  static func clamped(_ low: Int64, _ high: Int64) -> (start: Int32, extent: Int32) {
    let start = Swift.min(Swift.max(low, -scissorLimit), scissorLimit)
    let end = Swift.min(Swift.max(high, -scissorLimit), scissorLimit)
    return (Int32(start), Int32(Swift.max(end - start, 0)))
  }

  /// rlgl's `RL_MAX_MATRIX_STACK_SIZE`.
  static let matrixStackSize = 32
}

extension RaylibCommand {
  /// Whether the call draws a shape in a colour that is not opaque.
  var drawsTranslucently: Bool {
    switch self {
    case .drawRectangle(_, _, _, _, let color), .drawRectangleRec(_, _, _, _, let color),
      .drawCircleV(_, _, _, let color), .drawLine(_, _, _, _, let color),
      .drawLineEx(_, _, _, _, _, let color),
      .drawRectangles(_, let color), .drawCells(_, _, _, let color):
      return color.alpha != 255
    default:
      return false
    }
  }
}
