#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writes all of `bytes` to a file descriptor with write(2), unbuffered,
/// retrying when a signal interrupts it. Used where a line must not wait in
/// a buffer (a crash may follow) and where `FileHandle.write` would trap on
/// a closed pipe.
///
/// - Parameters:
///   - bytes: what to write.
///   - descriptor: where to.
/// - Returns: whether every byte was written (`false`: a closed pipe, a
///   full disk).
@discardableResult
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { raw -> Int in
      guard let base = raw.baseAddress else { return 0 }
      return systemWrite(descriptor, base + offset, bytes.count - offset)
    }
    if written < 0, errno == EINTR { continue }
    if written <= 0 { return false }
    offset += written
  }
  return true
}
