import SafeAreaGeometry
import SafeAreaRaster

/// Something that draws a ``RaylibFrame`` as real raylib does, and answers
/// its pixels: the judge of `raster.matchesRaylib`
/// (`InvariantSuite.canvasMatchesRaylib(_:)` in `SafeAreaInvariants`).
///
/// The package's renderer is `RaylibReference` (in `ImplementationProtocol`),
/// which runs raylib itself in a child process.
public protocol RaylibRenderer: Sendable {
  /// The renderer in words, for reports (`raylib 6.2.0.0, llvmpipe ...`).
  var name: String { get }
  /// The largest frame it draws.
  var largestFrame: PixelSize { get }
  /// Draws a frame.
  ///
  /// - Parameter frame: the frame; at most ``largestFrame`` on each side.
  /// - Returns: its pixels, top row first.
  /// - Throws: ``RaylibRendererFault`` when the renderer cannot answer
  ///   (it died, hung, or refused the frame).
  func render(_ frame: RaylibFrame) throws(RaylibRendererFault) -> Framebuffer
}

/// Why a ``RaylibRenderer`` gave no frame.
public struct RaylibRendererFault: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, in words.
  public var description: String

  /// Creates a fault.
  public init(_ description: String) { self.description = description }
}
