// Policy: a check is a list of commands, each with the exit status a
// correct build gives. A mutant is killed by the first command that exits
// otherwise, prints a failure line (a property's counterexample, a test's
// issue) or traps; a command still running at the time limit kills it by
// timeout (an endless loop is a detected change).
import Foundation

/// Where the built commands of a schema are.
struct CheckContext: Sendable {
  /// The scratch copy of the package (the checks' working folder).
  var src: String
  /// The fuzz command.
  var fuzz: String
  /// The track command.
  var track: String
  /// The test bundle (run directly, so two run at once without SwiftPM's lock).
  var tests: String
  /// The C host of Examples/c, built for the implementations check.
  var host: String = ""
}

/// The settings of a run the checks read.
struct CheckSettings: Sendable {
  /// Cases a property.
  var cases: Int
  /// The fuzz seed.
  var seed: Int
  /// Seconds a mutant may run.
  var timeout: Double
}

/// One command of a check.
struct CheckCommand: Sendable, Equatable {
  /// Its name in the report (`fuzz --mutants`, a test module).
  var label: String
  /// The program and its arguments.
  var command: [String]
  /// The exit status a correct build gives.
  var expected: Int
  /// A line that kills at once (a test's issue), its last group named.
  var killPattern: String?
  /// Its own time limit in seconds, or `nil` for the mutant's.
  var limit: Double?
}

