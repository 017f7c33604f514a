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
/// was kept for. The observation is compared as one fixed-size value
/// (``ObservationKey``: four words, differences or-ed together and masked,
/// then one branch), not field by field, so adding a field to the
/// observation adds a word, not a branch. When the test holds, the poll is
/// that compare and a branch; the policy's own logic runs only on frames
/// where something may change.
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
  /// asking, while the observation's key stays `keptKey` (under
  /// `keptMask`).
  @usableFromInline var keptFrom = Int.max
  /// The key of the observation the kept answer holds for;
  /// ``ObservationKey/nothingKept`` (equal to no observation's key) while
  /// nothing is kept, so that `keptFrom` alone need not mean "nothing
  /// kept" (a frame may be `Int.max`).
  @usableFromInline var keptKey = ObservationKey.nothingKept
  /// Which bits of the key the kept answer depends on: all of them, or
  /// none with `.firstNonZero`, which keeps its answer whatever the window
  /// does.
  @usableFromInline var keptMask = UInt64.max
  /// The answer kept.
  @usableFromInline var keptInsets = EdgeInsets.zero

  /// Creates a poller with a policy.
  public init(policy: InsetPollingPolicy = .recommended) {
    self.policy = policy
  }

  /// The insets to draw frame `frame` with, asking UIKit as the policy says.
  public mutating func insets(
    atFrame frame: Int, seeing window: PollFrame, ask: (Int) -> EdgeInsets
  ) -> EdgeInsets {
    let observation: InsetGeometry?
    switch policy {
    // What the host sees for free each frame: whether layout happened (its
    // layout callback) and its window's size and orientation.
    case .untilGeometryChanges: observation = window.observation
    case .everyFrame, .firstNonZero: observation = nil
    }
    return insets(atFrame: frame, observing: observation, ask: ask)
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
    if frame >= keptFrom, ObservationKey(observation).matches(keptKey, mask: keptMask) {
      return keptInsets
    }
    return decide(atFrame: frame, observing: observation, ask: ask)
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
    keptKey = .nothingKept
    keptMask = .max
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

  /// Keeps `answer` from `frame` on while the observation stays
  /// `geometry`, or whatever it is when `geometry` is `nil`. An
  /// observation with a NaN size equals no observation, itself included,
  /// so nothing is kept for it (its key would equal itself).
  private mutating func keepAnswer(_ answer: EdgeInsets, from frame: Int, geometry: InsetGeometry?)
  {
    if let geometry, geometry.size.width.isNaN || geometry.size.height.isNaN { return }
    keptInsets = answer
    keptFrom = frame
    keptKey = ObservationKey(geometry)
    keptMask = geometry == nil ? 0 : .max
  }
}

/// An observation (or none) as one fixed-size value: the size's bit
/// patterns, the layout pass and a word for the orientation, so that two
/// observations are compared as four words whose differences are or-ed
/// together, with one branch.
///
/// Equal keys mean equal observations except for NaN sizes (equal bits,
/// yet no NaN is equal to anything), which the poller never keeps; equal
/// observations may have different keys only for a zero of either sign,
/// which then takes the policy's logic once and keeps the answer again.
@usableFromInline
struct ObservationKey: Sendable {
  @usableFromInline var width: UInt64
  @usableFromInline var height: UInt64
  @usableFromInline var layoutPass: UInt64
  /// 0 for no observation, 1 to 4 for the orientations; ``nothingKept``'s
  /// `UInt64.max` is no observation's.
  @usableFromInline var orientation: UInt64

  @inlinable
  init(width: UInt64, height: UInt64, layoutPass: UInt64, orientation: UInt64) {
    self.width = width
    self.height = height
    self.layoutPass = layoutPass
    self.orientation = orientation
  }

  /// The key of an observation, or of none.
  @inlinable
  init(_ observation: InsetGeometry?) {
    guard let observation else {
      self.init(width: 0, height: 0, layoutPass: 0, orientation: 0)
      return
    }
    let orientation: UInt64
    switch observation.orientation {
    case .portrait: orientation = 1
    case .portraitUpsideDown: orientation = 2
    case .landscapeLeft: orientation = 3
    case .landscapeRight: orientation = 4
    }
    self.init(
      width: observation.size.width.bitPattern, height: observation.size.height.bitPattern,
      layoutPass: UInt64(bitPattern: Int64(observation.layoutPass)), orientation: orientation)
  }

  /// A key no observation has: the kept key while nothing is kept.
  @usableFromInline static let nothingKept = ObservationKey(
    width: 0, height: 0, layoutPass: 0, orientation: .max)

  /// Whether the keys agree on the bits of `mask`: one value compared,
  /// one branch.
  @inlinable
  func matches(_ other: ObservationKey, mask: UInt64) -> Bool {
    let difference =
      (width ^ other.width) | (height ^ other.height) | (layoutPass ^ other.layoutPass)
      | (orientation ^ other.orientation)
    return difference & mask == 0
  }
}
