import CommandLineOptions
import Testing

/// Each declaration's help line: its words, then the notes it implies
/// (`repeatable`, the default as declared), so no default is typed twice.
@Suite("Option help lines")
struct OptionHelpTests {
  enum Correction: String, CaseIterable, Sendable { case bh, holm, none }

  @Test(
    arguments: [
      (
        Option<UInt64>("seed", "S", default: 1, help: "seed of the shuffles").spec,
        "--seed S", "seed of the shuffles (default 1)"
      ),
      (
        Option<Double>("alpha", "A", default: 0.02, help: "level").spec,
        "--alpha A", "level (default 0.02)"
      ),
      (
        Option<Percentage>("threshold", "P", default: Percentage(fraction: 0.05), help: "percent")
          .spec, "--threshold P", "percent (default 5)"
      ),
      (
        Option<Correction>("correction", "NAME", default: .bh, help: "bh, holm or none").spec,
        "--correction NAME", "bh, holm or none (default bh)"
      ),
      (
        Option.path("results", "DIR", default: "results", help: "results root").spec,
        "--results DIR", "results root (default results)"
      ),
      (
        Option<String?>.path(
          "html", "FILE", help: "page to write", shownDefault: .value("DIR/history.html")
        ).spec, "--html FILE", "page to write (default DIR/history.html)"
      ),
      (
        Option<Int?>("jobs", "N", help: "threads", shownDefault: .prose("the cores")).spec,
        "--jobs N", "threads (default: the cores)"
      ),
      (
        Option<[String]>(
          "property", "NAME", help: "only this property", shownDefault: .value("all")
        )
        .spec, "--property NAME", "only this property (repeatable; default all)"
      ),
      (
        Option<[String]>("files", "PATH", help: "only these files").spec,
        "--files PATH", "only these files (repeatable)"
      ),
      (
        Option<String?>("markdown", "FILE", help: "also write Markdown").spec,
        "--markdown FILE", "also write Markdown"
      ),
      (
        Option<Int>("budget", "N", default: 5, help: "budget", shownDefault: .unstated).spec,
        "--budget N", "budget"
      ),
      (Flag("json", help: "print JSON").spec, "--json", "print JSON"),
    ] as [(OptionSpec, String, String)])
  func theHelpLineCarriesTheDeclaredDefault(spec: OptionSpec, synopsis: String, help: String) {
    #expect(spec.synopsis == synopsis)
    #expect(spec.help == help)
  }

  @Test func helpLinesAreAlignedOnTheWidestSynopsis() {
    let lines = helpLines(for: [
      Option<UInt64>("seed", "S", default: 1, help: "seed"), Flag("allow-run-shift", help: "shift"),
    ])
    #expect(lines == ["  --seed S           seed (default 1)", "  --allow-run-shift  shift"])
  }

  @Test func longHelpWrapsUnderItsColumn() {
    let lines = helpLines(
      for: [
        Option<Int>(
          "fixed-iterations", "N", default: 0,
          help: "run every benchmark exactly N iterations per repetition", shownDefault: .unstated),
        Flag("declarations", help: "print every declaration"),
      ], width: 50, gap: 3)
    #expect(
      lines == [
        "  --fixed-iterations N   run every benchmark",
        "                         exactly N iterations per",
        "                         repetition",
        "  --declarations         print every declaration",
      ])
  }
}
