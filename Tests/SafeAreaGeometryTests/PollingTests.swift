import SafeAreaGeometry
import Testing

@Suite("Inset polling")
struct PollingTests {
  func session(
    _ device: Device, layoutFrame: Int = 3, transitionFrames: Int = 0
  ) throws -> SimulatedInsetProvider {
    try SimulatedInsetProvider(
      device: device, orientation: .portrait, layoutFrame: layoutFrame,
      rotations: [(frame: 100, orientation: .landscapeLeft), (frame: 200, orientation: .portrait)],
      transitionFrames: transitionFrames)
  }

  /// Frames (after layout and settling) where the poller drew with insets
  /// other than the truth, allowing one frame of latency.
  func wrongFrames(_ trace: PollingTrace, _ provider: SimulatedInsetProvider) -> [Int] {
    trace.used.indices.filter { frame in
      frame > provider.settledFrame(atFrame: frame)
        && trace.used[frame] != provider.truth(atFrame: frame)
    }
  }

  @Test func providerAnswersZerosBeforeLayoutAndStaleValuesInTransition() throws {
    let provider = try session(.iPhone16Pro, transitionFrames: 36)
    #expect(provider.answer(atFrame: 0) == .zero)
    #expect(provider.answer(atFrame: 3) == Device.iPhone16Pro.portraitInsets)
    #expect(provider.answer(atFrame: 100) == Device.iPhone16Pro.portraitInsets)
    #expect(provider.answer(atFrame: 136) == Device.iPhone16Pro.landscapeInsets)
    #expect(provider.truth(atFrame: 100) == Device.iPhone16Pro.landscapeInsets)
    #expect(provider.settledFrame(atFrame: 120) == 136)
  }

  @Test(arguments: [0, 36])
  func recommendedPolicyIsRightAfterEveryRotation(transitionFrames: Int) throws {
    let provider = try session(.iPhone16Pro, transitionFrames: transitionFrames)
    var poller = InsetPoller(policy: .recommended)
    let trace = provider.simulate(&poller, frames: 300)
    #expect(wrongFrames(trace, provider).isEmpty)
    // Asks stop once settled: the last 50 frames cost nothing.
    #expect(trace.sends.suffix(50).allSatisfy { $0 == 0 })
  }

  @Test func firstNonZeroIsWrongAfterRotation() throws {
    let provider = try session(.iPhone16Pro)
    var poller = InsetPoller(policy: .firstNonZero)
    let trace = provider.simulate(&poller, frames: 300)
    #expect(wrongFrames(trace, provider).contains(150))
  }

  @Test func everyFrameIsRightButPaysFourSendsAFrame() throws {
    let provider = try session(.iPhone16Pro, transitionFrames: 36)
    var poller = InsetPoller(policy: .everyFrame)
    let trace = provider.simulate(&poller, frames: 300)
    #expect(wrongFrames(trace, provider).isEmpty)
    #expect(trace.totalSends == 300 * InsetPoller.sendsPerAsk)
  }

  @Test func aZeroInsetDeviceSettles() throws {
    let bare = Device(
      name: "bare", portraitSize: Size(width: 320, height: 480), scale: .x2,
      nativePixels: PixelSize(width: 640, height: 960), portraitInsets: .zero,
      landscapeInsets: .zero)
    let provider = try session(bare)
    var recommended = InsetPoller()
    let settled = provider.simulate(&recommended, frames: 300)
    #expect(settled.sends.suffix(50).allSatisfy { $0 == 0 })
    var naive = InsetPoller(policy: .firstNonZero)
    let forever = provider.simulate(&naive, frames: 300)
    #expect(forever.sends.suffix(50).allSatisfy { $0 == InsetPoller.sendsPerAsk })
  }

