// Policy: the provider models what UIKit answers, frame by frame:
// - before the first layout pass it answers zeros (a plausible answer on a
//   device without a notch, which is what makes it dangerous);
// - the host learns that layout happened through its layout callback, which
//   costs no message sends (modelled by `isLaidOut(atFrame:)`);
// - every phase starts with a layout pass (a rotation, a resize, a fold,
//   or the safe area changing on its own), which the host also hears for
//   free: the observation's `layoutPass` counts them;
// - after a change, a phase may be transitional for a number of frames (on
//   the foldable, up to 0.6 s): UIKit still answers the previous phase's
//   insets, or zeros while it recomputes them, and only then the settled
//   ones.
// Frames are counted at 60 per second.

/// A scripted stand-in for UIKit's `safeAreaInsets`.
public struct SimulatedInsetProvider: Hashable, Sendable {
  /// One stretch of the session with a fixed window geometry.
  public struct Phase: Hashable, Sendable {
    /// The first frame of the phase.
    public var startFrame: Int
    /// The window geometry during the phase.
    public var geometry: InsetGeometry
    /// The insets UIKit settles on during the phase.
    public var insets: EdgeInsets
    /// How many frames after `startFrame` UIKit still answers the previous
    /// phase's insets (or zeros, with `transitionalZeros`).
    public var transitionFrames: Int
    /// Whether UIKit answers zeros during the transition instead of the
    /// previous phase's insets.
    public var transitionalZeros: Bool

    /// Creates a phase. The geometry's `layoutPass` is set by the provider
    /// (the phase's position), whatever is given.
    public init(
      startFrame: Int, geometry: InsetGeometry, insets: EdgeInsets, transitionFrames: Int = 0,
      transitionalZeros: Bool = false
    ) {
      self.startFrame = startFrame
      self.geometry = geometry
      self.insets = insets
      self.transitionFrames = transitionFrames
      self.transitionalZeros = transitionalZeros
    }
  }

  /// Frames per second of the simulated display.
  public static let framesPerSecond = 60
  /// The longest transition a foldable shows after a rotation or fold:
  /// 0.6 s at 60 frames per second.
  public static let foldableTransitionFrames = 36

  /// The first frame at which layout has happened; earlier asks answer zero.
  public let layoutFrame: Int
  /// The phases, sorted by start frame, the first starting at frame 0.
  public let phases: [Phase]

  /// Creates a provider from explicit phases.
  ///
  /// A session starts at frame 0, so the phase in force there is the last
  /// one starting at or before frame 0 (or the earliest, if all start
  /// later). It is moved to frame 0 so every frame has a geometry, and the
  /// phases before it, which no frame would ever show, are dropped; the rest
  /// stay sorted by start frame (phases starting on the same frame keep the
  /// order given, and the last of them is in force). Negative transition
  /// lengths count as zero, and a negative layout frame means laid out from
  /// the start. Any `Int` start frame is accepted: nothing here or in the
  /// queries can overflow. Each phase's geometry gets its position as its
  /// `layoutPass`.
  ///
  /// - Throws: ``GeometryError/invalidParameter(name:value:expected:)`` when
  ///   there is no phase, or ``GeometryError`` for invalid insets.
  public init(layoutFrame: Int, phases: [Phase]) throws(GeometryError) {
    guard !phases.isEmpty else {
      throw .invalidParameter(name: "phases.count", value: 0, expected: "at least 1")
    }
    // Policy: plain index loops, and no sort for phases already in order
    // (every generator's and every rotation list's): the fuzzer builds a
    // provider a case in the debug build, where a closure, a key path or a
    // sorted copy per call cost more than the session polled.
    var index = 0
    while index < phases.count {
      _ = try phases[index].insets.validated(name: "phases[\(index)].insets")
      index += 1
    }
    var sorted = phases
    if !Self.isInStartOrder(phases) {
      // Sorting by (start, position) keeps equal starts in the given order
      // whatever the sort algorithm.
      sorted = phases.enumerated()
        .sorted { ($0.element.startFrame, $0.offset) < ($1.element.startFrame, $1.offset) }
        .map(\.element)
    }
    // The last phase starting at or before frame 0, or the earliest.
    var first = sorted.count - 1
    while first > 0, sorted[first].startFrame > 0 { first -= 1 }
    if first > 0 { sorted.removeFirst(first) }
    sorted[0].startFrame = 0
    index = 0
    while index < sorted.count {
      sorted[index].transitionFrames = Swift.max(0, sorted[index].transitionFrames)
      // Each phase begins with a layout pass the host hears.
      sorted[index].geometry.layoutPass = index
      index += 1
    }
    self.layoutFrame = Swift.max(0, layoutFrame)
    self.phases = sorted
  }

