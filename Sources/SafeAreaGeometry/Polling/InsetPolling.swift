/// Something that decides, frame by frame, which insets to draw with and
/// pays four message sends each time it asks UIKit.
///
/// The engine's ``InsetPoller`` conforms; the fuzzer's mutants conform too,
/// so the same invariants judge both. A poller sees each frame as a host
/// does (``PollFrame``: its window, and the layout pass it last heard of)
/// and asks UIKit through `ask`.
public protocol InsetPolling {
  /// The total message sends spent so far.
  var messageSends: Int { get }

  /// The insets to draw frame `frame` with.
  ///
  /// - Parameters:
  ///   - frame: the frame number, from 0.
  ///   - window: what the host observes for free at this frame (its
  ///     ``PollFrame/answer`` is not its to read: asking costs).
  ///   - ask: asks UIKit for the insets at a frame; four message sends.
  mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets
}

extension InsetPolling {
  /// The insets to draw frame `frame` with, the window and UIKit's
  /// answers taken from a scripted provider.
  public mutating func insets(
    atFrame frame: Int, from provider: SimulatedInsetProvider
  ) -> EdgeInsets {
    let geometry = provider.geometry(atFrame: frame)
    let window = PollFrame(
      layoutPass: provider.isLaidOut(atFrame: frame) ? geometry.layoutPass : nil,
      size: geometry.size, orientation: geometry.orientation,
      answer: provider.answer(atFrame: frame))
    return insets(atFrame: frame, seeing: window) { provider.answer(atFrame: $0) }
  }
}

/// What a poller did over a simulated session.
public struct PollingTrace: Hashable, Sendable {
  /// The insets used for each frame.
  public var used: [EdgeInsets]
  /// The message sends spent on each frame.
  public var sends: [Int]

  /// The total message sends over the session.
  public var totalSends: Int {
    var total = 0
    var index = 0
    while index < sends.count {
      total += sends[index]
      index += 1
    }
    return total
  }
}

extension SimulatedInsetProvider {
  /// Runs a poller over frames `0..<frames` and records what it used and
  /// what it spent.
  public func simulate<Poller: InsetPolling>(_ poller: inout Poller, frames: Int) -> PollingTrace {
    let session = pollFrames(count: frames)
    var trace = PollingTrace(used: [], sends: [])
    trace.used.reserveCapacity(session.count)
    trace.sends.reserveCapacity(session.count)
    var frame = 0
    while frame < session.count {
      let before = poller.messageSends
      trace.used.append(
        poller.insets(atFrame: frame, seeing: session[frame]) { session[$0].answer })
      trace.sends.append(poller.messageSends - before)
      frame += 1
    }
    return trace
  }
}

extension PollingTrace {
  /// The trace of a run over frames (``PollFrame/run(_:over:)``): four
  /// sends a frame where the poller asked.
  public init(_ steps: [PollStep]) {
    self.init(used: [], sends: [])
    used.reserveCapacity(steps.count)
    sends.reserveCapacity(steps.count)
    var index = 0
    while index < steps.count {
      used.append(steps[index].insets)
      sends.append(steps[index].asked ? InsetPoller.sendsPerAsk : 0)
      index += 1
    }
  }
}