  @Test func providerRejectsBadInput() {
    #expect(throws: GeometryError.self) {
      try SimulatedInsetProvider(layoutFrame: 0, phases: [])
    }
    #expect(throws: GeometryError.self) {
      try SimulatedInsetProvider(
        layoutFrame: 0,
        phases: [
          .init(
            startFrame: 0,
            geometry: InsetGeometry(size: Size(width: 1, height: 1), orientation: .portrait),
            insets: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        ])
    }
  }

  func phase(_ start: Int, top: Double, transition: Int = 0) -> SimulatedInsetProvider.Phase {
    .init(
      startFrame: start,
      geometry: InsetGeometry(size: Size(width: 320, height: 480), orientation: .portrait),
      insets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0), transitionFrames: transition)
  }

  @Test func phasesBeforeFrameZeroLeaveTheOneInForceAtZero() throws {
    let provider = try SimulatedInsetProvider(
      layoutFrame: 0,
      phases: [phase(10, top: 3, transition: 5), phase(-2, top: 1), phase(-1, top: 2)])
    // The phase from -1 is in force at frame 0; the one from -2 is never seen.
    #expect(provider.phases.map(\.startFrame) == [0, 10])
    #expect(provider.answer(atFrame: 0).top == 2)
    #expect(provider.answer(atFrame: 12).top == 2)  // transition: the previous phase
    #expect(provider.answer(atFrame: 15).top == 3)
    #expect(provider.truth(atFrame: 12).top == 3)
  }

  @Test func phasesStartingTogetherKeepTheirOrder() throws {
    let provider = try SimulatedInsetProvider(
      layoutFrame: 0, phases: [phase(0, top: 1), phase(5, top: 2), phase(5, top: 3)])
    #expect(provider.phases.map(\.insets.top) == [1, 2, 3])
    #expect(provider.truth(atFrame: 5).top == 3)
  }

  @Test(
    "Start frames anywhere in Int answer every frame without trapping",
    arguments: [
      [Int.min, Int.min + 1],
      [Int.min, Int.max],
      [Int.max - 1, Int.max],
      [Int.min + 1, 1, Int.max],
    ])
  func extremeStartFramesNeverTrap(starts: [Int]) throws {
    let phases = starts.enumerated().map { phase($1, top: Double($0 + 1), transition: .max) }
    let provider = try SimulatedInsetProvider(layoutFrame: .min, phases: phases)
    #expect(provider.phases.first?.startFrame == 0)
    #expect(provider.phases.map(\.startFrame) == provider.phases.map(\.startFrame).sorted())
    for frame in [Int.min, -1, 0, 1, 2, Int.max - 1, Int.max] + starts {
      let answer = provider.answer(atFrame: frame)
      if frame < 0 {
        #expect(answer == .zero, "frame \(frame) is before layout")
      } else {
        #expect(provider.phases.contains { $0.insets == answer }, "frame \(frame): \(answer)")
      }
      #expect(provider.settledFrame(atFrame: frame) >= 0)
    }
  }
}