/// The checks' commands and the run of one mutant's checks.
enum Checks {
  /// `FAIL P:` (a progress line) or `counterexample for P (` (--quiet).
  static let failure = Pattern(#"FAIL (\S+?):|counterexample for (\S+) \("#)
  /// Swift Testing prints `✘ Test name() recorded an issue at File.swift:12:3: ...`.
  static let issueSource = #"Test (\S+?\(.*?\)|"[^"]*") recorded an issue"#
  /// The compiled ``issueSource``.
  static let issue = Pattern(issueSource)
  /// A crash's replay line names its property.
  static let replayProperty = Pattern(#"--property (\S+)"#)

  /// The commands of one check, each with the exit status a correct build gives.
  static func commands(
    _ name: String, context: CheckContext, settings: CheckSettings, out: String
  ) -> [CheckCommand] {
    let fuzz = context.fuzz
    let quick = [
      "--seed", String(settings.seed), "--no-corpus", "--quiet", "--shrink-steps", "0", "--out",
      out,
    ]
    if name.hasPrefix("tests:") {
      let filters = name.dropFirst("tests:".count).split(separator: "|").flatMap {
        ["--filter", String($0)]
      }
      let label = String(name.split(separator: ".")[0].dropFirst(6))
      return [
        CheckCommand(
          label: label,
          command: [context.tests, "--testing-library", "swift-testing"] + filters,
          expected: 0, killPattern: issueSource)
      ]
    }
    switch name {
    case "fuzz-judges":
      // The fuzzer judges itself: every hand-written mutant caught, and
      // the correct engine passes every property (no false alarm).
      return [
        CheckCommand(label: "fuzz --mutants", command: [fuzz, "--mutants"] + quick, expected: 0),
        CheckCommand(
          label: "fuzz --cases",
          command: [fuzz, "--cases", String(settings.cases), "--no-raylib"] + quick, expected: 0),
      ]
    case "changepoints":
      return [
        CheckCommand(
          label: "eval-outliers --fast",
          command: [
            "bash", Files.join(context.src, "Scripts", "eval", "eval-outliers"), "--fast",
            "--track", context.track, "--histories", "1", "--out", out,
          ], expected: 0)
      ]
    case "implementations":
      // check-implementations's fast form: each example passes as written
      // and is caught with its planted bug.
      var commands: [CheckCommand] = []
      let base = [fuzz, "--cases", String(Swift.min(settings.cases, 200))] + quick
      let pythonHost = "python3 " + Files.join(context.src, "Examples/python/host.py")
      for (label, host) in [("c", context.host), ("python", pythonHost)] {
        commands.append(
          CheckCommand(
            label: "\(label) host", command: base + ["--implementation", host], expected: 0))
        commands.append(
          CheckCommand(
            label: "\(label) host --bug", command: base + ["--implementation", host + " --bug"],
            expected: 1))
      }
      // The whole wire: the Python host's bugs in what it receives and
      // what it answers, and the reference engine served over the pipe by
      // the module's own second reader of the requests (EngineServer),
      // which answers a request the client wrote wrong with a fault.
      for bug in ["--bug-receive", "--bug-answer"] {
        commands.append(
          CheckCommand(
            label: "python host \(bug)",
            command: base + ["--implementation", "\(pythonHost) \(bug)"], expected: 1))
      }
      // Policy: the served engine answers every function, pollInsets'
      // sessions of up to 700 frames included, and in the schema build every
      // operator of the wire's parser is a switch: at 200 cases its run
      // passed CI's 240 s check limit, so it runs 50 (every function is
      // still called).
      let served = [fuzz, "--cases", String(Swift.min(settings.cases, 50))] + quick
      commands.append(
        CheckCommand(
          label: "served engine", command: served + ["--implementation", "\(fuzz) --serve-engine"],
          expected: 0))
      commands.append(
        CheckCommand(
          label: "served engine --mutant",
          command: served + [
            "--implementation", "\(fuzz) --serve-engine --mutant clip.negativeWidth",
          ], expected: 1))
      return commands
    default:
      preconditionFailure("unknown check \(name)")
    }
  }

  /// Milliseconds since `started`, as the report writes seconds.
  static func elapsed(since started: Date) -> Double {
    JSONValue.round(Date().timeIntervalSince(started), 3)
  }

  /// The engine's check on one mutant: every property of `fuzz` with the mutant switched on.
  static func runFuzz(
    binary: String, mutantID: Int, settings: CheckSettings, scratchOut: String
  ) -> CheckResult {
    let temporary = (try? Files.temporaryFolder(prefix: "check-", in: scratchOut)) ?? scratchOut
    defer { Files.removeTemporary(temporary) }
    var environment = ProcessInfo.processInfo.environment
    environment["SAFEAREA_MUTANT"] = String(mutantID)
    environment["TMPDIR"] = temporary
    let command = [
      binary, "--seed", String(settings.seed), "--cases", String(settings.cases), "--no-corpus",
      "--quiet", "--shrink-time", "0", "--out", scratchOut,
    ]
    let started = Date()
    let result = ChildProcess.run(
      command, environment: environment,
      deadline: started.addingTimeInterval(settings.timeout), killPattern: failure)
    var property = result.matched
    let outcome: String
    if result.timedOut {
      outcome = "timeout"
    } else if property != nil {
      outcome = "killed"
    } else if result.status == 0 {
      outcome = "survived"
    } else {
      // A crash names its property in its replay line; exit 2 is a refusal to run.
      property = replayProperty.search(result.output)?.group(1)
      let status = result.status ?? -1
      outcome = status == 2 ? "error" : (status < 0 || status > 2) ? "crashed" : "killed"
    }
    return CheckResult(outcome: outcome, property: property, seconds: elapsed(since: started))
  }

  /// Marks every process a run starts (and what they start in turn, which
  /// may leave the process group: Foundation's Process does), so that a
  /// mutant's leftovers are ended by their ids once its checks are done.
  static let runToken = ("SAFEAREA_MUTATION_RUN", String(getpid()))

  /// Ends the processes still carrying this run's token and this mutant's switch.
  static func reap(_ mutantID: Int) {
    let wanted: Set<Data> = [
      Data("\(runToken.0)=\(runToken.1)".utf8), Data("SAFEAREA_MUTANT=\(mutantID)".utf8),
    ]
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return
    }
    for entry in entries {
      guard let pid = Int32(entry), pid != getpid(),
        let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
      else { continue }
      let variables = Set(
        environ.split(separator: 0, omittingEmptySubsequences: false).map { Data($0) })
      if wanted.isSubset(of: variables) { kill(pid, SIGKILL) }
    }
  }

  /// A module's checks in turn on one mutant; the first that tells it apart kills it.
  ///
  /// With a coverage plan (see ``CoveragePlan/select(file:line:context:settings:out:)``)
  /// only the commands that execute the mutant's line run, each with its
  /// own time limit; without one, or for a baseline (a negative id), every
  /// command of every check.
  static func runChecks(
    module: Module, context: CheckContext, mutantID: Int, location: (file: String, line: Int)?,
    settings: CheckSettings, scratchOut: String, plan: CoveragePlan?
  ) -> CheckResult {
    let out = (try? Files.temporaryFolder(prefix: "check-", in: scratchOut)) ?? scratchOut
    defer { Files.removeTemporary(out) }
    if let plan, let location {
      let selection = plan.select(
        file: location.file, line: location.line, context: context, settings: settings, out: out)
      return runCommands(
        selection.commands, mutantID: mutantID, directory: context.src, timeout: settings.timeout,
        temporary: out, selected: selection.ran, covered: selection.covered)
    }
    let chosen = module.checks.flatMap {
      commands($0, context: context, settings: settings, out: out)
    }
    return runCommands(
      chosen, mutantID: mutantID, directory: context.src, timeout: settings.timeout,
      temporary: out)
  }

  /// Runs the chosen commands in turn with the mutant switched on; the
  /// first that tells it apart kills it. Its leftover processes are ended
  /// afterwards.
  ///
  /// - Parameters:
  ///   - temporary: the checks' TMPDIR, a folder of this mutant's own that
  ///     is removed after its checks (a test killed at the timeout never
  ///     cleans up after itself).
  ///   - selected: with a coverage plan, what was chosen (for the report).
  ///   - covered: with a coverage plan, whether any check executes the line.
  static func runCommands(
    _ chosen: [CheckCommand], mutantID: Int, directory: String, timeout: Double,
    temporary: String, selected: [String]? = nil, covered: Bool? = nil
  ) -> CheckResult {
    var environment = ProcessInfo.processInfo.environment
    environment["SAFEAREA_MUTANT"] = String(mutantID)
    environment["TMPDIR"] = temporary
    environment[runToken.0] = runToken.1
    // A trap is a kill at once: no half-minute of the runtime's backtracer.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let started = Date()
    let deadline = started.addingTimeInterval(timeout)
    defer { reap(mutantID) }
    for check in chosen {
      let until =
        check.limit.map { Swift.min(deadline, Date().addingTimeInterval($0)) } ?? deadline
      let result = ChildProcess.run(
        check.command, environment: environment, deadline: until, directory: directory,
        killPattern: check.killPattern.map(Pattern.init))
      if result.timedOut {
        return CheckResult(
          outcome: "timeout", property: check.label, seconds: elapsed(since: started),
          selected: selected, covered: covered)
      }
      if result.matched != nil || result.status != check.expected {
        let status = result.status ?? 0
        let crashed = result.status != nil && (status < 0 || status > 128) && result.matched == nil
        let property =
          result.matched.map { "\(check.label): \($0)" }
          ?? "\(check.label) (exit \(result.status.map(String.init) ?? "None"))"
        return CheckResult(
          outcome: crashed ? "crashed" : "killed", property: property,
          seconds: elapsed(since: started), selected: selected, covered: covered)
      }
    }
    return CheckResult(
      outcome: "survived", property: nil, seconds: elapsed(since: started), selected: selected,
      covered: covered)
  }
}
