import CommandLineOptions
import MutationTesting

/// The tool's manual, printed by `--help` (the Python tool's docstring,
/// moved here with it).
enum Help {
  /// The options `mutate` takes, in the order help lists them.
  static let options: [OptionSpec] = [
    .value(
      "module", "NAME", repeatable: true,
      help: "engine (default), PropertyFuzzing, BenchmarkTracking, ImplementationProtocol, "
        + "FileSupport or all (repeatable)"),
    .value("operators", "LIST", help: "only these operators (comma-separated); a sample"),
    .flag(
      "selection",
      help: "choose the judges' checks by coverage even for a run of fewer than 100 mutants "
        + "(from 100 on, the default)"),
    .flag(
      "no-selection",
      help: "run every check on every mutant (no coverage build): the slow form, to compare with"),
    .value(
      "cases", "N",
      help: "cases per property for each mutant (default 2000; the judges' fuzz checks use it "
        + "too, at most 200 over the pipe)"),
    .value("seed", "N", help: "fuzz seed (default 1)"),
    .value("jobs", "N", help: "mutants run at once (default: the number of cores)"),
    .value("sample", "N", help: "run only N mutants drawn with --sample-seed (CI)"),
    .value("sample-seed", "N", help: "seed of the sample (default 1)"),
    .value(
      "timeout", "SECONDS",
      help: "a mutant still running after this long counts as killed by timeout (default 60)"),
    .value(
      "work", "DIR",
      help: "scratch copy, kept between runs for incremental builds (default .build/mutation)"),
    .value("results", "DIR", help: "where the report goes (default results/mutation)"),
    .value(
      "equivalents", "FILE",
      help: "mutants judged equivalent (default MutationTesting/equivalents.json)"),
    .value("min-score", "P", help: "exit 1 when the score is below P percent (default 0)"),
    .value(
      "configuration", "C",
      help: "release (default) or debug: CI's sample builds debug, which builds faster and "
        + "runs slower"),
    .flag("build-only", help: "build the schema and stop"),
    .value(
      "files", "PATH", repeatable: true,
      help: "only mutants in files whose path starts with PATH (repeatable); a sample"),
    .flag(
      "list-mutants",
      help: "print every mutant (id, file, line, column, operator, original, replacement, key) "
        + "and the rewritten sources without building, and stop (for comparing versions)"),
    .flag("help", help: "show this help"),
  ]

  /// The text of `--help`.
  static var text: String {
    (head + helpLines(for: options) + tail).joined(separator: "\n")
  }

