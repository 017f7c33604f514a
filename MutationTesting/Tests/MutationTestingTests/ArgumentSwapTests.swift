import Testing

@testable import MutationTesting

/// The `arguments` operator: two arguments of one call exchanged.
@Suite struct ArgumentSwapTests {
  @Test func twoPlainUnlabelledArgumentsAreSwapped() {
    let (swaps, _) = sitesOf("    let d = distance(a, b)\n", ["arguments"])
    #expect(swaps.map(\.original) == ["a, b"])
    #expect(swaps.map(\.mutations) == [["b, a"]])
  }

  @Test(
    "No swap where the arguments commute, are equal, are expressions or are addresses, or in a declaration",
    arguments: [
      "    let m = max(a, b)\n", "    let s = f(a, a)\n", "    let t = g(a + 1, b)\n",
      "    let u = h(&a, b)\n", "    let p = Plan(screen: s, region: r)\n",
      "    func move(_ a: Int, _ b: Int) -> Int {\n", "    init(x: Double, y: Double) {\n",
      "    subscript(x: Int, y: Int) -> Int {\n",
    ])
  func noSwap(_ line: String) {
    #expect(sitesOf(line, ["arguments"]).chosen.isEmpty)
  }

  @Test func commutingCallsIdenticalArgumentsAndExpressionsAreLeftAloneTogether() {
    let text =
      "    let m = max(a, b)\n    let s = f(a, a)\n    let t = g(a + 1, b)\n    let u = h(&a, b)\n"
    #expect(sitesOf(text, ["arguments"]).chosen.isEmpty)
  }

  @Test func labelledArgumentsOfOneClassAreSwapped() {
    let text = "    return EdgeInsets(top: t, left: l + 1, bottom: b, right: r)\n"
    let (swaps, _) = sitesOf(text, ["arguments"])
    #expect(swaps.map(\.original) == ["t, b", "l + 1, r"])
    #expect(swaps.map(\.mutations) == [["b, t"], ["r, l + 1"]])
  }

  @Test func declarationsAreNotCalls() {
    let text =
      "    func move(_ a: Int, _ b: Int) -> Int {\n" + "    init(x: Double, y: Double) {\n"
      + "    subscript(x: Int, y: Int) -> Int {\n"
    #expect(sitesOf(text, ["arguments"]).chosen.isEmpty)
  }

  @Test func aSwapSwitchedOnPassesEachArgumentInTheOthersPlace() {
    let text = "    let r = Rect(x: a, y: b)\n"
    let (swaps, every) = sitesOf(text, ["arguments"])
    let i = swaps[0].firstID
    #expect(
      Rewrite.rewrite(text, sites: every)
        == "    let r = Rect(x: (__mOn(\(i)) ? (b) : (a)), y: (__mOn(\(i)) ? (a) : (b)))\n")
  }
}
