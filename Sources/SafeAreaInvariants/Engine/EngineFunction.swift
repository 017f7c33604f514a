// Policy: the names are a stable, public vocabulary, taken from the labels
// of `EngineFunctions` (the table declares each function once). The
// conformance kit lists skipped properties by them, and the pipe protocol's
// handshake uses them as the function names a program provides, so
// renaming one is a breaking change for every implementation outside this
// package.

/// One function of the ``Engine``, by name.
public struct EngineFunction: RawRepresentable, CaseIterable, Hashable, Sendable, Codable,
  Comparable
{
  /// The name, as the table's property and the protocol's `fn` spell it.
  public let rawValue: String
  /// Its place in the table.
  let index: Int

  /// The function of this name, or `nil` when the table has none.
  public init?(rawValue: String) {
    guard let index = Self.indexByName[rawValue] else { return nil }
    self.rawValue = rawValue
    self.index = index
  }

  /// The function `path` names in the table: `EngineFunction(\.clipRect)`.
  public init<Function>(_ path: KeyPath<EngineFunctions, EngineFunctionDeclaration<Function>>) {
    self = Self.named(EngineFunctions.table[keyPath: path])
  }

  private init(index: Int, name: String) {
    self.rawValue = name
    self.index = index
  }

  /// Every function, in the table's order.
  public static let allCases: [EngineFunction] = entries.map(\.function)

  /// The function's declaration, without its Swift type.
  public var declaration: any AnyEngineFunctionDeclaration { Self.entries[index].declaration }

  /// Table order.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
  /// The same function.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
  /// Hashes the function's place in the table.
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// Reads a function's name; a name the table lacks is an error.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let function = Self(rawValue: name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(name)' is not an engine function"))
    }
    self = function
  }

  /// Writes the function's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The function a declaration of the table declares.
  static func named(_ declaration: any AnyEngineFunctionDeclaration) -> EngineFunction {
    // Every declaration is one of the table's, so the lookup cannot miss;
    // a miss would be a declaration made outside the table.
    entries[indexByIdentity[ObjectIdentifier(declaration)] ?? 0].function
  }

  private static let entries:
    [(function: EngineFunction, declaration: any AnyEngineFunctionDeclaration)] =
      Mirror(reflecting: EngineFunctions.table).children.compactMap { child in
        (child.value as? any AnyEngineFunctionDeclaration).map { (child.label ?? "", $0) }
      }.enumerated().map { index, entry in (EngineFunction(index: index, name: entry.0), entry.1) }

  private static let indexByName: [String: Int] = Dictionary(
    uniqueKeysWithValues: entries.map { ($0.function.rawValue, $0.function.index) })

  private static let indexByIdentity: [ObjectIdentifier: Int] = Dictionary(
    uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.declaration), $0.function.index) })
}

extension EngineFunction: CustomStringConvertible {
  /// The name.
  public var description: String { rawValue }
}
