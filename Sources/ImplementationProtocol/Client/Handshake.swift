import SafeAreaInvariants

/// The first line a program writes: the protocol version it speaks and the
/// functions it provides.
public struct Handshake: Sendable, Hashable {
  /// The newest protocol version this harness speaks (the newest a
  /// declaration names); programs may speak any of ``supportedVersions``.
  public static let protocolVersion =
    EngineFunction.allCases.compactMap(\.declaration.wire?.version).max() ?? 1
  /// The versions a program may speak: version 1 programs keep working.
  public static let supportedVersions = 1...protocolVersion

  /// The functions of version 1. The layout helpers are not in the
  /// protocol; use the conformance kit for them.
  public static let functions: [EngineFunction] = functions(ofVersion: 1)

  /// The functions a protocol version carries, in the engine's order, as
  /// their declarations say (``EngineFunctions``): version 2 adds
  /// `hostFrame`, a host frame the program renders itself.
  public static func functions(ofVersion version: Int) -> [EngineFunction] {
    EngineFunction.allCases.filter { ($0.declaration.wire?.version ?? .max) <= version }
  }

  /// What each version after the first adds, from the declarations:
  /// "2 adds hostFrame to the functions of 1".
  static var additions: String {
    Self.supportedVersions.dropFirst().map { version in
      let added = functions(ofVersion: version).filter {
        !functions(ofVersion: version - 1).contains($0)
      }
      return "\(version) adds \(added.map(\.rawValue).joined(separator: ", ")) to the functions of "
        + "\(version - 1)"
    }.joined(separator: ", ")
  }

  /// The version the program speaks.
  public var version: Int
  /// The functions the program provides.
  public var provides: Set<EngineFunction>
  /// The name the program gives itself, if any.
  public var name: String?

  /// Reads a handshake line.
  ///
  /// - Throws: ``ChildFault`` naming what is wrong: a first line that is not
  ///   a handshake (named, with its likely cause and the fix), another
  ///   protocol version or an unknown function name (with the known ones).
  init(line: ArraySlice<UInt8>) throws(ChildFault) {
    let value: WireValue
    do {
      value = try WireValue.parse(line)
    } catch {
      throw ChildFault(Self.notAHandshake(line, "is not JSON (\(error))"))
    }
    guard case .object = value else {
      throw ChildFault(Self.notAHandshake(line, "is not a JSON object"))
    }
    guard let version = value["protocol"]?.int else {
      throw ChildFault(Self.notAHandshake(line, "has no \"protocol\" version"))
    }
    guard Self.supportedVersions.contains(version) else {
      throw ChildFault(
        "speaks protocol version \(version); this harness speaks versions "
          + "\(Self.supportedVersions.lowerBound) to \(Self.supportedVersions.upperBound) "
          + "(known versions: \(Self.supportedVersions.map(String.init).joined(separator: ", ")); "
          + "\(Self.additions))")
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
        throw ChildFault(Self.unknownFunction(name, version: version))
      }
      provides.insert(function)
    }
    self.version = version
    self.provides = provides
    self.name = value["name"]?.string
  }

  /// The message for a first line that is not a handshake: the line, what
  /// is wrong with it, the likely cause and the fix.
  static func notAHandshake(_ line: ArraySlice<UInt8>, _ problem: String) -> String {
    let text = String(decoding: line.prefix(200), as: UTF8.self)
    let cause: String
    let fix: String
    if text.range(of: "raylib", options: .caseInsensitive) != nil
      || ["INFO: ", "WARNING: ", "ERROR: ", "DEBUG: ", "TRACE: ", "FATAL: "].contains(
        where: text.hasPrefix)
    {
      cause = "raylib's log, which raylib writes to stdout"
      fix =
        "call SetTraceLogLevel(LOG_NONE) before InitWindow (or SetTraceLogCallback to write "
        + "the log to stderr)"
    } else if text.contains("SDL") {
      cause = "SDL's log"
      fix = "send it to stderr (SDL_LogSetOutputFunction) or turn it off"
    } else {
      cause = "a library that logs to stdout (raylib, SDL) or a print left in"
      fix = "write logs to stderr"
    }
    return "wrote \(preview(line)) as its first line, which \(problem), so it is not the "
      + "handshake. Likely cause: \(cause). Fix: \(fix); or keep a copy of fd 1 for the "
      + "protocol (dup(1)) and point fd 1 at stderr (dup2(2, 1)) before the library starts. "
      + "The first line on stdout must be the handshake, {\"protocol\": 2, \"provides\": "
      + "[...]}; stdout carries the protocol only, stderr is passed through"
  }

  /// The message for a name in `provides` that is not a function of the
  /// version, with the known ones.
  static func unknownFunction(_ name: WireValue, version: Int) -> String {
    let offered = functions(ofVersion: version)
    guard let text = name.string else {
      return "provides a non-string, which is not a function of protocol \(version) "
        + "(known: \(offered.map(\.rawValue).joined(separator: ", ")))"
    }
    var why = ""
    if let function = EngineFunction(rawValue: text) {
      // The version that added it, from its declaration.
      why =
        function.declaration.wire.map { "; it needs protocol \($0.version)" }
        ?? "; the protocol does not carry it (the Swift conformance kit does)"
    }
    return "provides '\(text)', which is not a function of protocol \(version)\(why) "
      + "(known: \(offered.map(\.rawValue).joined(separator: ", ")))"
  }
}

/// The start of a line, for messages.
func preview(_ line: some Collection<UInt8>) -> String {
  let text = String(decoding: line.prefix(120), as: UTF8.self)
  return "'" + text + (line.count > 120 ? "…" : "") + "'"
}
