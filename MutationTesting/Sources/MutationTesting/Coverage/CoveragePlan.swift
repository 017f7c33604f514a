// Policy: a mutant can only change what a check sees if the check executes
// the mutated line, so each check (each test of a `tests:` check, each
// command of the others) runs once on a coverage build of the same schema
// with no mutant switched on, and a mutant then runs only the checks that
// executed its line (as mutmut and cosmic-ray do). A line the coverage
// mapping does not know (no code region on it) runs every check, as
// without selection; a line no check executes survives without a run and
// is marked `covered: false` in the report. A check that fails on its own
// on the original (a test that needs another to run first) is never
// selected from: it runs whole for every mutant. The selected commands
// keep the checks' order and exit statuses, so a kill is the same real
// failure as before.

/// Which lines each check's tests and commands execute, and what they cost.
struct CoveragePlan: Codable, Sendable, Equatable {
  /// One test (of a `tests:` check) or one command (of another check).
  struct Unit: Codable, Sendable, Equatable {
    /// The test's full name, or the command's label.
    var key: String
    /// Its time on the original, alone, on the instrumented build.
    var seconds: Double
    /// The lines it executes, by file.
    var lines: [String: Set<Int>]
  }

  /// One check of the module.
  struct Check: Codable, Sendable, Equatable {
    /// The check's name (`tests:BenchmarkTrackingTests`, `changepoints`).
    var check: String
    /// `tests` or `commands`.
    var kind: String
    /// False when one of its units fails on its own: it then runs whole.
    var selectable: Bool
    /// A `tests:` check's own filters.
    var filters: [String]
    /// Its tests or commands.
    var units: [Unit]
  }

  /// Seconds the coverage runs took.
  var seconds: Double
  /// The module's checks, in order.
  var checks: [Check]
  /// Every line with coverage data, by file.
  var known: [String: Set<Int>]

  /// A selected command may run this many seconds...
  static let timeFloor = 20.0
  /// ... plus this many times its time on the original, within --timeout
  /// for the whole mutant. Its time is the sum of its tests' times, each
  /// measured alone on the instrumented build with its process's start, so
  /// it is already more than one process running them side by side needs.
  static let timeFactor = 3.0
  /// The coverage build and runs take a few minutes: they pay for
  /// themselves from about this many mutants on (CI's samples of 4 and 12
  /// run every check whole, unless --selection).
  static let selectionFrom = 100

  /// The time a selected command may take, from its time on the original.
  static func timeLimit(_ seconds: Double) -> Double { timeFloor + timeFactor * seconds }

  /// Whether a `tests:` check's name (a module, a suite or a test) holds `testID`.
  static func testMatches(_ testID: String, _ name: String) -> Bool {
    testID == name || testID.hasPrefix(name + ".") || testID.hasPrefix(name + "/")
  }

  /// The --filter of exactly one test: Swift Testing matches a regular
  /// expression against the start of a test's full name (which continues
  /// with its source location, so there is no end to anchor).
  static func testFilter(_ testID: String) -> String { "^" + Pattern.escape(testID) }

  /// What a mutant at `file:line` runs.
  struct Selection: Equatable {
    /// The commands, in the checks' order.
    var commands: [CheckCommand]
    /// What ran, for the report.
    var ran: [String]
    /// Whether any check executes the line (false: the mutant survives unrun).
    var covered: Bool
  }

  /// The commands to run on a mutant at `file:line`, in the checks' order.
  func select(
    file: String, line: Int, context: CheckContext, settings: CheckSettings, out: String
  ) -> Selection {
    let isKnown = known[file]?.contains(line) ?? false
    var chosen: [CheckCommand] = []
    var ran: [String] = []
    for check in checks {
      let commands = Checks.commands(
        check.check, context: context, settings: settings, out: out)
      if !isKnown || !check.selectable {
        chosen += commands
        ran.append(check.check + (isKnown ? " (whole)" : " (whole: line not mapped)"))
        continue
      }
      let units = check.units.filter { $0.lines[file]?.contains(line) ?? false }
      if units.isEmpty { continue }
      if check.kind == "tests" {
        var command = commands[0]
        // The check's own --filter arguments give way to one per test.
        let base = command.command.filter { $0 != "--filter" && !check.filters.contains($0) }
        command.command = base + units.flatMap { ["--filter", Self.testFilter($0.key)] }
        command.limit = Self.timeLimit(units.reduce(0) { $0 + $1.seconds })
        chosen.append(command)
        ran.append("\(check.check) (\(units.count) of \(check.units.count) tests)")
      } else {
        for unit in units {
          guard var command = commands.first(where: { $0.label == unit.key }) else { continue }
          command.limit = Self.timeLimit(unit.seconds)
          chosen.append(command)
          ran.append(unit.key)
        }
      }
    }
    return Selection(commands: chosen, ran: ran, covered: !chosen.isEmpty)
  }

  /// What the report says about the selection.
  func summary(_ mutants: [Mutant]) -> JSONValue {
    .object([
      "units": .int(checks.reduce(0) { $0 + $1.units.count }),
      "coverage_seconds": .double(seconds),
      "time_factor": .int(Int(Self.timeFactor)), "time_floor": .double(Self.timeFloor),
      "whole": .array(checks.filter { !$0.selectable }.map { .string($0.check) }),
      "uncovered": .int(mutants.filter { $0.covered == false }.count),
      "unmapped": .int(
        mutants.filter { ($0.selected ?? []).contains { $0.contains("line not mapped") } }.count),
    ])
  }
}
