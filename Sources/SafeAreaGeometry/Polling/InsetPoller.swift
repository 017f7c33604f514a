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
  /// Ask after layout and after every change of size or orientation and
  /// every later layout pass (``InsetGeometry``), for `settleFrames`
  /// frames, then keep the last answer.
  case untilGeometryChanges(settleFrames: Int)

  /// The recommended policy, with a settle window one frame longer than the
  /// longest foldable transition.
  public static let recommended = InsetPollingPolicy.untilGeometryChanges(
    settleFrames: SimulatedInsetProvider.foldableTransitionFrames + 1)
}

/// The engine's inset poller.
///
/// Every poll starts with the same test: the frame is at or past the one
/// from which the last answer may be kept, and (for the policies that key
/// on it) the host's free observation of its window is the one the answer
/// was kept for. When it holds, the poll is that compare and a branch; the
/// policy's own logic runs only on frames where something may change.
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

  /// The first frame from which `keptInsets` is the answer, without
  /// asking, while the observation stays `keptGeometry`.
  @usableFromInline var keptFrom = Int.max
  /// The observation the kept answer holds for: `nil` with
  /// `.firstNonZero`, which keeps its answer whatever the window does;
  /// ``nothingKept`` (equal to no observation) while nothing is kept.
  @usableFromInline var keptGeometry: InsetGeometry? = nothingKept
  /// The answer kept.
  @usableFromInline var keptInsets = EdgeInsets.zero

  /// An observation no window makes (a NaN size is equal to nothing), so
  /// that `keptFrom` alone need not mean "nothing kept" (a frame may be
  /// `Int.max`).
  @usableFromInline static let nothingKept = InsetGeometry(
    size: Size(width: .nan, height: .nan), orientation: .portrait)

  /// Creates a poller with a policy.
  public init(policy: InsetPollingPolicy = .recommended) {
    self.policy = policy
  }

  /// The insets to draw frame `frame` with, asking UIKit as the policy says.
  public mutating func insets(
    atFrame frame: Int, from provider: SimulatedInsetProvider
  ) -> EdgeInsets {
    let observation: InsetGeometry?
    switch policy {
    case .untilGeometryChanges:
      // What the host sees for free each frame: whether layout happened
      // (its layout callback) and its window's size and orientation.
      observation = provider.isLaidOut(atFrame: frame) ? provider.geometry(atFrame: frame) : nil
    case .everyFrame, .firstNonZero:
      observation = nil
    }
    return insets(atFrame: frame, observing: observation) { provider.answer(atFrame: $0) }
  }

  /// The insets to draw frame `frame` with, given what the host observes
  /// for free this frame, asking UIKit through `ask` as the policy says.
  ///
  /// This is the poll itself, without the simulation that produces the
  /// observation, so a benchmark can time exactly what a host pays.
  ///
  /// - Parameters:
  ///   - frame: the frame number.
  ///   - observation: the window's size and orientation, or `nil` before
  ///     the first layout pass (only `.untilGeometryChanges` reads it).
  ///   - ask: asks UIKit for the insets at a frame; each call costs
  ///     ``sendsPerAsk`` message sends.
  @inlinable
  public mutating func insets(
    atFrame frame: Int, observing observation: InsetGeometry?,
    ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    if frame >= keptFrom, keptGeometryMatches(observation) {
      return keptInsets
    }
    return decide(atFrame: frame, observing: observation, ask: ask)
  }

  /// Whether the observation is one the kept answer holds for.
  @inlinable
  func keptGeometryMatches(_ observation: InsetGeometry?) -> Bool {
    guard let keptGeometry else { return true }
    return observation == keptGeometry
  }

  /// The policy's logic, for frames where something may change; records
  /// what the next polls may keep.
  @usableFromInline
  mutating func decide(
    atFrame frame: Int, observing observation: InsetGeometry?,
    ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    func askUIKit() -> EdgeInsets {
      messageSends = messageSends.saturatingAdd(Self.sendsPerAsk)
      return ask(frame)
    }
    keptFrom = .max
    keptGeometry = Self.nothingKept
    switch policy {
    case .everyFrame:
      return askUIKit()

    case .firstNonZero:
      if let cached { return cached }
      let answer = askUIKit()
      if !answer.isZero {
        cached = answer
        keepAnswer(answer, from: .min, geometry: nil)
      }
      return answer

    case .untilGeometryChanges(let settleFrames):
      guard let geometry = observation else { return .zero }
      if geometry != cachedGeometry {
        cachedGeometry = geometry
        cached = nil
        askUntilFrame = frame.saturatingAdd(Swift.max(0, settleFrames))
      }
      if let cached, frame >= askUntilFrame {
        keepAnswer(cached, from: askUntilFrame, geometry: geometry)
        return cached
      }
      let answer = askUIKit()
      cached = answer
      if frame.saturatingAdd(1) >= askUntilFrame {
        keepAnswer(answer, from: askUntilFrame, geometry: geometry)
      }
      return answer
    }
  }

  private mutating func keepAnswer(_ answer: EdgeInsets, from frame: Int, geometry: InsetGeometry?)
  {
    keptInsets = answer
    keptFrom = frame
    keptGeometry = geometry
  }
}
