import Testing

@testable import MutationTesting

/// The `field` and `fields` operators: one access of a pair, and a pair exchanged.
@Suite struct FieldSwapTests {
  @Test func eachAccessOfAPairGetsItsPartner() {
    let (swaps, _) = sitesOf("    let w = r.width - r.height\n", ["field"])
    #expect(swaps.map(\.original) == ["r.width", "r.height"])
    #expect(swaps.map(\.mutations) == [["r.height"], ["r.width"]])
  }

  @Test func bothFieldsOfABaseOnALineAreExchangedInOneMutant() {
    let (swaps, _) = sitesOf("    let area = insets.left + insets.right + other.left\n", ["fields"])
    #expect(swaps.map(\.original) == ["insets.left ⇄ insets.right"])
    #expect(swaps.map(\.mutations) == [["insets.right ⇄ insets.left"]])
    guard case .multi(let spans) = swaps.first?.edit else {
      Issue.record("not a multi-span site")
      return
    }
    #expect(spans.count == 2)
  }

  @Test func assignmentTargetsKeyPathsCallsAndImplicitMembersAreLeftAlone() {
    let text =
      "    r.width = 3\n    r.height += 1\n    let k = \\Rect.width\n"
      + "    let e = Edge.top\n    f(&p.x)\n    let m = v.x()\n    let d: Side = .left\n"
    // Only `Edge.top` is an access (of an enum case; the build drops it if Edge has no bottom).
    #expect(sitesOf(text, ["field"]).chosen.map(\.original) == ["Edge.top"])
  }

  @Test func theRewrittenLineReadsAsTheOriginalWithEverySwitchOff() {
    let text = "    return Rect(x: r.x, y: r.y + 1, width: r.width, height: r.height)\n"
    let rewritten = Rewrite.rewrite(text, sites: sitesOf(text).every)
    #expect(rewritten.contains("(__mOn("))
    let plain = substitute(
      #"__mInt\(\d+, (\d+)\)"#, "$1", in: substitute(#"\+[\u2500-\u25ff]{2}"#, "+", in: rewritten))
    #expect(unwrapArguments(plain) == text)
  }

  @Test func aFieldAccessSwitchedOnReadsThePartner() {
    let text = "    let w = r.width\n"
    let (swaps, every) = sitesOf(text, ["field"])
    #expect(
      Rewrite.rewrite(text, sites: every)
        == "    let w = (__mOn(\(swaps[0].firstID)) ? r.height : r.width)\n")
  }

  @Test func interpolationsAreCodeOnlyWhereTheModuleAsks() {
    let text = "  static func rect(_ r: PixelRect) -> String { \"[\\(r.x),\\(r.y)]\" }\n"
    #expect(sitesOf(text, ["field", "fields"]).chosen.isEmpty)
    let (swaps, every) = sitesOf(text, ["field", "fields"], interpolations: true)
    #expect(swaps.map(\.original) == ["r.x", "r.y", "r.x ⇄ r.y"])
    let exchange = swaps[2].firstID
    #expect(
      Rewrite.rewrite(text, sites: every).contains(
        "\\((__mOn(\(swaps[0].firstID)) ? r.y : (__mOn(\(exchange)) ? r.y : r.x)))"))
  }

  @Test func aCaseBodyIsCodeAndItsPatternIsNot() {
    let (swaps, _) = sitesOf("    case .portrait(let r): return r.top\n", ["field"])
    #expect(swaps.map(\.original) == ["r.top"])
    #expect(swaps.map(\.column) == [35])
  }
}
