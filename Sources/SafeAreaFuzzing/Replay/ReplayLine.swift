// Policy: every replay line is a whole command that reproduces the failure
// from a fresh shell at the repository root: it names every input that
// changes the case (seed, property, case index, mutant; fuzz runs are always
// edge-biased, so there is no strategy to name) and quotes what the shell
// would split. Lines start with `replay: ` so scripts can find them
// (`grep -o 'replay: swift run fuzz.*'`). Lines printed before
// subcommands (`--replay F`, `--case N`) still run: the old flags select the
// same commands.

import Foundation
import PropertyFuzzing

/// The commands that replay a failure: the one place they are rendered (the
/// crash handler fills in the templates these give).
public enum ReplayLine {
  /// `swift run fuzz case --seed S --property P --index N [--mutant M]`.
  public static func forCase(
    seed: UInt64, property: String, caseIndex: UInt64, variant: String?,
    implementation: String? = nil, callTimeout: Double? = nil
  ) -> String {
    render(
      caseArguments(
        seed: seed, property: property, caseIndex: caseIndex, variant: variant,
        implementation: implementation, callTimeout: callTimeout))
  }

  /// The arguments of ``forCase(seed:property:caseIndex:variant:implementation:)``
  /// after `swift run fuzz`, unquoted: what ``ReplayCheck`` runs.
  public static func caseArguments(
    seed: UInt64, property: String, caseIndex: UInt64, variant: String?,
    implementation: String? = nil, callTimeout: Double? = nil
  ) -> [String] {
    caseArguments(
      seed: "\(seed)", property: property, caseIndex: "\(caseIndex)", variant: variant,
      implementation: implementation, callTimeout: callTimeout)
  }

  /// The arguments of a `case` line with each value as text (the crash
  /// handler's templates put markers there).
  public static func caseArguments(
    seed: String, property: String, caseIndex: String, variant: String?,
    implementation: String?, callTimeout: Double? = nil
  ) -> [String] {
    ["case", "--seed", seed, "--property", property, "--index", caseIndex]
      + suffix(variant: variant, implementation: implementation, callTimeout: callTimeout)
  }

  /// What names the engine under test: the mutant, or the program and
  /// its per-call timeout (a slow program's case replays only with it).
  public static func suffix(variant: String?, implementation: String?, callTimeout: Double?)
    -> [String]
  {
    (variant.map { ["--mutant", $0] } ?? [])
      + (implementation.map { ["--implementation", $0] } ?? [])
      + (implementation != nil ? callTimeout.map { ["--call-timeout", "\($0)"] } ?? [] : [])
  }

  /// `swift run fuzz replay FILE [--mutant M]`.
  public static func forFile(
    _ path: String, variant: String?, implementation: String? = nil, callTimeout: Double? = nil
  ) -> String {
    render(
      fileArguments(
        path, variant: variant, implementation: implementation, callTimeout: callTimeout))
  }

  /// The arguments of ``forFile(_:variant:implementation:)`` after
  /// `swift run fuzz`, unquoted.
  public static func fileArguments(
    _ path: String, variant: String?, implementation: String? = nil, callTimeout: Double? = nil
  ) -> [String] {
    ["replay", path]
      + suffix(variant: variant, implementation: implementation, callTimeout: callTimeout)
  }

  /// The arguments after `swift run fuzz` that replay `target` against a
  /// system under test.
  ///
  /// - Parameters:
  ///   - shrinkSteps: the run's `--shrink-steps`, when it gave one: a
  ///     `case` line shrinks, and prints the counterexample the run printed
  ///     (and moves it to the same place) only with the run's bound.
  public static func arguments(
    for target: ReplayTarget, variant: String?, implementation: String? = nil,
    callTimeout: Double? = nil, shrinkSteps: Int? = nil
  ) -> [String] {
    let shrinking = shrinkSteps.map { ["--shrink-steps", "\($0)"] } ?? []
    switch target {
    case .generated(let seed, let property, let index):
      return caseArguments(
        seed: seed, property: property, caseIndex: index, variant: variant,
        implementation: implementation, callTimeout: callTimeout) + shrinking
    case .file(let path):
      return fileArguments(
        path, variant: variant, implementation: implementation, callTimeout: callTimeout)
    case .placed(let seed, let property, let index, let place):
      return caseArguments(
        seed: seed, property: property, caseIndex: index, variant: variant,
        implementation: implementation, callTimeout: callTimeout) + shrinking + ["--on", place]
    }
  }

  /// The crash handler's templates: the same lines with `{seed}`,
  /// `{property}`, `{case}` and `{file}` for it to fill in.
  public static func crashTemplates(variant: String?) -> (caseLine: String, fileLine: String) {
    (
      render(
        caseArguments(
          seed: "{seed}", property: "{property}", caseIndex: "{case}", variant: variant,
          implementation: nil)),
      render(fileArguments("{file}", variant: variant))
    )
  }

  /// `swift run fuzz` and the arguments, each quoted where the shell would
  /// split it (markers for the crash handler are left as they are).
  public static func render(_ arguments: [String]) -> String {
    ([invocation]
      + arguments.map {
        ["{seed}", "{property}", "{case}", "{file}"].contains($0) ? $0 : quoted($0)
      })
      .joined(separator: " ")
  }

  /// How a line runs this fuzzer from where the user stands: `swift run
  /// fuzz` at the package's root, `swift run --package-path ROOT fuzz`
  /// anywhere else (paths in the line, a corpus file or a program, stay as
  /// the user gave them, relative to where they stand), or this binary's
  /// path when it was not built by SwiftPM.
  public static let invocation: String = invocation(
    executable: ReplayCheck.executablePath,
    currentDirectory: FileManager.default.currentDirectoryPath)

  /// The invocation for a binary at `executable` run from
  /// `currentDirectory` (``invocation``, for a test to vary).
  static func invocation(executable: String, currentDirectory: String) -> String {
    guard let build = executable.range(of: "/.build/") else { return quoted(executable) }
    let root = String(executable[..<build.lowerBound])
    let here = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    guard URL(fileURLWithPath: root).standardizedFileURL.path != here else {
      return "swift run fuzz"
    }
    return "swift run --package-path \(quoted(root)) fuzz"
  }

  /// The text as one shell word: unchanged when it is safe, else in single
  /// quotes.
  public static func quoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
    if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
