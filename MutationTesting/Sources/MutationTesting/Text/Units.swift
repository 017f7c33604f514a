/// UTF-16 units of the ASCII characters the site finder looks at.
enum Units {
  static let space = UInt16(UInt8(ascii: " "))
  static let comma = UInt16(UInt8(ascii: ","))
  static let colon = UInt16(UInt8(ascii: ":"))
  static let openParen = UInt16(UInt8(ascii: "("))
  static let closeParen = UInt16(UInt8(ascii: ")"))
  static let openBracket = UInt16(UInt8(ascii: "["))
  static let closeBracket = UInt16(UInt8(ascii: "]"))
  static let openBrace = UInt16(UInt8(ascii: "{"))
  static let closeBrace = UInt16(UInt8(ascii: "}"))
  /// `(`, `[` and `{`.
  static let opening: Set<UInt16> = [openParen, openBracket, openBrace]
  /// `)`, `]` and `}`.
  static let closing: Set<UInt16> = [closeParen, closeBracket, closeBrace]
}
