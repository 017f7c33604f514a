// Policy: where a failure is kept depends on what it needs to replay. The
// real engine's failures live at the top of the corpus (`swift test`
// replays them); a property that needs a judge not every machine has (real
// raylib) keeps its cases under `judged/<judge>/`; a program under
// `--implementation` keeps its own under `judged/implementation-<name>-<h>/`,
// keyed by its handshake name and a hash of its command, so a run of
// `host --bug2` never begins by replaying `host --bug1`'s cases. A mutant's
// failures are kept only when asked (`--record-corpus`).

import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants

/// What a run judges: the reference engine, a mutant, or a program over
/// the line protocol.
public struct SystemUnderTest: Sendable {
  /// The engine the properties call.
  public var engine: Engine
  /// The mutant's name, or `nil`.
  public var variant: String?
  /// The program's command under `--implementation`, or `nil`.
  public var implementation: String?
  /// The program's handshake name (or its command, without one).
  public var implementationName: String?
  /// `--call-timeout`, when given.
  public var callTimeout: Double?

  /// The reference engine.
  public static let reference = SystemUnderTest(engine: .real)

  /// Creates a system under test.
  public init(
    engine: Engine, variant: String? = nil, implementation: String? = nil,
    implementationName: String? = nil, callTimeout: Double? = nil
  ) {
    self.engine = engine
    self.variant = variant
    self.implementation = implementation
    self.implementationName = implementationName
    self.callTimeout = callTimeout
  }

  /// The engine with one mutant.
  public init(mutant: Mutant) {
    self.init(engine: mutant.engine, variant: mutant.name)
  }

  /// How its replay lines are printed and run.
  public var replaying: FuzzReplaying {
    FuzzReplaying(variant: variant, implementation: implementation, callTimeout: callTimeout)
  }

  /// The corpus folder of a program's cases: its name and a hash of its
  /// command (`implementation-c-host-1a2b3c4d`).
  var implementationJudge: String? {
    guard let implementation else { return nil }
    let hash = String(SeedDerivation.stableHash(implementation), radix: 16)
    let padded = String(repeating: "0", count: Swift.max(0, 16 - hash.count)) + hash
    return "implementation-" + (implementationName ?? "unnamed") + "-" + padded.prefix(8)
  }

  /// Where a property's failures are kept, under the corpus `directory`
  /// (`nil` when they are not kept: a mutant's without `recording`).
  func store(for property: String, in directory: String, recording: Bool) -> CorpusStore? {
    guard variant == nil || recording else { return nil }
    let base = CorpusStore(directory: directory)
    if let judge = implementationJudge { return base.judged(by: judge) }
    return Suite.judge(of: property).map { base.judged(by: $0) } ?? base
  }

  /// The corpus of a run of `properties`: the top folder and the folder
  /// of every judge they need, replayed in that order; failures kept by
  /// ``store(for:in:recording:)``.
  ///
  /// - Parameters:
  ///   - directory: the corpus, or `nil` for none (`--no-corpus`).
  ///   - properties: the run's properties.
  ///   - recording: whether a mutant's failures are kept.
  ///   - replaying: which saved cases are replayed (all by default).
  func corpus(
    _ directory: String?, properties: [Property], recording: Bool,
    replaying selects: @escaping @Sendable (CorpusCase) -> Bool = { _ in true }
  ) -> CorpusPolicy {
    guard let directory else { return .none }
    let base = CorpusStore(directory: directory)
    let judges = Set(
      properties.compactMap { store(for: $0.name, in: directory, recording: true)?.directory })
    let replayed =
      [base] + judges.sorted().filter { $0 != base.directory }.map(CorpusStore.init(directory:))
    let system = self
    return CorpusPolicy(
      replayed: replayed, problem: Suite.problem(with:), selects: selects,
      store: { system.store(for: $0, in: directory, recording: recording) })
  }
}
