import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

extension PipeImplementation {
  /// The reference engine with every function the handshake listed answered
  /// by the program, and a fault hook so a crash, hang or bad answer fails
  /// the case that caused it.
  ///
  /// - Parameter provided: the functions to take from the program.
  public func engine(providing provided: Set<EngineFunction>) -> Engine {
    var engine = Engine.real
    for function in provided.sorted() {
      let declaration = function.declaration
      guard let wire = declaration.wire, declaration.answerType is any WireCodable.Type else {
        continue
      }
      engine = declaration.forwarding(in: engine) { arguments in
        self.answer(
          function, Self.request(arguments, keys: wire.keys),
          refused: declaration.refusal(arguments),
          decode: { value throws(WireShapeError) in
            // Checked above; looked up here so the closure holds only
            // the (sendable) declaration.
            guard let answerType = declaration.answerType as? any WireCodable.Type else {
              throw WireShapeError(expected: "an answer of a type the protocol carries")
            }
            return try answerType.decodeAnswer(
              value, arguments: arguments, function: function.rawValue)
          })
      }
    }
    engine.takeFault = { self.takeFault() }
    engine.batchCalls = { collect in self.batch(collect) }
    return engine
  }

  /// A request's `args` object: each argument under its key, in order.
  static func request(_ arguments: [Any], keys: [String]) -> String {
    var members: [String] = []
    for (argument, key) in zip(arguments, keys) {
      guard let codable = argument as? any WireCodable else { continue }
      members.append(codable.writeMembers(key: key))
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The program's answer decoded, or the reference's after a fault.
  ///
  /// LineProtocol.md says which requests get an error (`refused`, with the
  /// reason) and which a result; an answer of the other kind is a fault of
  /// the case, so a program that answers null where the page says error, or
  /// an error where it says null, fails.
  ///
  /// - Parameters:
  ///   - function: the function.
  ///   - arguments: its `args` object as JSON text.
  ///   - refused: why the protocol answers this request with an error, or
  ///     `nil` when it answers a result.
  ///   - decode: reads a result.
  /// - Returns: the decoded answer, or `nil` after a fault (and for a
  ///   request the program rightly refused): the engine's own function
  ///   answers then.
  func answer(
    _ function: EngineFunction, _ arguments: String, refused: String?,
    decode: (WireValue) throws(WireShapeError) -> Any
  ) -> Any? {
    guard let answer = call(function, arguments: arguments) else { return nil }
    switch (answer, refused) {
    case (.error, .some):
      return nil
    case (.error(let message), nil):
      recordAnswerFault(
        function, arguments: arguments, "answered an error: \(message)", restart: true)
      return nil
    case (.result(let value), let reason?):
      recordAnswerFault(
        function, arguments: arguments,
        "answered \(value == .null ? "null" : "a result") where the protocol answers an error "
          + "(\(reason))")
      return nil
    case (.result(let value), nil):
      do {
        return try decode(value)
      } catch {
        recordAnswerFault(function, arguments: arguments, "answered with the wrong shape: \(error)")
        return nil
      }
    }
  }
}

extension HostFramePlan {
  /// A plan from the program's command list.
  init(
    screen: PixelSize, region: PixelRect?, scale: DisplayScale, wire: WireValue
  ) throws(WireShapeError) {
    guard let list = wire["commands"]?.array else {
      throw WireShapeError(expected: "the host plan as {\"commands\": [...]}")
    }
    var commands: [HostCommand] = []
    for item in list {
      guard let parts = item.array, let name = parts.first?.string else {
        throw WireShapeError(expected: "each command as [\"name\", numbers...]")
      }
      let values = WireValue.array(Array(parts.dropFirst()))
      switch name {
      case "clearBackground": commands.append(.clearBackground)
      case "beginScissor": commands.append(.beginScissor(try values.pixelRect("beginScissor")))
      case "pushMatrix": commands.append(.pushMatrix)
      case "translate":
        let v = try values.ints(2, "translate [x, y]")
        commands.append(.translate(x: v[0], y: v[1]))
      case "drawScene":
        let v = try values.ints(2, "drawScene [width, height]")
        commands.append(
          .drawScene(SceneMetrics(screen: PixelSize(width: v[0], height: v[1]), scale: scale)))
      case "popMatrix": commands.append(.popMatrix)
      case "endScissor": commands.append(.endScissor)
      case "drawRect": commands.append(.drawChrome(.rect(try values.pixelRect("drawRect"))))
      case "drawText": commands.append(.drawChrome(.text(try values.pixelRect("drawText"))))
      case "drawLine":
        let v = try values.doubles(5, "drawLine [x1, y1, x2, y2, thickness]")
        commands.append(
          .drawChrome(
            .line(
              from: Point(x: v[0], y: v[1]), to: Point(x: v[2], y: v[3]), thickness: v[4])))
      default:
        throw WireShapeError(
          expected: "a command name (clearBackground, beginScissor, pushMatrix, translate, "
            + "drawScene, popMatrix, endScissor, drawRect, drawLine, drawText), not '\(name)'")
      }
    }
    self.init(screen: screen, region: region, commands: commands)
  }
}

extension Framebuffer {
  /// A frame from the program's `hostFrame` answer: `{"width", "height",
  /// "runs": [count, rgba, count, rgba, ...]}`, runs of equal pixels in row
  /// order, `rgba` the four bytes R, G, B, A as one little-endian integer.
  init(wire: WireValue, screen: PixelSize) throws(WireShapeError) {
    let what = "the host frame"
    let width = try wire.intMember("width", in: what)
    let height = try wire.intMember("height", in: what)
    guard width == screen.width, height == screen.height else {
      throw WireShapeError(
        expected: "a \(screen.width)x\(screen.height) frame (the screen), not \(width)x\(height)")
    }
    guard let runs = wire["runs"]?.array, runs.count % 2 == 0 else {
      throw WireShapeError(expected: "\"runs\" as [count, rgba, count, rgba, ...]")
    }
    let count = width * height
    var pixels = [UInt32](repeating: 0, count: count)
    var filled = 0
    var index = 0
    while index < runs.count {
      guard let length = runs[index].int, length > 0, length <= count - filled,
        let rgba = runs[index + 1].int, (0...Int(UInt32.max)).contains(rgba)
      else {
        throw WireShapeError(
          expected: "runs of positive counts, \(count) pixels in all, and rgba integers below 2^32")
      }
      pixels.withUnsafeMutableBufferPointer { buffer in
        buffer[filled..<filled + length].update(repeating: UInt32(rgba).littleEndian)
      }
      filled += length
      index += 2
    }
    guard filled == count else {
      throw WireShapeError(expected: "runs of \(count) pixels in all, not \(filled)")
    }
    do {
      try self.init(width: width, height: height, pixels: pixels)
    } catch {
      throw WireShapeError(expected: "a frame of a drawable size (\(error))")
    }
  }
}