  /// Creates a provider for a catalog device that starts in one orientation
  /// and rotates at the given frames.
  ///
  /// - Parameters:
  ///   - device: where the settled insets come from.
  ///   - orientation: the orientation at launch.
  ///   - layoutFrame: the first frame after layout.
  ///   - rotations: `(frame, orientation)` pairs.
  ///   - transitionFrames: frames of stale answers after each rotation.
  ///   - transitionalZeros: whether those answers are zeros rather than
  ///     the previous orientation's insets.
  public init(
    device: Device, orientation: Orientation, layoutFrame: Int,
    rotations: [(frame: Int, orientation: Orientation)], transitionFrames: Int = 0,
    transitionalZeros: Bool = false
  ) throws(GeometryError) {
    var phases = [
      Phase(
        startFrame: 0,
        geometry: InsetGeometry(size: device.screenSize(in: orientation), orientation: orientation),
        insets: device.safeInsets(in: orientation))
    ]
    for rotation in rotations {
      phases.append(
        Phase(
          startFrame: rotation.frame,
          geometry: InsetGeometry(
            size: device.screenSize(in: rotation.orientation), orientation: rotation.orientation),
          insets: device.safeInsets(in: rotation.orientation), transitionFrames: transitionFrames,
          transitionalZeros: transitionalZeros))
    }
    try self.init(layoutFrame: layoutFrame, phases: phases)
  }

  /// Whether no phase starts before the one given ahead of it: such a
  /// list is its own stable sort by start frame.
  private static func isInStartOrder(_ phases: [Phase]) -> Bool {
    var index = 1
    while index < phases.count {
      if phases[index].startFrame < phases[index - 1].startFrame { return false }
      index += 1
    }
    return true
  }

  /// The index of the phase in force at a frame.
  public func phaseIndex(atFrame frame: Int) -> Int {
    // Binary search for the last phase starting at or before `frame`.
    var low = 0
    var high = phases.count - 1
    while low < high {
      let mid = low + (high - low + 1) / 2
      if phases[mid].startFrame <= frame { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The window geometry at a frame; free to observe.
  public func geometry(atFrame frame: Int) -> InsetGeometry {
    phases[phaseIndex(atFrame: frame)].geometry
  }

  /// Whether the first layout pass has happened; free to observe (it arrives
  /// as a callback, not a message send).
  public func isLaidOut(atFrame frame: Int) -> Bool { frame >= layoutFrame }

  /// What UIKit answers when asked at a frame: zeros before layout, the
  /// previous phase's insets (or zeros) during a transition, the settled
  /// ones after.
  public func answer(atFrame frame: Int) -> EdgeInsets {
    answer(atFrame: frame, inPhase: phaseIndex(atFrame: frame))
  }

  /// What UIKit answers when asked at a frame, the phase in force there
  /// already found.
  ///
  /// - Parameters:
  ///   - frame: the frame.
  ///   - index: the index of the phase in force at `frame`.
  func answer(atFrame frame: Int, inPhase index: Int) -> EdgeInsets {
    guard isLaidOut(atFrame: frame) else { return .zero }
    let phase = phases[index]
    // The phase started at or before `frame`, so the exact difference is not
    // negative; if it overflows it exceeds every transition length.
    let (elapsed, overflow) = frame.subtractingReportingOverflow(phase.startFrame)
    if index > 0, !overflow, elapsed < phase.transitionFrames {
      return phase.transitionalZeros ? .zero : phases[index - 1].insets
    }
    return phase.insets
  }

  /// The insets the frame should be drawn with: the settled insets of the
  /// phase in force.
  public func truth(atFrame frame: Int) -> EdgeInsets {
    phases[phaseIndex(atFrame: frame)].insets
  }

  /// The first frame of the current phase from which UIKit's answer equals
  /// the truth (after layout and after the phase's transition).
  public func settledFrame(atFrame frame: Int) -> Int {
    let phase = phases[phaseIndex(atFrame: frame)]
    let settled = phase.startFrame.saturatingAdd(phase.transitionFrames)
    return Swift.max(layoutFrame, settled)
  }
}
