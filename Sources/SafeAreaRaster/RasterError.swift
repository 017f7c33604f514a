// Policy: the rasterizer never traps on input. State changes that GL would
// refuse (a negative scissor, popping an empty matrix stack, a framebuffer of
// impossible size) throw this typed error and leave the state as it was, the
// way glScissor reports GL_INVALID_VALUE and keeps the old box.

import SafeAreaGeometry

/// What was wrong with a rasterizer input.
public enum RasterError: Error, Hashable, Sendable {
  /// A framebuffer extent outside `1...Framebuffer.maximumDimension`.
  case invalidFramebufferSize(width: Int, height: Int)
  /// A scissor rectangle with a negative width or height (GL_INVALID_VALUE);
  /// the previous scissor is kept.
  case negativeScissorExtent(PixelRect)
  /// `popMatrix()` with nothing pushed; the current matrix is kept.
  case matrixStackUnderflow
  /// `pushMatrix()` beyond ``Canvas/maximumMatrixDepth`` pushes.
  case matrixStackOverflow(limit: Int)
  /// A named value was NaN or an infinity where a finite number is needed.
  case notFinite(name: String, value: Double)
  /// A board's cell count does not match the grid it is drawn with.
  case boardMismatch(expectedColumns: Int, expectedRows: Int, columns: Int, rows: Int)
  /// A board was described with a negative extent or a cell array of the
  /// wrong length.
  case invalidBoard(columns: Int, rows: Int, cellCount: Int)
  /// A host frame plan for a screen of a different size than the framebuffer.
  case planScreenMismatch(plan: PixelSize, framebuffer: PixelSize)
  /// A scene parameter outside its documented range.
  case invalidParameter(name: String, value: Int, expected: String)
  /// The geometry engine refused an input (a grid sizing, a region).
  case geometry(GeometryError)
}

extension RasterError: CustomStringConvertible {
  /// A sentence naming the input and what was wrong with it.
  public var description: String {
    switch self {
    case .invalidFramebufferSize(let width, let height):
      return "framebuffer size \(width)x\(height) must be 1...\(Framebuffer.maximumDimension) "
        + "on each side"
    case .negativeScissorExtent(let rect):
      return "scissor \(rect) has a negative extent (GL_INVALID_VALUE); old scissor kept"
    case .matrixStackUnderflow:
      return "popMatrix() with an empty matrix stack; matrix kept"
    case .matrixStackOverflow(let limit):
      return "pushMatrix() beyond \(limit) levels"
    case .notFinite(let name, let value):
      return "\(name) must be finite, got \(value)"
    case .boardMismatch(let expectedColumns, let expectedRows, let columns, let rows):
      return "board is \(columns)x\(rows) cells, the grid is \(expectedColumns)x\(expectedRows)"
    case .invalidBoard(let columns, let rows, let cellCount):
      return "board of \(columns)x\(rows) cells cannot hold \(cellCount) values"
    case .planScreenMismatch(let plan, let framebuffer):
      return "plan is for a \(plan) screen, the framebuffer is \(framebuffer)"
    case .invalidParameter(let name, let value, let expected):
      return "\(name) must be \(expected), got \(value)"
    case .geometry(let error):
      return "geometry: \(error)"
    }
  }
}
