// Policy: a command is one raylib call with the argument types raylib
// takes (C `int` as `Int32`, `float` as `Float`), so a frame means the same
// thing to the Canvas and to real raylib: nothing is rounded on the way.
// The Canvas's own API is wider (64-bit pixels, `Double` coordinates);
// `run(on:)` is the one place that says which Canvas call stands for which
// raylib call.

import SafeAreaGeometry
import SafeAreaRaster

/// One raylib call of a host or a scene.
public enum RaylibCommand: Sendable, Hashable {
  /// `ClearBackground(color)`: glClear, bounded by the scissor.
  case clearBackground(Color)
  /// `BeginScissorMode(x, y, width, height)`, in screen pixels from the
  /// top left.
  case beginScissorMode(x: Int32, y: Int32, width: Int32, height: Int32)
  /// `EndScissorMode()`.
  case endScissorMode
  /// `rlPushMatrix()`.
  case pushMatrix
  /// `rlPopMatrix()`.
  case popMatrix
  /// `rlTranslatef(x, y, 0)`.
  case translate(x: Float, y: Float)
  /// `DrawRectangle(x, y, width, height, color)`.
  case drawRectangle(x: Int32, y: Int32, width: Int32, height: Int32, Color)
  /// `DrawRectangleRec((Rectangle){x, y, width, height}, color)`.
  case drawRectangleRec(x: Float, y: Float, width: Float, height: Float, Color)
  /// `DrawCircleV((Vector2){x, y}, radius, color)`.
  case drawCircleV(x: Float, y: Float, radius: Float, Color)
  /// `DrawLine(startPosX, startPosY, endPosX, endPosY, color)`: a GL line
  /// of width 1 (the same vertices as `DrawLineV` of the `int`s converted
  /// to `float`), lit by the diamond-exit rule, not `DrawLineEx`'s quad.
  case drawLine(startX: Int32, startY: Int32, endX: Int32, endY: Int32, Color)
  /// `DrawLineEx(start, end, thick, color)`.
  case drawLineEx(startX: Float, startY: Float, endX: Float, endY: Float, thick: Float, Color)
  /// `DrawRectangle` for each rectangle, one colour: a batch.
  case drawRectangles([RectangleArguments], Color)
  /// `rlDrawRenderBatchActive()`: draws the shapes raylib has batched
  /// since the last flush. The Canvas draws every call at once, so for it
  /// this does nothing.
  case drawRenderBatchActive
  /// `rlSetBlendFactors(RL_ONE, RL_ZERO, RL_FUNC_ADD);
  /// BeginBlendMode(BLEND_CUSTOM)`: later shapes store their colour as
  /// given instead of blending it, as the Canvas does. A no-op for it.
  case disableBlending
  /// A cell board as a scene draws it: `DrawRectangle(column * cellWidth,
  /// row * cellHeight, cellWidth, cellHeight, color)` for each live cell.
  case drawCells(CellBoard, cellWidth: Int32, cellHeight: Int32, Color)

  /// The four `int` arguments of one `DrawRectangle`.
  public struct RectangleArguments: Sendable, Hashable {
    /// `posX`.
    public var x: Int32
    /// `posY`.
    public var y: Int32
    /// `width`.
    public var width: Int32
    /// `height`.
    public var height: Int32

    /// Creates the arguments.
    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The rectangle in the Canvas's pixels.
    public var pixelRect: PixelRect {
      PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }
  }
}

/// A frame for real raylib and the Canvas alike: its size and its commands,
/// drawn from a new context's state (identity matrix, empty stack, scissor
/// test off) on pixels that start out `Color.blank`.
public struct RaylibFrame: Sendable, Hashable {
  /// The framebuffer (window) size.
  public var size: PixelSize
  /// The calls, in order.
  public var commands: [RaylibCommand]

  /// Creates a frame.
  public init(size: PixelSize, commands: [RaylibCommand]) {
    self.size = size
    self.commands = commands
  }
}
