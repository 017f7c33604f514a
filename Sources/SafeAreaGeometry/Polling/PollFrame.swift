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
    guard let layoutPass else { return nil }
    return InsetGeometry(size: size, orientation: orientation, layoutPass: layoutPass)
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
    // Policy: an index loop, not `enumerated()`: in the debug build the
    // fuzzer runs this a case, and the generic sequence adaptor cost more
    // than the poller it drives.
    var poller = poller
    var steps: [PollStep] = []
    steps.reserveCapacity(frames.count)
    var index = 0
    while index < frames.count {
      let before = poller.messageSends
      let insets = poller.insets(atFrame: index, seeing: frames[index]) { frames[$0].answer }
      steps.append(PollStep(asked: poller.messageSends != before, insets: insets))
      index += 1
    }
    return steps
  }
}

extension SimulatedInsetProvider {
  /// The first `count` frames of the session, as a poller sees them.
  public func pollFrames(count: Int) -> [PollFrame] {
    // Policy: built a stretch at a time. Within a phase, what a poller sees
    // changes only where layout happens and where the phase's transition
    // ends, so each stretch between those frames is one `PollFrame`, built
    // once and repeated. The fuzzer polls hundreds of frames a case in the
    // debug build, where building each frame through the queries cost more
    // than the poller it feeds.
    var frames: [PollFrame] = []
    frames.reserveCapacity(Swift.max(0, count))
    var index = 0
    // Phases are sorted and the first starts at frame 0, so the frames go
    // in order; a phase starting where the next one does covers none.
    while index < phases.count, phases[index].startFrame < count {
      let end =
        index + 1 < phases.count ? Swift.min(phases[index + 1].startFrame, count) : count
      var frame = phases[index].startFrame
      while frame < end {
        let stretchEnd = Swift.min(end, nextChange(after: frame, inPhase: index))
        let seen = pollFrame(atFrame: frame, inPhase: index)
        while frame < stretchEnd {
          frames.append(seen)
          frame += 1
        }
      }
      index += 1
    }
    return frames
  }

  /// The first frame after `frame` at which what a poller sees in phase
  /// `index` may change: layout, or the end of the phase's transition;
  /// `Int.max` when neither is ahead.
  private func nextChange(after frame: Int, inPhase index: Int) -> Int {
    var next = Int.max
    if layoutFrame > frame { next = layoutFrame }
    let (settled, overflow) = phases[index].startFrame.addingReportingOverflow(
      phases[index].transitionFrames)
    if !overflow, settled > frame { next = Swift.min(next, settled) }
    return next
  }

  /// Frame `frame` as a poller sees it, the phase in force there already
  /// found.
  ///
  /// - Parameters:
  ///   - frame: the frame.
  ///   - index: the index of the phase in force at `frame`.
  func pollFrame(atFrame frame: Int, inPhase index: Int) -> PollFrame {
    let geometry = phases[index].geometry
    return PollFrame(
      layoutPass: isLaidOut(atFrame: frame) ? geometry.layoutPass : nil, size: geometry.size,
      orientation: geometry.orientation, answer: answer(atFrame: frame, inPhase: index))
  }
}
