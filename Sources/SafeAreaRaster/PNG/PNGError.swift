/// Why a PNG could not be written or read.
public enum PNGError: Error, Hashable, Sendable {
  /// libpng refused to encode or to write the file; the message is libpng's.
  case encodingFailed(path: String, message: String)
  /// libpng could not read or decode the file; the message is libpng's.
  case decodingFailed(path: String, message: String)
  /// The file decoded to a size no framebuffer can hold.
  case unsupportedSize(path: String, width: Int, height: Int)
  /// The finished file could not be moved into place.
  case renameFailed(path: String, errno: Int32)
}

extension PNGError: CustomStringConvertible {
  /// A sentence naming the file and what went wrong.
  public var description: String {
    switch self {
    case .encodingFailed(let path, let message):
      return "cannot write PNG \(path): \(message)"
    case .decodingFailed(let path, let message):
      return "cannot read PNG \(path): \(message)"
    case .unsupportedSize(let path, let width, let height):
      return "PNG \(path) is \(width)x\(height), outside the framebuffer limits"
    case .renameFailed(let path, let errno):
      return "cannot move the finished PNG into \(path) (errno \(errno))"
    }
  }
}
