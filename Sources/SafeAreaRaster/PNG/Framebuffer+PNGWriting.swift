// Policy: a PNG is written to a temporary file beside the destination and
// renamed over it, so a reader (a CI artifact collector, an image viewer, a
// golden comparison) never sees half a file. Rows go to libpng as stored:
// the framebuffer's byte order is already PNG's R, G, B, A.

import CLibPNG
import Foundation

extension Framebuffer {
  /// Writes the framebuffer as an 8-bit RGBA PNG, atomically.
  ///
  /// - Parameters:
  ///   - url: the destination file; its directory must exist.
  ///   - overlay: when given, the bands are tinted and the safe region
  ///     outlined in the file (the framebuffer itself is unchanged).
  /// - Throws: ``PNGError/encodingFailed(path:message:)`` when libpng cannot
  ///   write the temporary file, ``PNGError/renameFailed(path:errno:)`` when
  ///   it cannot be moved into place; no temporary file is left behind.
  public func writePNG(to url: URL, overlay: SafeAreaOverlay? = nil) throws(PNGError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = "\(directory)/.\(url.lastPathComponent).\(UUID().uuidString).tmp"
    var rows = overlay.map { $0.applied(to: self) } ?? pixels
    var image = png_image()
    image.version = clibpng_image_version
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = clibpng_format_rgba
    let written = rows.withUnsafeMutableBytes { bytes in
      png_image_write_to_file(&image, temporary, 0, bytes.baseAddress, 0, nil)
    }
    guard written != 0 else {
      let message = Self.message(of: image)
      png_image_free(&image)
      unlink(temporary)
      throw .encodingFailed(path: path, message: message)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .renameFailed(path: path, errno: code)
    }
  }

  /// libpng's error or warning text for an image.
  static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
