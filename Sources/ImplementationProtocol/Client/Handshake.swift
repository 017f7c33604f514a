import SafeAreaInvariants

/// The first line a program writes: the protocol version it speaks and the
/// functions it provides.
public struct Handshake: Sendable, Hashable {
  /// The newest protocol version this harness speaks; programs may speak
  /// any of ``supportedVersions``.
  public static let protocolVersion = 2
  /// The versions a program may speak: version 1 programs keep working.
  public static let supportedVersions = 1...2

  /// The functions of version 1. The poller (stateful) and the layout
  /// helpers are not in the protocol; use the conformance kit for them.
  public static let functions: [EngineFunction] = [
    .safeFrame, .pixelFrame, .clipRect, .intoSafeRegion, .belowSafeArea, .hostPlan,
    .automatonGrid, .lifeGrid,
  ]

  /// The functions a protocol version carries: version 2 adds `hostFrame`,
  /// a host frame the program renders itself.
  public static func functions(ofVersion version: Int) -> [EngineFunction] {
    version >= 2 ? functions + [.hostFrame] : functions
  }

  /// The version the program speaks.
  public var version: Int
  /// The functions the program provides.
  public var provides: Set<EngineFunction>
  /// The name the program gives itself, if any.
  public var name: String?

  /// Reads a handshake line.
  ///
  /// - Throws: ``ChildFault`` naming what is wrong: not JSON, another
  ///   protocol version, an unknown function name.
  init(line: ArraySlice<UInt8>) throws(ChildFault) {
    let value: WireValue
    do {
      value = try WireValue.parse(line)
    } catch {
      throw ChildFault("wrote a handshake that is not JSON (\(error)): \(preview(line))")
    }
    guard let version = value["protocol"]?.int else {
      throw ChildFault("wrote a handshake without a \"protocol\" version: \(preview(line))")
    }
    guard Self.supportedVersions.contains(version) else {
      throw ChildFault(
        "speaks protocol version \(version); this harness speaks versions "
          + "\(Self.supportedVersions.lowerBound) to \(Self.supportedVersions.upperBound)")
    }
    guard let names = value["provides"]?.array else {
      throw ChildFault("wrote a handshake without a \"provides\" list: \(preview(line))")
    }
    var provides: Set<EngineFunction> = []
    let offered = Self.functions(ofVersion: version)
    for name in names {
      guard let text = name.string, let function = EngineFunction(rawValue: text),
        offered.contains(function)
      else {
        throw ChildFault(
          "provides \(name.string.map { "'\($0)'" } ?? "a non-string"), which is not a function of "
            + "protocol \(version) (\(offered.map(\.rawValue).joined(separator: ", ")))")
      }
      provides.insert(function)
    }
    self.version = version
    self.provides = provides
    self.name = value["name"]?.string
  }
}

/// The start of a line, for messages.
func preview(_ line: some Collection<UInt8>) -> String {
  let text = String(decoding: line.prefix(120), as: UTF8.self)
  return "'" + text + (line.count > 120 ? "…" : "") + "'"
}
