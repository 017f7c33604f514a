import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

extension AutomatonGrid: WireCodable {
  var wireText: String {
    "{\"cellWidth\":\(cellWidth),\"rowHeight\":\(rowHeight),\"columns\":\(columns),\"rows\":\(rows)}"
  }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> AutomatonGrid
  {
    try shaped { () throws(WireShapeError) in
      AutomatonGrid(
        cellWidth: try value.intMember("cellWidth", in: what),
        rowHeight: try value.intMember("rowHeight", in: what),
        columns: try value.intMember("columns", in: what),
        rows: try value.intMember("rows", in: what))
    }
  }
}

extension LifeGrid: WireCodable {
  var wireText: String { "{\"cellSize\":\(cellSize),\"columns\":\(columns),\"rows\":\(rows)}" }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> LifeGrid {
    try shaped { () throws(WireShapeError) in
      LifeGrid(
        cellSize: try value.intMember("cellSize", in: what),
        columns: try value.intMember("columns", in: what),
        rows: try value.intMember("rows", in: what))
    }
  }
}

extension HostFramePlan: WireCodable {
  var wireText: String {
    "{\"commands\":[\(commands.map(Self.command).joined(separator: ","))]}"
  }

  /// A host command as the protocol writes it.
  static func command(_ command: HostCommand) -> String {
    switch command {
    case .clearBackground: return "[\"clearBackground\"]"
    case .beginScissor(let r): return "[\"beginScissor\",\(r.x),\(r.y),\(r.width),\(r.height)]"
    case .pushMatrix: return "[\"pushMatrix\"]"
    case .translate(let x, let y): return "[\"translate\",\(x),\(y)]"
    case .drawScene(let metrics):
      return "[\"drawScene\",\(metrics.screen.width),\(metrics.screen.height)]"
    case .popMatrix: return "[\"popMatrix\"]"
    case .endScissor: return "[\"endScissor\"]"
    case .drawChrome(.rect(let r)): return "[\"drawRect\",\(r.x),\(r.y),\(r.width),\(r.height)]"
    case .drawChrome(.text(let r)): return "[\"drawText\",\(r.x),\(r.y),\(r.width),\(r.height)]"
    case .drawChrome(.line(let a, let b, let thickness)):
      return "[\"drawLine\",\(Wire.number(a.x)),\(Wire.number(a.y)),\(Wire.number(b.x)),"
        + "\(Wire.number(b.y)),\(Wire.number(thickness))]"
    }
  }

  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> HostFramePlan
  {
    throw .shape(WireShapeError(expected: "a host plan only as an answer"))
  }

  /// The plan for the request's screen, region and scale.
  static func decodeAnswer(
    _ value: WireValue, arguments: [Any], function: String
  ) throws(WireShapeError) -> HostFramePlan {
    guard let screen = arguments.lazy.compactMap({ $0 as? PixelSize }).first,
      let scale = arguments.lazy.compactMap({ $0 as? DisplayScale }).first
    else {
      throw WireShapeError(expected: "a host plan answering a request with a screen and scale")
    }
    let region = arguments.lazy.compactMap({ $0 as? PixelRect? }).first ?? nil
    return try HostFramePlan(screen: screen, region: region, scale: scale, wire: value)
  }
}

extension Framebuffer: WireCodable {
  /// A frame as `{"width", "height", "runs"}`.
  var wireText: String {
    var text = "{\"width\":\(width),\"height\":\(height),\"runs\":["
    var index = 0
    let pixels = self.pixels
    var first = true
    while index < pixels.count {
      var end = index + 1
      while end < pixels.count, pixels[end] == pixels[index] { end += 1 }
      text += (first ? "" : ",") + "\(end - index),\(UInt32(littleEndian: pixels[index]))"
      first = false
      index = end
    }
    return text + "]}"
  }

  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Framebuffer {
    throw .shape(WireShapeError(expected: "a frame only as an answer"))
  }

  /// The frame, which must have the request's screen size.
  static func decodeAnswer(
    _ value: WireValue, arguments: [Any], function: String
  ) throws(WireShapeError) -> Framebuffer {
    guard let request = arguments.first as? HostFrameRequest else {
      throw WireShapeError(expected: "a frame answering a host-frame request")
    }
    return try Framebuffer(wire: value, screen: request.screen)
  }

  /// An engine that cannot draw a frame answers an error.
  static var refusedWhenAbsent: String? { "the engine could not draw this frame" }
}

extension HostFrameRequest: WireCodable {
  var wireText: String { "{" + writeMembers(key: "") + "}" }
  /// A request's fields are the `args` of `hostFrame`.
  func writeMembers(key: String) -> String {
    "\"screen\":\(Wire.size(screen)),\"region\":\(Wire.rect(region)),"
      + "\"previous\":\(Wire.color(previous)),\"clear\":\(Wire.color(clear)),"
      + "\"scene\":\(Wire.scene(scene))"
  }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError)
    -> HostFrameRequest
  {
    try shaped { () throws(WireShapeError) in try HostFrameRequest(wire: value) }
  }
  static func read(
    from args: WireValue, key: String, function: String
  ) throws(WireArgumentError) -> HostFrameRequest {
    try decode(args, function)
  }
}
