// Policy: the canvas is rlgl's immediate mode reduced to what a 2D raylib
// host uses, and real raylib (on Mesa's llvmpipe) is its specification,
// checked bit for bit by `raster.matchesRaylib`. Rotation and scale are left
// out on purpose: raylib's safe-area host only calls rlTranslatef, and
// keeping the matrix a translation keeps every rectangle axis-aligned, so
// fills stay bulk row stores. Coordinates travel as raylib's do (float
// corners, float translations, window positions snapped to 1/256 pixel;
// see Canvas+Vertices.swift). Shapes with a non-finite coordinate cover no
// pixel (drawing is total and never throws); state changes GL would refuse
// throw ``RasterError`` and change what GL changes. Two differences are
// deliberate and documented on ``Canvas``: every call draws at once (raylib
// batches shapes until a flush), and colours are stored, not blended.

import SafeAreaGeometry

/// An immediate-mode drawing context over a ``Framebuffer``, with rlgl's
/// matrix stack and scissor semantics, lighting the pixels real raylib
/// lights.
///
/// Coverage follows the GPU's rule as llvmpipe applies it for GL: a pixel
/// is covered by a shape when its centre `(x + 0.5, y + 0.5)` lies inside
/// the shape after the current translation, with the shape's corners
/// snapped to 1/256 pixel; a centre exactly on an edge belongs to the shape
/// when the edge is its left edge or its bottom edge (columns
/// `[left, right)`, rows `(top, bottom]`: screen rows run down). Every
/// write is clipped to the framebuffer and, when the test is on, to the
/// scissor.
///
/// Where the Canvas differs from raylib on purpose (the property
/// `raster.matchesRaylib` checks these rules too):
/// - Every call's pixels are there when it returns. raylib batches shapes
///   and draws them at the next flush (`BeginScissorMode`,
///   `EndScissorMode`, a full batch, the end of a frame), so in raylib a
///   `ClearBackground` made after shapes and before a flush clears under
///   them, and an `rlTranslatef` outside any `rlPushMatrix` moves the
///   shapes drawn since the flush too. The batch's size is a build setting
///   (8192 quads for desktop OpenGL, 2048 for OpenGL ES), so those pixels
///   depend on the build; the Canvas gives the pixels of a frame that
///   flushes (`rlDrawRenderBatchActive()`) before such a call.
/// - Colours are stored as given (no blending). raylib blends with
///   `BLEND_ALPHA`; the two agree for opaque colours, and for a
///   translucent one the Canvas lights exactly the pixels raylib covers,
///   with the colour unblended (raylib's `BLEND_CUSTOM` with factors ONE,
///   ZERO). The harness judges coverage, and every GPU rounds blending's
///   last bit its own way.
public struct Canvas: Sendable {
  /// The most ``pushMatrix()`` levels, rlgl's `RL_MAX_MATRIX_STACK_SIZE`.
  public static let maximumMatrixDepth = 32

  /// The image being drawn.
  ///
  /// Replacing it (for example with one of another size after a rotation)
  /// keeps the matrix and the scissor, as GL keeps its state when a
  /// drawable is resized.
  public var framebuffer: Framebuffer

  /// The translation made outside any ``pushMatrix()``: rlgl's modelview
  /// matrix, which the GPU applies (in pixels, kept as `Float` as rlgl
  /// keeps its matrices).
  var baseTranslation = FloatPoint.zero
  /// The translation made inside ``pushMatrix()`` levels: rlgl's transform
  /// matrix, which rlgl adds to each vertex on the CPU, in `Float`. Zero
  /// at depth 0.
  var stackedTranslation = FloatPoint.zero
  /// The saved stacked translations, innermost last.
  var matrixStack: [FloatPoint] = []
  /// The whole translation in whole pixels when both parts are whole and
  /// small enough (2^22) for `Float` sums of whole-pixel coordinates to be
  /// exact: the fast path of whole-pixel shapes.
  var integralTranslation: (x: Int, y: Int)? = (0, 0)

  /// The current translation, in pixels: where the local origin lands.
  public var translation: Point {
    Point(
      x: Double(baseTranslation.x) + Double(stackedTranslation.x),
      y: Double(baseTranslation.y) + Double(stackedTranslation.y))
  }

  /// GL's scissor box, in framebuffer pixels: the last rectangle
  /// ``beginScissor(_:)`` accepted, kept while the test is off (GL's
  /// `GL_SCISSOR_BOX`); a new canvas's is its framebuffer's bounds, as a
  /// new context's is its window.
  ///
  /// It is stored as given (it may stick out of the framebuffer); drawing
  /// uses its overlap with the framebuffer. It stays as it is when the
  /// framebuffer is replaced; raylib keeps GL's box, which counts rows
  /// from the bottom, so after a resize of the window raylib's box sits
  /// that many rows lower: a host raises the scissor again every frame.
  public internal(set) var scissorBox: PixelRect
  /// Whether the scissor test is on (`GL_SCISSOR_TEST`).
  public internal(set) var isScissorEnabled = false

  /// The scissor rectangle in framebuffer pixels, or `nil` when the test is
  /// off.
  ///
  /// Scenes that clip for themselves read it to learn the region the host
  /// allows (the way GL code queries `GL_SCISSOR_BOX`).
  public var scissor: PixelRect? { isScissorEnabled ? scissorBox : nil }
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
    self.scissorBox = framebuffer.bounds
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
  /// scissor test off and its box the framebuffer's bounds. The pixels are
  /// kept.
  public mutating func resetState() {
    matrixStack.removeAll(keepingCapacity: true)
    baseTranslation = .zero
    stackedTranslation = .zero
    updateIntegralTranslation()
    scissorBox = framebuffer.bounds
    isScissorEnabled = false
  }

  /// Recomputes ``integralTranslation`` after the translation changed.
  mutating func updateIntegralTranslation() {
    let limit: Float = 4_194_304  // 2^22
    let parts = [baseTranslation.x, baseTranslation.y, stackedTranslation.x, stackedTranslation.y]
    guard parts.allSatisfy({ $0 == $0.rounded() && abs($0) <= limit }) else {
      integralTranslation = nil
      return
    }
    integralTranslation = (
      Int(baseTranslation.x) + Int(stackedTranslation.x),
      Int(baseTranslation.y) + Int(stackedTranslation.y)
    )
  }
}

/// A point in `Float`, as rlgl keeps vertices and matrices.
struct FloatPoint: Sendable, Hashable {
  var x: Float
  var y: Float

  static let zero = FloatPoint(x: 0, y: 0)
}
