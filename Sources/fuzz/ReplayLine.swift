// Policy: every replay line is a whole command that reproduces the failure
// from a fresh shell at the repository root: it names every input that
// changes the case (seed, property, case index, mutant; fuzz runs are always
// edge-biased, so there is no strategy to name) and quotes what the shell
// would split. Lines start with `replay: ` so scripts can find them
// (`grep -o 'replay: swift run fuzz.*'`).

/// The commands that replay a failure.
enum ReplayLine {
  /// `swift run fuzz --seed S --property P --case N [--mutant M]`.
  static func forCase(
    seed: UInt64, property: String, caseIndex: UInt64, variant: String?,
    implementation: String? = nil
  ) -> String {
    "swift run fuzz "
      + caseArguments(
        seed: seed, property: property, caseIndex: caseIndex, variant: variant,
        implementation: implementation
      ).map(quoted).joined(separator: " ")
  }

  /// The arguments of ``forCase(seed:property:caseIndex:variant:implementation:)``
  /// after `swift run fuzz`, unquoted: what ``ReplayCheck`` runs.
  static func caseArguments(
    seed: UInt64, property: String, caseIndex: UInt64, variant: String?,
    implementation: String? = nil
  ) -> [String] {
    ["--seed", "\(seed)", "--property", property, "--case", "\(caseIndex)"]
      + (variant.map { ["--mutant", $0] } ?? [])
      + (implementation.map { ["--implementation", $0] } ?? [])
  }

  /// `swift run fuzz --replay FILE [--mutant M]`.
  static func forFile(_ path: String, variant: String?, implementation: String? = nil) -> String {
    "swift run fuzz --replay \(quoted(path))" + mutantFlag(variant)
      + implementationFlag(implementation)
  }

  /// ` --implementation 'CMD'`: the program under test, which a replay
  /// needs as much as the seed.
  static func implementationFlag(_ command: String?) -> String {
    command.map { " --implementation \(quoted($0))" } ?? ""
  }

  static func mutantFlag(_ variant: String?) -> String {
    variant.map { " --mutant \(quoted($0))" } ?? ""
  }

  /// The text as one shell word: unchanged when it is safe, else in single
  /// quotes.
  static func quoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
    if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