  private static let head = [
    "usage: swift run --package-path MutationTesting mutate [options]",
    "       Scripts/run/mutation-run [options]   (the old spelling, the same tool)",
    "",
    "Mutation testing of every module with mutant schemata.",
    "",
    "Copies the package into a scratch folder, rewrites one module's sources so",
    "that every mutant sits behind a runtime switch (the environment variable",
    "SAFEAREA_MUTANT), builds once, then runs the module's checks once per mutant",
    "with that mutant switched on, several processes at a time. A mutant is",
    "killed when a check fails, the process traps, or it runs past the time limit",
    "(an endless loop is a detected change).",
    "",
    "Modules (--module; default engine) and the checks that judge them, in turn:",
    "  engine                  Sources/SafeAreaGeometry and Sources/SafeAreaRaster:",
    "                          every property of `fuzz --cases N` (release builds",
    "                          only the fuzz command)",
    "  PropertyFuzzing         its unit tests; `fuzz --mutants` (every hand-written",
    "                          mutant caught) and `fuzz --cases N` (no false",
    "                          alarm); the fuzz command's tests (shards, merge,",
    "                          corpus, crash shrinking)",
    "  BenchmarkTracking       its unit tests; Scripts/eval/eval-outliers --fast (steps",
    "                          found through outlier nights, none called a change)",
    "  ImplementationProtocol  its unit tests; Examples/c and Examples/python fuzzed",
    "                          over the pipe, passing as written and caught with",
    "                          their planted bugs (in what they receive and what",
    "                          they answer), and the reference engine served over",
    "                          the pipe (`fuzz --serve-engine`), passing and caught",
    "                          with a mutant (check-implementations's fast form)",
    "  FileSupport             the fuzzer's file tests and the tracker's unit tests",
    "  all                     each of them in turn, one report each",
    "The judges' checks run their test bundle directly (a built test binary, so",
    "two run at once without SwiftPM's lock); the environment variable reaches",
    "the executables they start.",
    "",
    "Checks chosen by coverage (the judges, in a run of 100 mutants or more;",
    "--selection and --no-selection decide otherwise): the same schema is built",
    "a second time, in debug with code coverage (its own build folder,",
    "coverage-build in the work folder), each test of a `tests:` check and each",
    "command of the other checks runs once on it with no mutant switched on, and",
    "llvm-cov records which lines of the module each one executes. A mutant",
    "then runs only the tests and commands that execute its line, in the",
    "checks' order, each within 20 s plus 3 times its time on the original",
    "(--timeout still bounds the whole mutant). A mutant on a line no check",
    "executes cannot change what any check sees: it survives without a run and",
    "the report says so. A line without coverage data (a default argument, a",
    "static constant) and a check one of whose tests fails on its own run whole,",
    "as without selection. The coverage is kept in the work folder and reused",
    "while the build and the sources match. With selection, BenchmarkTracking's",
    "change-point check runs a release build of the schema's `track`.",
    "",
    "Operators (each site gives one or two mutants):",
    "  relational    <  <=  >  >=  ==  !=   boundary (< to <=) and negation (< to >=)",
    "  arithmetic    + - * /  += -= *=      + to -, * to /, ...",
    "  logical       && ||                  swapped",
    "  rounding      .up .down .towardZero  the rule in .rounded(...) replaced",
    "  constant      integer literal        plus one, minus one",
    "  condition     if / guard / while     each clause negated",
    "  statement     assignment, call       deleted",
    "  return        func -> Bool / T? / Int returns false, true, nil or 0 first",
    "  field         r.width -> r.height, i.left -> i.right, p.x -> p.y (one",
    "                access of a pair: top/bottom, left/right, x/y, width/height,",
    "                minX/minY, maxX/maxY)",
    "  fields        both fields of a pair on one base exchanged in one line",
    "  arguments     f(a, b) -> f(b, a) for two plain names or literals, and",
    "                labelled arguments of one class (x:/y:, width:/height:,",
    "                top:/bottom:, left:/right:, low:/high:, from:/to:, ...)",
    "The swaps are guesses at types that the build checks: a line the compiler",
    "rejects loses its swaps first, so the other operators' sites on it stay.",
    "ImplementationProtocol's swaps also go into string interpolations, which",
    "there are the wire format. Sites the compiler rejected are remembered in",
    "MutationTesting/rejected-sites.json (the run's refreshed copy is in --work).",
    "",
    "Not generated: swapped case bodies. Not mutated (the report counts them):",
    "published data tables (devices, tvOS, foldable postures, the colour",
    "palette), libpng input and output, the failure overlay and pictures, and",
    "the scenes.",
    "",
    "The sample (--sample N --sample-seed S) draws the same mutants as the",
    "Python tool did (CPython's random.Random(S).sample).",
    "",
    "options:",
  ]

  private static let tail = [
    "",
    "The strategies' timing on a run's killed mutants is",
    "Evaluations/strategies/strategies, run after this with the same --work.",
    "The tool's own tests: swift test --package-path MutationTesting.",
    "",
    "exit status: 0 done (and the score reaches --min-score), 1 the score is",
    "below --min-score or an entry of the equivalents file is killed, 2 bad",
    "arguments, a build that cannot be repaired, or a baseline run that fails.",
  ]
}
