import PropertyFuzzing
import Testing

/// A result keeps its first four labels inline and the rest in an array,
/// and the loop's tally keeps its first four labels' counts in its own
/// fields and the rest in an array: past either, with labels built per
/// case (the same text, other words), a result gives its labels in order
/// with repeats, and the loop counts what counting each case's result on
/// its own counts.
@Suite("Label slots")
struct LabelSlotsTests {
  /// Labels that fit the inline slots, overflow them by count or by kind,
  /// and labels built per case (the same text, other words), case after
  /// case.
  static let varied = Property(
    "ints.varied", summary: "labels of every shape",
    generator: Gen<Int>.int(in: 0...5),
    check: { value, result in
      switch value {
      case 0: for word in ["a", "b", "a", "c"] { result.label(word) }
      case 1: for index in 0..<10 { result.label("kind \(index)") }
      case 2: for _ in 0..<25 { result.label("a") }
      case 3: result.label("built per case, longer than a small string: \(value / 2)")
      case 4: for word in ["c", "b"] { result.label(word) }
      default: result.discard()
      }
    })

  @Test(arguments: [UInt64(1), 7])
  func theLoopCountsWhatEachCaseCarries(seed: UInt64) {
    let runner = PropertyRunner(property: Self.varied, seed: seed)
    var loop = CaseLoop(runner: runner)
    var expected = CaseStatistics()
    for index in UInt64(0)..<300 {
      expected.record(runner.evaluate(caseIndex: index).result)
      #expect(loop.run(caseIndex: index) == nil, "case \(index)")
    }
    var statistics = CaseStatistics()
    loop.foldStatistics(into: &statistics)
    #expect(statistics == expected)
    #expect(statistics.labels.count == 14)
  }

  @Test(arguments: [3, 9, 21, 22, 30])
  func labelsKeepTheirOrderPastTheSlots(count: Int) {
    var result = CheckResult()
    let labels = (0..<count).map { "label \($0 % 12)" }
    for label in labels { result.label(label) }
    #expect(result.labels == labels)
    var statistics = CaseStatistics()
    statistics.record(result)
    let once = Dictionary(labels.map { ($0, 1) }, uniquingKeysWith: { first, _ in first })
    #expect(statistics.labels == once)
  }
}
