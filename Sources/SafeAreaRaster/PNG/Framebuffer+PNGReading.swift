// Policy: any PNG libpng understands is converted to 8-bit RGBA on the way
// in, so a golden image saved by another tool still compares; the size is
// checked against the framebuffer limits before any pixel is allocated.

import CLibPNG
import Foundation

extension Framebuffer {
  /// Reads a PNG file into a framebuffer, converted to 8-bit RGBA.
  ///
  /// - Parameter url: the file to read.
  /// - Throws: ``PNGError/decodingFailed(path:message:)`` for a missing or
  ///   malformed file, ``PNGError/unsupportedSize(path:width:height:)`` for
  ///   an image no framebuffer can hold.
  public init(contentsOfPNG url: URL) throws(PNGError) {
    let path = url.path
    var image = png_image()
    image.version = clibpng_image_version
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      let message = Self.message(of: image)
      png_image_free(&image)
      throw .decodingFailed(path: path, message: message)
    }
    let width = Int(image.width)
    let height = Int(image.height)
    var framebuffer: Framebuffer
    do {
      framebuffer = try Framebuffer(width: width, height: height)
    } catch {
      png_image_free(&image)
      throw .unsupportedSize(path: path, width: width, height: height)
    }
    image.format = clibpng_format_rgba
    let finished = framebuffer.pixels.withUnsafeMutableBytes { bytes in
      png_image_finish_read(&image, nil, bytes.baseAddress, 0, nil)
    }
    guard finished != 0 else {
      let message = Self.message(of: image)
      png_image_free(&image)
      throw .decodingFailed(path: path, message: message)
    }
    self = framebuffer
  }
}
