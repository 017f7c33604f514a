// Policy: a colour is stored in the framebuffer as one `UInt32` whose bytes in
// memory are R, G, B, A on every platform, so framebuffer rows are PNG rows.

/// An 8-bit-per-channel RGBA colour, not premultiplied.
public struct Color: Hashable, Sendable {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8
  /// Alpha (255 is opaque).
  public var alpha: UInt8

  /// Creates a colour from its channels.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour as stored in a framebuffer: bytes R, G, B, A in memory.
  @inlinable
  public var packed: UInt32 {
    let value =
      UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    return value.littleEndian
  }

  /// Reads a colour stored in a framebuffer.
  ///
  /// - Parameter packed: a value whose bytes in memory are R, G, B, A.
  @inlinable
  public init(packed: UInt32) {
    let value = UInt32(littleEndian: packed)
    self.init(
      red: UInt8(truncatingIfNeeded: value), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value >> 16), alpha: UInt8(truncatingIfNeeded: value >> 24))
  }

  /// Whether all four bytes are equal, so a fill can be a plain `memset`.
  @inlinable
  public var hasUniformBytes: Bool { red == green && green == blue && blue == alpha }
}

extension Color {
  /// raylib's `BLANK`: transparent black, what a new framebuffer holds.
  public static let blank = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// raylib's `BLACK`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// raylib's `WHITE`.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// raylib's `RAYWHITE`, the background of most raylib examples.
  public static let rayWhite = Color(red: 245, green: 245, blue: 245)
  /// raylib's `LIGHTGRAY`.
  public static let lightGray = Color(red: 200, green: 200, blue: 200)
  /// raylib's `GRAY`.
  public static let gray = Color(red: 130, green: 130, blue: 130)
  /// raylib's `DARKGRAY`.
  public static let darkGray = Color(red: 80, green: 80, blue: 80)
  /// raylib's `RED`.
  public static let red = Color(red: 230, green: 41, blue: 55)
  /// raylib's `MAROON`.
  public static let maroon = Color(red: 190, green: 33, blue: 55)
  /// raylib's `ORANGE`.
  public static let orange = Color(red: 255, green: 161, blue: 0)
  /// raylib's `GOLD`.
  public static let gold = Color(red: 255, green: 203, blue: 0)
  /// raylib's `GREEN`.
  public static let green = Color(red: 0, green: 228, blue: 48)
  /// raylib's `DARKGREEN`.
  public static let darkGreen = Color(red: 0, green: 117, blue: 44)
  /// raylib's `SKYBLUE`.
  public static let skyBlue = Color(red: 102, green: 191, blue: 255)
  /// raylib's `BLUE`.
  public static let blue = Color(red: 0, green: 121, blue: 241)
  /// raylib's `DARKBLUE`.
  public static let darkBlue = Color(red: 0, green: 82, blue: 172)
  /// raylib's `MAGENTA`.
  public static let magenta = Color(red: 255, green: 0, blue: 255)
}

extension Color: CustomStringConvertible {
  /// `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
