import ExecutableTesting
import Foundation
import ImplementationProtocol

/// Small shell programs that speak the protocol well or badly, written to
/// a temporary folder so tests can start them.
enum HostileChild: String, CaseIterable, CustomStringConvertible {
  case wellBehaved
  case crash
  case hang
  case garbage
  case wrongVersion
  case earlyExit
  case outOfOrder
  case unknownFunction
  case errorAnswer
  /// raylib's log on stdout before the handshake, as `InitWindow` writes it
  /// unless `SetTraceLogLevel(LOG_NONE)` comes first.
  case raylibLog

  var description: String { rawValue }

  static let handshake = #"printf '{"protocol":1,"provides":["clipRect"]}\n'"#
  /// Reads a request into `$line` and its id into `$id`.
  static let readRequest = #"read -r line || exit 0; id=${line#*\"id\":}; id=${id%%,*}"#

  /// The program's text.
  var script: String {
    let body: String
    switch self {
    case .wellBehaved:
      body = """
        \(Self.handshake)
        while \(Self.readRequest); do printf '{"id":%s,"result":null}\\n' "$id"; done
        """
    case .crash:
      body = "\(Self.handshake)\n\(Self.readRequest)\nkill -SEGV $$"
    case .hang:
      body = "\(Self.handshake)\n\(Self.readRequest)\nexec sleep 30"
    case .garbage:
      body = "\(Self.handshake)\n\(Self.readRequest)\necho 'result: [1, 2'\nexec sleep 30"
    case .wrongVersion:
      // One past the newest version, whichever that is.
      body =
        #"printf '{"protocol":"# + "\(Self.unspokenVersion)"
        + #","provides":["clipRect"]}\n'; exec sleep 30"#
    case .earlyExit:
      body = "\(Self.handshake)\nexit 3"
    case .outOfOrder:
      body = """
        \(Self.handshake)
        while \(Self.readRequest); do printf '{"id":%s,"result":null}\\n' "$((id + 1))"; done
        """
    case .unknownFunction:
      body = #"printf '{"protocol":1,"provides":["teleport"]}\n'; exec sleep 30"#
    case .errorAnswer:
      body = """
        \(Self.handshake)
        while \(Self.readRequest); do printf '{"id":%s,"error":"no clip for you"}\\n' "$id"; done
        """
    case .raylibLog:
      body = """
        printf 'INFO: Initializing raylib 6.5-dev\\nINFO: Platform backend: DESKTOP (GLFW)\\n'
        \(Self.handshake)
        exec sleep 30
        """
    }
    return "#!/bin/sh\n" + body + "\n"
  }

  /// A protocol version this harness does not speak.
  static let unspokenVersion = Handshake.protocolVersion + 1

  /// What the failure message must say.
  var expectedFault: String {
    switch self {
    case .wellBehaved: return ""
    case .crash: return "SIGSEGV"
    case .hang: return "did not answer within"
    case .garbage: return "malformed JSON"
    case .wrongVersion:
      return "speaks protocol version \(Self.unspokenVersion); this harness speaks versions 1 to "
        + "\(Handshake.protocolVersion)"
    case .earlyExit: return "exit status 3"
    case .outOfOrder: return "out of order"
    case .unknownFunction: return "provides 'teleport', which is not a function of protocol 1"
    case .errorAnswer: return "answered an error: no clip for you"
    case .raylibLog:
      return "wrote 'INFO: Initializing raylib 6.5-dev' as its first line, which is not JSON"
    }
  }

  /// Whether the fault shows in the handshake rather than in a call.
  var failsHandshake: Bool { [.wrongVersion, .unknownFunction, .raylibLog].contains(self) }

  /// Writes the program into `directory` and returns the command that runs
  /// it.
  func write(in directory: String) throws -> String {
    let path = directory + "/\(rawValue).sh"
    try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return "sh " + path
  }
}
