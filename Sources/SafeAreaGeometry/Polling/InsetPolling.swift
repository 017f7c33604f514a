/// Something that decides, frame by frame, which insets to draw with and
/// pays four message sends each time it asks UIKit.
///
/// The engine's ``InsetPoller`` conforms; the fuzzer's mutants conform too,
/// so the same invariants judge both.
public protocol InsetPolling {
  /// The total message sends spent so far.
  var messageSends: Int { get }

  /// The insets to draw frame `frame` with.
  mutating func insets(atFrame frame: Int, from provider: SimulatedInsetProvider) -> EdgeInsets
}

/// What a poller did over a simulated session.
public struct PollingTrace: Hashable, Sendable {
  /// The insets used for each frame.
  public var used: [EdgeInsets]
  /// The message sends spent on each frame.
  public var sends: [Int]

  /// The total message sends over the session.
  public var totalSends: Int { sends.reduce(0, +) }
}

extension SimulatedInsetProvider {
  /// Runs a poller over frames `0..<frames` and records what it used and
  /// what it spent.
  public func simulate<Poller: InsetPolling>(_ poller: inout Poller, frames: Int) -> PollingTrace {
    let count = Swift.max(0, frames)
    var trace = PollingTrace(used: [], sends: [])
    trace.used.reserveCapacity(count)
    trace.sends.reserveCapacity(count)
    for frame in 0..<count {
      let before = poller.messageSends
      trace.used.append(poller.insets(atFrame: frame, from: self))
      trace.sends.append(poller.messageSends - before)
    }
    return trace
  }
}
