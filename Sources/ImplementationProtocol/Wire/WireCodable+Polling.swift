// The poller's session (`pollInsets`, protocol 4): a frame is what the host
// sees and what UIKit would answer, a step what the poller did. Objects
// with their keys in a fixed order, so a program may read a frame's
// numbers in turn.

import SafeAreaGeometry

extension PollFrame: WireCodable {
  var wireText: String {
    "{\"layout\":\(layoutPass.map(String.init) ?? "null"),\"size\":\(Wire.size(size)),"
      + "\"orientation\":\"\(orientation.rawValue)\",\"answer\":\(Wire.insets(answer))}"
  }

  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> PollFrame {
    let layout = value["layout"]
    let layoutPass: Int?
    switch layout {
    case .null?: layoutPass = nil
    case let value?:
      guard let pass = value.int, pass >= 0 else {
        throw .shape(WireShapeError(expected: "\(what) \"layout\" as null or a pass number ≥ 0"))
      }
      layoutPass = pass
    case nil:
      throw .shape(WireShapeError(expected: "\(what) with member \"layout\""))
    }
    guard let name = value["orientation"]?.string, let orientation = Orientation(rawValue: name)
    else {
      throw .shape(
        WireShapeError(
          expected: "\(what) \"orientation\" as one of "
            + Orientation.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    return PollFrame(
      layoutPass: layoutPass, size: try Size.read(from: value, key: "size", function: what),
      orientation: orientation,
      answer: try EdgeInsets.read(from: value, key: "answer", function: what))
  }
}

extension PollStep: WireCodable {
  var wireText: String { "{\"asked\":\(asked),\"insets\":\(Wire.insets(insets))}" }

  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> PollStep {
    guard case .bool(let asked)? = value["asked"] else {
      throw .shape(WireShapeError(expected: "\(what) \"asked\" as true or false"))
    }
    return PollStep(
      asked: asked, insets: try EdgeInsets.read(from: value, key: "insets", function: what))
  }
}