/// The changes that are not rotations: a resize, the insets changing alone,
/// and transitions that answer zeros.
@Suite("Inset polling beyond rotations")
struct PollingBeyondRotationTests {
  static let portrait = InsetGeometry(size: Size(width: 400, height: 800), orientation: .portrait)
  static let narrow = InsetGeometry(size: Size(width: 200, height: 800), orientation: .portrait)
  static let status = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  static let inCall = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)

  @Test func everyPhaseBeginsALayoutPassTheHostObserves() throws {
    let provider = try SimulatedInsetProvider(
      layoutFrame: 0,
      phases: [
        .init(startFrame: 0, geometry: Self.portrait, insets: Self.status),
        .init(startFrame: 50, geometry: Self.portrait, insets: Self.inCall),
        .init(startFrame: 90, geometry: Self.narrow, insets: Self.inCall),
      ])
    #expect(provider.phases.map(\.geometry.layoutPass) == [0, 1, 2])
    // The same size and orientation, a new observation all the same.
    #expect(provider.geometry(atFrame: 60) != provider.geometry(atFrame: 10))
    #expect(provider.geometry(atFrame: 60).size == provider.geometry(atFrame: 10).size)
  }

  @Test func transitionsAnswerZerosWhenTheyDo() throws {
    let provider = try SimulatedInsetProvider(
      layoutFrame: 0,
      phases: [
        .init(startFrame: 0, geometry: Self.portrait, insets: Self.status),
        .init(
          startFrame: 50, geometry: Self.narrow, insets: Self.inCall, transitionFrames: 5,
          transitionalZeros: true),
      ])
    #expect(provider.answer(atFrame: 49) == Self.status)
    #expect(provider.answer(atFrame: 50) == .zero)
    #expect(provider.answer(atFrame: 54) == .zero)
    #expect(provider.answer(atFrame: 55) == Self.inCall)
  }

  /// A resize without rotation, then the insets changing alone, each with
  /// a transition of zeros: the recommended poller draws the truth once
  /// each settles, and stops asking.
  @Test func theRecommendedPollerFollowsResizesAndInsetChanges() throws {
    let provider = try SimulatedInsetProvider(
      layoutFrame: 2,
      phases: [
        .init(startFrame: 0, geometry: Self.portrait, insets: Self.status),
        .init(
          startFrame: 100, geometry: Self.narrow, insets: .zero, transitionFrames: 36,
          transitionalZeros: true),
        .init(startFrame: 250, geometry: Self.narrow, insets: Self.inCall, transitionFrames: 10),
      ])
    var poller = InsetPoller(policy: .recommended)
    let trace = provider.simulate(&poller, frames: 400)
    let wrong = trace.used.indices.filter { frame in
      frame > provider.settledFrame(atFrame: frame)
        && trace.used[frame] != provider.truth(atFrame: frame)
    }
    #expect(wrong.isEmpty, "wrong at \(wrong.prefix(5))")
    #expect(trace.used[399] == Self.inCall)
    #expect(trace.sends.suffix(50).allSatisfy { $0 == 0 })
  }

  /// The kept answer's test compares the observation as one value (its
  /// bits): each field still counts, a zero of either sign is the same
  /// window, a NaN size is never kept, and `.firstNonZero` ignores the
  /// observation.
  @Test func theKeptAnswerIsKeyedOnTheWholeObservation() {
    func poll(
      _ poller: inout InsetPoller, _ frame: Int, _ observation: InsetGeometry?
    ) -> Int {
      let before = poller.messageSends
      _ = poller.insets(atFrame: frame, observing: observation) { _ in Self.status }
      return poller.messageSends - before
    }
    let base = InsetGeometry(
      size: Size(width: 0, height: 800), orientation: .portrait, layoutPass: 3)
    var poller = InsetPoller(policy: .untilGeometryChanges(settleFrames: 0))
    #expect(poll(&poller, 0, base) == 4)
    #expect(poll(&poller, 1, base) == 0)
    var negativeZero = base
    negativeZero.size.width = -0.0
    #expect(poll(&poller, 2, negativeZero) == 0)
    #expect(poll(&poller, 3, negativeZero) == 0)
    for change in [
      InsetGeometry(size: Size(width: 0, height: 800), orientation: .portrait, layoutPass: 4),
      InsetGeometry(size: Size(width: 0, height: 800), orientation: .landscapeLeft, layoutPass: 4),
      InsetGeometry(size: Size(width: 0, height: 801), orientation: .landscapeLeft, layoutPass: 4),
      InsetGeometry(size: Size(width: 1, height: 801), orientation: .landscapeLeft, layoutPass: 4),
      InsetGeometry(
        size: Size(width: 1, height: 801), orientation: .landscapeLeft, layoutPass: .min),
    ] {
      #expect(poll(&poller, 10, change) == 4, "\(change)")
      #expect(poll(&poller, 11, change) == 0, "\(change)")
    }
    let nan = InsetGeometry(size: Size(width: .nan, height: 800), orientation: .portrait)
    #expect(poll(&poller, 20, nan) == 4)
    #expect(poll(&poller, 21, nan) == 4)
    #expect(poll(&poller, .max, nan) == 4)
    #expect(poll(&poller, .max, nil) == 0)

    var firstNonZero = InsetPoller(policy: .firstNonZero)
    #expect(poll(&firstNonZero, 0, base) == 4)
    #expect(poll(&firstNonZero, 1, nan) == 0)
    #expect(poll(&firstNonZero, .max, nil) == 0)
  }
}
