// Policy: the harness checks its own wire by serving an engine over it. The
// server reads requests exactly as LineProtocol.md describes them (a second
// reader of what the client writes) and answers with the engine's functions
// in the encodings the client decodes; `fuzz --serve-engine` runs it, so
// `fuzz --implementation 'fuzz --serve-engine'` is the reference engine
// judged through the pipe, and a mistake in either direction of the wire
// (a field swapped in a request, a value misread from an answer) fails the
// cases it touches. It serves every function of the newest protocol,
// hostFrame as the Canvas draws the engine's plan.

import Foundation
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

/// An engine served over the line protocol on a pair of file descriptors.
public struct EngineServer: Sendable {
  /// The engine whose answers are served.
  public var engine: Engine
  /// The name the handshake gives.
  public var name: String

  /// The functions served: every function of the newest protocol version.
  public static let functions = Handshake.functions(ofVersion: Handshake.protocolVersion)

  /// Creates a server.
  ///
  /// - Parameters:
  ///   - engine: the engine to serve (the real one, or a mutant).
  ///   - name: the name in the handshake.
  public init(engine: Engine = .real, name: String = "the reference engine") {
    self.engine = engine
    self.name = name
  }

  /// The handshake line, without its newline.
  public var handshake: String {
    let names = Self.functions.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
    return
      "{\"protocol\":\(Handshake.protocolVersion),\"name\":\(Self.quoted(name)),\"provides\":[\(names)]}"
  }

  /// Serves requests from `input` until it closes, one response line each.
  ///
  /// - Parameters:
  ///   - input: the descriptor requests arrive on.
  ///   - output: the descriptor responses go to.
  public func serve(input: Int32 = 0, output: Int32 = 1) {
    serve(input: input, output: output, system: .live)
  }

  /// Serves with `system`'s read and write (tests put faults into them).
  /// An interrupted call is made again; a read that fails or finds the end
  /// of input ends serving; a write that fails or takes nothing drops the
  /// rest of its text (the reader has gone).
  func serve(input: Int32, output: Int32, system: SystemCalls) {
    write(handshake + "\n", to: output, system: system)
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { system.read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      pending.append(contentsOf: chunk[0..<count])
      var answers = ""
      while let newline = pending.firstIndex(of: 0x0A) {
        answers += respond(to: pending[..<newline]) + "\n"
        pending.removeSubrange(...newline)
      }
      if !answers.isEmpty { write(answers, to: output, system: system) }
    }
  }

  /// The response line to one request line (without newlines): the result,
  /// or an error naming what is wrong with the request.
  public func respond(to line: some Collection<UInt8>) -> String {
    let request: WireValue
    do {
      request = try WireValue.parse(line)
    } catch {
      return "{\"id\":null,\"error\":\(Self.quoted("not JSON: \(error)"))}"
    }
    let id = request["id"]?.int.map(String.init) ?? "null"
    do throws(WireShapeError) {
      guard let function = request["fn"]?.string.flatMap(EngineFunction.init(rawValue:)),
        Self.functions.contains(function)
      else { throw WireShapeError(expected: "\"fn\" naming a served function") }
      switch try answer(function, try request.member("args", in: "the request")) {
      case .result(let result): return "{\"id\":\(id),\"result\":\(result)}"
      case .refused(let reason): return "{\"id\":\(id),\"error\":\(Self.quoted(reason))}"
      }
    } catch {
      return
        "{\"id\":\(id),\"error\":\(Self.quoted("a request of the wrong shape: \(error)"))}"
    }
  }

  /// A function's answer: its result as JSON text, or why the protocol
  /// refuses the request (LineProtocol.md's errors).
  enum Answer: Equatable {
    case result(String)
    case refused(String)
  }

