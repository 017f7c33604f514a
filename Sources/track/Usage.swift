import CommandLineOptions

// Policy: the option lines of the help are rendered from ``TrackCommand``'s
// declarations, so an option the parser accepts is always documented; the
// prose around them explains what one line cannot.

/// The text of `track --help`.
let usageText: String = {
  var lines = [
    "usage: track <command> [options]",
    "",
    "Reads Google Benchmark JSON files (bare NaN/Infinity accepted), compares runs",
    "with the Mann-Whitney U test, keeps a per-machine history and draws it.",
    "",
    "commands:",
  ]
  for command in TrackCommand.allCases {
    let heading = [command.rawValue, command.operands].filter { !$0.isEmpty }
    lines.append("  " + heading.joined(separator: " "))
    lines.append("      " + command.summary)
    lines += helpLines(for: command.ownOptions).map { "  " + $0 }
  }
  lines += ["", "comparison options (compare and history):"]
  lines += helpLines(for: TrackCommand.comparisonOptions)
  lines += ["", "change-point options (changes and history):"]
  lines += helpLines(for: TrackCommand.changePointOptions)
  lines += [
    "",
    "Every command also takes --help. A change is a regression only when it is",
    "significant (adjusted p < alpha) AND the median moved by more than the",
    "threshold, so smaller changes are 'unchanged' whatever the p-value. With",
    "--metric instructions, history reads DIR/instructions/ and writes",
    "DIR/history-instructions.html and .md. `baseline` prints nothing when the",
    "machine has no earlier run; --set writes DIR/baselines/<machine>.json.",
    "",
    "`changes` runs E-divisive means (q-hat, alpha 1) on each benchmark's run",
    "medians over the whole history, per machine, testing each split with seeded",
    "permutations; a failed candidate with p up to ten times the level is listed",
    "as inconclusive. `history` puts those changes at the top of its page.",
    "",
    "exit status: 0 ok (improvements included), 1 a regression, 2 bad input",
    "(missing or malformed file, bad option; the message names it).",
  ]
  return lines.joined(separator: "\n")
}()
