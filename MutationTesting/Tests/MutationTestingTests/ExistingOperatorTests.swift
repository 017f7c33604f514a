import Testing

@testable import MutationTesting

/// The mask and the operators that came before the swaps.
@Suite struct ExistingOperatorTests {
  @Test func stringsAndCommentsHoldNoSite() {
    #expect(sitesOf("    let s = \"a < b \\(x + 1) c\" // d - e\n").chosen.isEmpty)
  }

  @Test(arguments: [false, true])
  func theMaskKeepsOffsets(interpolations: Bool) {
    let text = "  x = \"[\\(number(i.top)),\\(f(\"(\", i.left))]\" + y /* c */\n"
    #expect(CodeMask.mask(text, interpolations: interpolations).length == text.length)
  }

  @Test func theMaskKeepsTheCodeOfInterpolationsWhenAsked() {
    let text = "  x = \"[\\(number(i.top)),\\(f(\"(\", i.left))]\" + y /* c */\n"
    let words = CodeMask.mask(text, interpolations: true).split(whereSeparator: \.isWhitespace)
    #expect(words == ["x", "=", "number(i.top)", "f(", ",", "i.left)", "+", "y"])
  }

  @Test func anInitializersAssignmentsAreNotDeletedWhenItsHeadSpansLines() {
    let text =
      "  init(\n    a: Int, b: Int\n  ) {\n    self.a = a\n    self.b = b\n  }\n"
      + "  func f() {\n    total = a\n  }\n"
    #expect(sitesOf(text, ["statement"]).chosen.map(\.original) == ["total = a"])
  }

  @Test func relationalAndConstantSitesAreFoundAsBefore() {
    let (sites, _) = sitesOf("    if a < 3 { b() }\n", ["relational", "constant", "condition"])
    let found = sites.map { "\($0.op) \($0.original)" }.sorted()
    #expect(found == ["condition a < 3", "constant 3", "relational <"])
  }
}
