// Policy: a program under test is judged exactly like the built-in engine
// (the same properties, budget, corpus, shrinking, pictures and exit
// statuses) because it *is* the built-in engine with the program's
// functions swapped in. Whatever the program does wrong (crash, hang,
// garbage, another protocol version, early exit) fails the case that caused
// it (exit 1); only the harness's own input errors exit 2. One child
// process serves the run, so cases run on one thread.

import CommandLineOptions
import Foundation
import ImplementationProtocol
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz --implementation 'CMD ARGS'`: fuzzes a program over the line
/// protocol.
struct ImplementationSession {
  let options: FuzzOptions
  let console: Console
  /// The properties selected on the command line (all by default).
  let selected: [String]

  func run() throws -> ExitStatus {
    guard let command = options.implementation else { return .usage }
    let pipe = PipeImplementation(
      command: command, timeout: .milliseconds(Int64(options.callTimeout * 1000)))
    defer { pipe.stop() }
    let handshake: Handshake
    do {
      handshake = try pipe.start()
    } catch {
      console.say("fuzz: FAILED: implementation '\(command)' \(error)")
      console.say(
        "  the handshake is one line: {\"protocol\": 1, \"provides\": [\"clipRect\", ...]}")
      return .failure
    }
    let provided = handshake.provides
    let applicable = InvariantSuite.applicableProperties(providing: provided)
    let names = selected.filter(applicable.contains)
    console.detail(
      "implementation: \(handshake.name ?? command), protocol \(handshake.version), provides "
        + provided.sorted().map(\.rawValue).joined(separator: ", "))
    let skipped = selected.filter { !applicable.contains($0) }.map {
      (name: $0, reason: Self.reasonSkipped($0, provided: provided))
    }
    if !names.isEmpty {
      console.detail("  judging the implementation: " + names.joined(separator: ", "))
    }
    for reason in Set(skipped.map(\.reason)).sorted() {
      let group = skipped.filter { $0.reason == reason }.map(\.name)
      console.detail("  skipped, \(reason): " + group.joined(separator: ", "))
    }
    guard !names.isEmpty else {
      console.say(
        "fuzz: FAILED: implementation '\(command)' provides no function a selected property judges")
      return .failure
    }
    let engine = pipe.engine(providing: provided)
    if !options.replay.isEmpty {
      return try ReplaySession(options: options, console: console, engineOverride: engine).run()
    }
    if let caseIndex = options.caseIndex {
      return try SingleCaseSession(
        options: options, console: console, engineOverride: engine,
        implementationName: handshake.name ?? command, caseIndex: caseIndex
      ).run()
    }
    var session = FuzzSession(
      options: options, console: console, engine: engine, variant: nil, propertyNames: names)
    session.implementationName = handshake.name ?? command
    session.skipped = skipped
    let status = try session.run()
    if pipe.starts > 1 {
      console.detail("  the implementation was restarted \(pipe.starts - 1) times after faults")
    }
    return status
  }
}

extension ImplementationSession {
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
      return "it judges layout or poller functions, which the line protocol does not carry "
        + "(the Swift conformance kit does)"
    }
    return "it judges " + needed.sorted().map(\.rawValue).joined(separator: " or ")
      + ", which the program does not provide"
  }
}

extension FuzzOptions {
  /// Reads `--implementation` and `--call-timeout`, refusing the modes a
  /// program over a pipe cannot serve.
  mutating func parseImplementation(_ parsed: ParsedArguments) throws(UsageError) {
    implementation = parsed.string("implementation")
    callTimeoutGiven = try parsed.value(
      "call-timeout", as: Double.self, expected: "a positive number of seconds"
    ) { $0 > 0 && $0 <= 3600 }
    callTimeout =
      try parsed.value(
        "call-timeout", as: Double.self, expected: "a positive number of seconds"
      ) { $0 > 0 && $0 <= 3600 } ?? callTimeout
    guard let command = implementation else {
      if parsed.string("call-timeout") != nil {
        throw UsageError("--call-timeout needs --implementation")
      }
      return
    }
    guard !command.allSatisfy(\.isWhitespace) else {
      throw UsageError("option '--implementation' expects a command, got an empty one")
    }
    if !parsed.all("mutant").isEmpty {
      throw UsageError("--implementation cannot be combined with --mutant")
    }
    for conflict in ["mutants", "evaluate", "merge"] where parsed.has(conflict) {
      throw UsageError("--implementation cannot be combined with --\(conflict)")
    }
    if jobs > 1 {
      throw UsageError("--implementation runs one child process; give --jobs 1 (its default)")
    }
  }

}
