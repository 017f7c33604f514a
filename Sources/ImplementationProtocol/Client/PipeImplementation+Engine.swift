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
    let reference = Engine.real
    var e = reference
    e.safeFrame = { screen, insets in
      self.answer(
        .safeFrame, "{\"screen\":\(Wire.size(screen)),\"insets\":\(Wire.insets(insets))}",
        else: reference.safeFrame(screen, insets)
      ) { v throws(WireShapeError) in v == .null ? nil : try v.rect("the safe frame") }
    }
    e.pixelFrame = { region, scale in
      self.answer(
        .pixelFrame,
        "{\"screen\":\(Wire.size(region.screen)),\"insets\":\(Wire.insets(region.insets)),"
          + "\"scale\":\(Wire.number(scale.factor))}",
        refused: Refusal.pixelFrame(
          screen: region.screen, insets: region.insets, scale: scale.factor),
        else: reference.pixelFrame(region, scale)
      ) { v throws(WireShapeError) in try v.optionalPixelRect("the pixel frame") }
    }
    e.clipRect = { box, region in
      self.answer(
        .clipRect,
        {
          var w = WireWriter()
          w.key("box")
          w.rect(box)
          w.key("region")
          w.rect(region)
          return w.finish()
        }(),
        else: reference.clipRect(box, region)
      ) { v throws(WireShapeError) in try v.optionalPixelRect("the clip rect") }
    }
    e.intoSafeRegion = { points, region in
      self.answer(
        .intoSafeRegion,
        "{\"points\":[\(points.map(Wire.point).joined(separator: ","))],\"region\":\(Wire.rect(region))}",
        else: reference.intoSafeRegion(points, region)
      ) { v throws(WireShapeError) in
        guard let elements = v.array else {
          throw WireShapeError(expected: "the mapped points as an array of [x, y]")
        }
        var mapped: [Point] = []
        for element in elements { mapped.append(try element.point("a mapped point")) }
        return mapped
      }
    }
    e.belowSafeArea = { point, region in
      self.answer(
        .belowSafeArea, "{\"point\":\(Wire.point(point)),\"region\":\(Wire.rect(region))}",
        else: reference.belowSafeArea(point, region)
      ) { v throws(WireShapeError) in try v.point("the screen point") }
    }
    e.hostPlan = { screen, region, scale in
      self.answer(
        .hostPlan,
        "{\"screen\":\(Wire.size(screen)),\"region\":\(Wire.rect(region)),"
          + "\"scale\":\(Wire.number(scale.factor))}",
        else: reference.hostPlan(screen, region, scale)
      ) { v throws(WireShapeError) in
        try HostFramePlan(screen: screen, region: region, scale: scale, wire: v)
      }
    }
    e.automatonGrid = { region in
      self.answer(
        .automatonGrid,
        {
          var w = WireWriter()
          w.key("region")
          w.size(region)
          return w.finish()
        }(),
        else: reference.automatonGrid(region)
      ) { v throws(WireShapeError) in
        guard v != .null else { return nil }
        let what = "the automaton grid"
        return AutomatonGrid(
          cellWidth: try v.intMember("cellWidth", in: what),
          rowHeight: try v.intMember("rowHeight", in: what),
          columns: try v.intMember("columns", in: what), rows: try v.intMember("rows", in: what))
      }
    }
    e.lifeGrid = { region, budget in
      self.answer(
        .lifeGrid,
        {
          var w = WireWriter()
          w.key("region")
          w.size(region)
          w.key("budget")
          w.int(budget)
          return w.finish()
        }(),
        else: reference.lifeGrid(region, budget)
      ) { v throws(WireShapeError) in
        guard v != .null else { return nil }
        let what = "the Life grid"
        return LifeGrid(
          cellSize: try v.intMember("cellSize", in: what),
          columns: try v.intMember("columns", in: what), rows: try v.intMember("rows", in: what))
      }
    }
    e.hostFrame = { request in
      self.answer(
        .hostFrame, Wire.hostFrame(request), refused: Refusal.hostFrame(screen: request.screen),
        else: nil
      ) { v throws(WireShapeError) in try Framebuffer(wire: v, screen: request.screen) }
    }
    var engine = reference.replacing(provided, from: e)
    engine.takeFault = { self.takeFault() }
    engine.batchCalls = { collect in self.batch(collect) }
    return engine
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
  ///   - reference: the reference engine's answer, used after a fault (and
  ///     for a request the program rightly refused).
  ///   - decode: reads a result.
  func answer<Value>(
    _ function: EngineFunction, _ arguments: String, refused: String? = nil,
    else reference: @autoclosure () -> Value,
    decode: (WireValue) throws(WireShapeError) -> Value
  ) -> Value {
    guard let answer = call(function, arguments: arguments) else { return reference() }
    switch (answer, refused) {
    case (.error, .some):
      return reference()
    case (.error(let message), nil):
      recordAnswerFault(
        function, arguments: arguments, "answered an error: \(message)", restart: true)
      return reference()
    case (.result(let value), let reason?):
      recordAnswerFault(
        function, arguments: arguments,
        "answered \(value == .null ? "null" : "a result") where the protocol answers an error "
          + "(\(reason))")
      return reference()
    case (.result(let value), nil):
      do {
        return try decode(value)
      } catch {
        recordAnswerFault(function, arguments: arguments, "answered with the wrong shape: \(error)")
        return reference()
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
      default:
        throw WireShapeError(
          expected: "a command name (clearBackground, beginScissor, pushMatrix, translate, "
            + "drawScene, popMatrix, endScissor), not '\(name)'")
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