  /// A function's answer to a well-formed request: its arguments read in
  /// their types' encodings (every shape checked before any refusal), the
  /// declaration's refusals, then the engine's answer in its type's
  /// encoding.
  func answer(_ function: EngineFunction, _ args: WireValue) throws(WireShapeError) -> Answer {
    let declaration = function.declaration
    guard let wire = declaration.wire else {
      throw WireShapeError(expected: "a function the protocol carries")
    }
    var arguments: [Any] = []
    var refusal: String?
    for (type, key) in zip(declaration.argumentTypes, wire.keys) {
      guard let codable = type as? any WireCodable.Type else {
        throw WireShapeError(expected: "a function the protocol carries")
      }
      do {
        arguments.append(try codable.read(from: args, key: key, function: function.rawValue))
      } catch {
        switch error {
        case .shape(let shape): throw shape
        case .refused(let reason): refusal = refusal ?? reason
        }
      }
    }
    if let reason = refusal ?? declaration.refusal(arguments) { return .refused(reason) }
    guard let answer = declaration.apply(in: engine, to: arguments) as? any WireCodable else {
      return .refused(
        (declaration.answerType as? any WireCodable.Type)?.refusedWhenAbsent
          ?? "the engine could not answer")
    }
    let text = answer.wireText
    // An answer of nil whose type has no null (a frame the engine could
    // not draw) is an error.
    if text == "null",
      let reason = (type(of: answer) as? any OptionalWireAnswer.Type)?.wrappedRefusal
    {
      return .refused(reason)
    }
    return .result(text)
  }

  /// A JSON string literal, as Foundation's encoder writes it.
  static func quoted(_ text: String) -> String {
    (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }

  private func write(_ text: String, to descriptor: Int32, system: SystemCalls) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { system.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

extension HostFrameRequest {
  /// A `hostFrame` request's arguments, read as LineProtocol.md gives them.
  init(wire args: WireValue) throws(WireShapeError) {
    let screen = try args.member("screen", in: "hostFrame").ints(2, "screen")
    let region = try args.member("region", in: "hostFrame").optionalPixelRect("region")
    let previous = try args.member("previous", in: "hostFrame")
    let clear = try Color(wire: try args.member("clear", in: "hostFrame"))
    let scene = try args.member("scene", in: "hostFrame")
    let kind = try scene.member("kind", in: "the scene").string ?? ""
    let background = try Color(wire: try scene.member("background", in: "the scene"))
    let hostScene: HostScene
    switch kind {
    case "overshoot":
      hostScene = .overshoot(
        try scene.intMember("overshoot", in: "the scene"), background: background,
        color: try Color(wire: try scene.member("color", in: "the scene")))
    case "clipBox":
      hostScene = .clipBox(
        try scene.member("box", in: "the scene").pixelRect("box"), background: background,
        color: try Color(wire: try scene.member("color", in: "the scene")))
    case "touches":
      guard let list = try scene.member("points", in: "the scene").array,
        let radius = try scene.member("radius", in: "the scene").double
      else { throw WireShapeError(expected: "touches with points and a radius") }
      var points: [Point] = []
      for item in list { points.append(try item.point("a touch")) }
      hostScene = .touches(
        points, radius: radius, background: background,
        trail: try Color(wire: try scene.member("trail", in: "the scene")),
        marker: try Color(wire: try scene.member("marker", in: "the scene")))
    default:
      throw WireShapeError(expected: "a scene kind (overshoot, clipBox, touches), not '\(kind)'")
    }
    self.init(
      screen: PixelSize(width: screen[0], height: screen[1]), region: region,
      previous: previous == .null ? nil : try Color(wire: previous), clear: clear,
      scene: hostScene)
  }
}

extension Color {
  /// A colour written `[r, g, b, a]`.
  init(wire: WireValue) throws(WireShapeError) {
    let bytes = try wire.ints(4, "a colour [r, g, b, a]")
    guard bytes.allSatisfy((0...255).contains) else {
      throw WireShapeError(expected: "a colour's bytes in 0...255")
    }
    self.init(
      red: UInt8(bytes[0]), green: UInt8(bytes[1]), blue: UInt8(bytes[2]), alpha: UInt8(bytes[3]))
  }
}
