// Policy: the recommended policy is `.untilGeometryChanges`. It does not ask
// before layout (the answer would be zeros), asks on the first laid-out frame
// and after every geometry change, keeps asking for a settle window (a
// foldable answers transitional values for up to 0.6 s), and then stops: a
// device whose true insets are zero costs nothing once settled.

/// How often a host asks UIKit for the insets.
public enum InsetPollingPolicy: Hashable, Sendable, Codable {
  /// Ask every frame: always right after a frame's latency, four sends a
  /// frame forever.
  case everyFrame
  /// Ask every frame until a non-zero answer, then keep it. What the raylib
  /// host first shipped: wrong after a rotation, and a zero-inset device
  /// asks forever.
  case firstNonZero
  /// Ask after layout and after every change of size or orientation, for
  /// `settleFrames` frames, then keep the last answer.
  case untilGeometryChanges(settleFrames: Int)

  /// The recommended policy, with a settle window one frame longer than the
  /// longest foldable transition.
  public static let recommended = InsetPollingPolicy.untilGeometryChanges(
    settleFrames: SimulatedInsetProvider.foldableTransitionFrames + 1)
}

/// The engine's inset poller.
public struct InsetPoller: InsetPolling, Sendable {
  /// Message sends per ask: the shared application, its windows, the first
  /// window, its insets.
  public static let sendsPerAsk = 4

  /// The policy in force.
  public let policy: InsetPollingPolicy
  /// The total message sends spent so far.
  public private(set) var messageSends = 0

  private var cached: EdgeInsets?
  private var cachedGeometry: InsetGeometry?
  private var askUntilFrame = Int.min

  /// Creates a poller with a policy.
  public init(policy: InsetPollingPolicy = .recommended) {
    self.policy = policy
  }

  private mutating func ask(_ provider: SimulatedInsetProvider, frame: Int) -> EdgeInsets {
    messageSends = messageSends.saturatingAdd(Self.sendsPerAsk)
    return provider.answer(atFrame: frame)
  }

  /// The insets to draw frame `frame` with, asking UIKit as the policy says.
  public mutating func insets(
    atFrame frame: Int, from provider: SimulatedInsetProvider
  ) -> EdgeInsets {
    switch policy {
    case .everyFrame:
      return ask(provider, frame: frame)

    case .firstNonZero:
      if let cached { return cached }
      let answer = ask(provider, frame: frame)
      if !answer.isZero { cached = answer }
      return answer

    case .untilGeometryChanges(let settleFrames):
      guard provider.isLaidOut(atFrame: frame) else { return .zero }
      let geometry = provider.geometry(atFrame: frame)
      if geometry != cachedGeometry {
        cachedGeometry = geometry
        cached = nil
        askUntilFrame = frame.saturatingAdd(Swift.max(0, settleFrames))
      }
      if let cached, frame >= askUntilFrame { return cached }
      let answer = ask(provider, frame: frame)
      cached = answer
      return answer
    }
  }
}
