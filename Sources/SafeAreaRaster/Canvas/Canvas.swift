// Policy: the canvas is rlgl's immediate mode reduced to what a 2D raylib
// host uses: a translation matrix stack and one scissor rectangle. Rotation
// and scale are left out on purpose: raylib's safe-area host only calls
// rlTranslatef, and keeping the matrix a translation keeps every rectangle
// axis-aligned, so fills stay bulk row stores. Shapes with a non-finite
// coordinate cover no pixel (drawing is total and never throws); state
// changes GL would refuse throw ``RasterError`` and keep the old state.

import SafeAreaGeometry

/// An immediate-mode drawing context over a ``Framebuffer``, with rlgl's
/// matrix stack and scissor semantics.
///
/// A pixel is covered by a shape when its centre `(x + 0.5, y + 0.5)` lies
/// inside the shape (left and top edges inclusive, right and bottom
/// exclusive), after the current translation. Every write is clipped to the
/// framebuffer and, when enabled, to the scissor. Colours are stored as given
/// (no blending): the harness checks coverage, not compositing.
public struct Canvas: Sendable {
  /// The most ``pushMatrix()`` levels, rlgl's `RL_MAX_MATRIX_STACK_SIZE`.
  public static let maximumMatrixDepth = 32

  /// The image being drawn.
  ///
  /// Replacing it (for example with one of another size after a rotation)
  /// keeps the matrix and the scissor, as GL keeps its state when a
  /// drawable is resized.
  public var framebuffer: Framebuffer

  /// The current translation, in pixels: where the local origin lands.
  public internal(set) var translation: Point = .zero
  /// The saved translations, innermost last.
  var matrixStack: [Point] = []
  /// The translation as whole pixels when it is integral (the fast path).
  var integralTranslation: (x: Int, y: Int)? = (0, 0)

  /// The scissor rectangle in framebuffer pixels, or `nil` when the test is
  /// disabled.
  ///
  /// It is stored as given (it may stick out of the framebuffer); drawing
  /// uses its overlap with the framebuffer. Scenes that clip for themselves
  /// read it to learn the region the host allows (the way GL code queries
  /// `GL_SCISSOR_BOX`).
  public internal(set) var scissor: PixelRect?
  /// A clear recorded inside a frame and not yet stored (see
  /// Canvas+DeferredFill.swift); `nil` outside ``execute(_:clearColor:scene:)``.
  var pendingFill: PendingFill?
  /// Whether clears are recorded rather than stored: true while a frame runs.
  var defersFills = false
  /// The frame size, in bytes, from which composited board rows go out with
  /// streaming stores (see Canvas+CellComposite.swift).
  var streamingThresholdBytes = Canvas.defaultStreamingThresholdBytes
  /// The pixels writes may touch: scissor and framebuffer overlap, or `nil`
  /// when that is empty.
  ///
  /// Computed on each draw call rather than stored, so replacing or
  /// reshaping the framebuffer can never leave a stale clip behind.
  @inlinable
  public var clip: PixelRect? {
    let bounds = framebuffer.bounds
    guard let scissor else { return bounds }
    return scissor.intersection(bounds)
  }

  /// Creates a canvas with an identity matrix and the scissor disabled.
  ///
  /// - Parameter framebuffer: the image to draw into.
  public init(framebuffer: Framebuffer) {
    self.framebuffer = framebuffer
  }

  /// Creates a canvas over a new framebuffer of a size.
  ///
  /// - Parameters:
  ///   - size: the size in pixels, each side `1...Framebuffer.maximumDimension`.
  ///   - color: the initial colour.
  /// - Throws: ``RasterError/invalidFramebufferSize(width:height:)``.
  public init(size: PixelSize, color: Color = .blank) throws(RasterError) {
    self.init(framebuffer: try Framebuffer(size: size, color: color))
  }

  /// The number of matrices pushed and not yet popped.
  public var matrixDepth: Int { matrixStack.count }

  /// Returns to the state of a new canvas: identity matrix, empty stack,
  /// scissor disabled. The pixels are kept.
  public mutating func resetState() {
    matrixStack.removeAll(keepingCapacity: true)
    setTranslation(.zero)
    scissor = nil
  }

  mutating func setTranslation(_ point: Point) {
    translation = point
    if let x = Int(exactly: point.x), let y = Int(exactly: point.y) {
      integralTranslation = (x, y)
    } else {
      integralTranslation = nil
    }
  }
}
