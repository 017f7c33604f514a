// Policy: a poller is stateful, but what it is judged on need not be. A
// session is a list of frames, each with what the host observes for free
// (its window's size and orientation, and the layout pass it last heard
// of, none before the first) and what UIKit would answer if asked at that
// frame; a poller run from a fresh state over the frames says, for each
// one, whether it asked and which insets it drew with. That function of the
// frames is pure, so it crosses a process boundary like any other engine
// function (the line protocol's `pollInsets`), may be repeated while a case
// shrinks, and survives a restart of the program; and a prefix of a session
// gets the answers the whole session starts with.

/// One frame of a polling session: what the host sees, and what UIKit
/// would answer if asked.
public struct PollFrame: Hashable, Sendable, Codable {
  /// The layout pass the host last heard of (its layout callback, free),
  /// or `nil` before the first: UIKit then answers zeros.
  public var layoutPass: Int?
  /// The window's size in points (free: raylib's `GetScreenWidth`).
  public var size: Size
  /// The interface orientation (free).
  public var orientation: Orientation
  /// What UIKit answers if asked at this frame (four message sends).
  public var answer: EdgeInsets

  /// Creates a frame.
  public init(layoutPass: Int?, size: Size, orientation: Orientation, answer: EdgeInsets) {
    self.layoutPass = layoutPass
    self.size = size
    self.orientation = orientation
    self.answer = answer
  }

  /// The observation the recommended poller keys on: the window after
  /// layout, `nil` before.
  public var observation: InsetGeometry? {
    layoutPass.map { InsetGeometry(size: size, orientation: orientation, layoutPass: $0) }
  }
}

/// What a poller did at one frame.
public struct PollStep: Hashable, Sendable, Codable {
  /// Whether it asked UIKit (four message sends).
  public var asked: Bool
  /// The insets it drew the frame with.
  public var insets: EdgeInsets

  /// Creates a step.
  public init(asked: Bool, insets: EdgeInsets) {
    self.asked = asked
    self.insets = insets
  }
}

extension PollFrame {
  /// Runs a fresh poller over `frames`, one step each.
  ///
  /// - Parameters:
  ///   - poller: the poller, fresh (as a host creates it at launch).
  ///   - frames: the session.
  /// - Returns: whether it asked at each frame, and what it drew with.
  public static func run<Poller: InsetPolling>(_ poller: Poller, over frames: [PollFrame])
    -> [PollStep]
  {
    var poller = poller
    var steps: [PollStep] = []
    steps.reserveCapacity(frames.count)
    for (index, frame) in frames.enumerated() {
      let before = poller.messageSends
      let insets = poller.insets(atFrame: index, seeing: frame) { frames[$0].answer }
      steps.append(PollStep(asked: poller.messageSends != before, insets: insets))
    }
    return steps
  }
}

extension SimulatedInsetProvider {
  /// The first `count` frames of the session, as a poller sees them.
  public func pollFrames(count: Int) -> [PollFrame] {
    (0..<Swift.max(0, count)).map { frame in
      let geometry = geometry(atFrame: frame)
      return PollFrame(
        layoutPass: isLaidOut(atFrame: frame) ? geometry.layoutPass : nil, size: geometry.size,
        orientation: geometry.orientation, answer: answer(atFrame: frame))
    }
  }
}
