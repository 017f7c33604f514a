// Policy: a program under test is judged exactly like the built-in engine
// (the same properties, corpus, shrinking, pictures and exit statuses)
// because it *is* the built-in engine with the program's functions swapped
// in. Whatever the program does wrong (crash, hang, garbage, another
// protocol version, early exit) fails the case that caused it; only the
// harness's own input errors are usage errors. One child process serves the
// run, so cases run on one thread. Its budget is case quotas too, so the
// same seed checks the same cases on any machine (a time budget only when
// asked for); a program pays a pipe round trip a call (a rendered frame for
// `hostFrame`), so its quotas are smaller than the engine's
// (`implementationQuota`, `frameQuota`).

import ImplementationProtocol
import PropertyFuzzing
import SafeAreaInvariants

extension Fuzzer {
  /// The most cases a property gets against a program on the default
  /// budget.
  public static let implementationQuota = 2_000
  /// The most cases a property gets against a program when a case costs
  /// it a rendered frame (`hostFrame`: a real renderer takes milliseconds)
  /// or a session of hundreds of frames (`pollInsets`).
  public static let frameQuota = 300

  /// The functions whose every call costs a program a frame or a
  /// session: a property that judges one gets ``frameQuota`` cases.
  static let costlyFunctions: Set<EngineFunction> = [
    EngineFunction(\.hostFrame), EngineFunction(\.pollInsets),
  ]

  /// What a program under `--implementation` is asked to do.
  public enum ImplementationMode: Sendable {
    /// A run of every selected property it judges.
    case run
    /// One case (`case --index N`, optionally `--on PLACE`).
    case singleCase(UInt64, on: String?)
    /// Saved case files.
    case replay([String])
  }

  /// What a program's run ended with.
  public enum ImplementationOutcome: Sendable {
    /// A run.
    case run(RunResult)
    /// One case.
    case singleCase(FuzzRun.CaseOutcome)
    /// A replay of files.
    case replay(FuzzRun.FileReplay)
  }

  /// `fuzz ... --implementation CMD`: starts the program, reads its
  /// handshake, and judges it with every selected property that judges a
  /// function it provides.
  ///
  /// - Throws: ``FuzzRunRefusal/implementation(_:hint:)`` when the program
  ///   fails its handshake or provides nothing to judge.
  public func judgeImplementation(
    _ mode: ImplementationMode, reporting reporter: some FuzzReporter
  ) throws -> ImplementationOutcome {
    guard let command = settings.implementation else {
      throw FuzzInputError("no --implementation given")
    }
    let pipe = PipeImplementation(
      command: command,
      timeout: .milliseconds(
        Int64((settings.callTimeout ?? FuzzSettings.defaultCallTimeout) * 1000)))
    defer { pipe.stop() }
    let handshake: Handshake
    do {
      handshake = try pipe.start()
    } catch {
      throw FuzzRunRefusal.implementation(
        "implementation '\(command)' \(error)",
        hint: "the handshake is one line: {\"protocol\": 1, \"provides\": [\"clipRect\", ...]}")
    }
    let provided = handshake.provides
    let selected = try Suite.select(properties: settings.properties)
    let applicable = InvariantSuite.applicableProperties(providing: provided)
    let names = selected.filter(applicable.contains)
    reporter.notice(
      "implementation: \(handshake.name ?? command), protocol \(handshake.version), provides "
        + provided.sorted().map(\.rawValue).joined(separator: ", "), detail: true)
    let skipped = selected.filter { !applicable.contains($0) }.map {
      (name: $0, reason: Self.reasonSkipped($0, provided: provided))
    }
    if !names.isEmpty {
      reporter.notice(
        "  judging the implementation: " + names.joined(separator: ", "), detail: true)
    }
    for reason in Set(skipped.map(\.reason)).sorted() {
      let group = skipped.filter { $0.reason == reason }.map(\.name)
      reporter.notice("  skipped, \(reason): " + group.joined(separator: ", "), detail: true)
    }
    guard !names.isEmpty else {
      throw FuzzRunRefusal.implementation(
        "implementation '\(command)' provides no function a selected property judges", hint: nil)
    }
    let system = SystemUnderTest(
      engine: pipe.engine(providing: provided), implementation: command,
      implementationName: handshake.name ?? command, callTimeout: settings.callTimeout)
    let outcome: ImplementationOutcome
    switch mode {
    case .replay(let files):
      outcome = .replay(replay(files, against: system, reporting: reporter))
    case .singleCase(let index, let place):
      outcome = .singleCase(try runCase(index, on: place, against: system, reporting: reporter))
    case .run:
      outcome = .run(
        try run(
          against: system, names: names, skipped: skipped,
          quotas: { Self.quota(of: $0, provided: provided) }, reporting: reporter))
    }
    if pipe.starts > 1 {
      reporter.notice(
        "  the implementation was restarted \(pipe.starts - 1) times after faults", detail: true)
    }
    return outcome
  }

  /// A property's quota against a program that provides `provided`.
  static func quota(of property: Property, provided: Set<EngineFunction>) -> Int {
    let costly = costlyFunctions.intersection(provided).intersection(
      InvariantSuite.functionsUsed[property.name] ?? [])
    return Swift.min(property.quota, costly.isEmpty ? implementationQuota : frameQuota)
  }

  /// Why a property does not run against a program that provides
  /// `provided`.
  static func reasonSkipped(_ property: String, provided: Set<EngineFunction>) -> String {
    let used = InvariantSuite.functionsUsed[property] ?? []
    guard !used.isEmpty else {
      return "it checks this package's own code (value types, rasterizer, models), "
        + "no function a program provides"
    }
    let carried = Set(Handshake.functions(ofVersion: Handshake.protocolVersion))
    let needed = used.intersection(carried)
    guard !needed.isEmpty else {
      return "it judges layout functions, which the line protocol does not carry "
        + "(the Swift conformance kit does)"
    }
    return "it judges " + needed.sorted().map(\.rawValue).joined(separator: " or ")
      + ", which the program does not provide"
  }
}
