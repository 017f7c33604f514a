import CommandLineOptions
import Testing

@Suite("ParsedArguments.positionals(count:noun:)")
struct PositionalCountTests {
  /// Parses `arguments` (no options) and checks the positional count.
  func check(
    _ arguments: [String], count: ClosedRange<Int>, noun: String = "file"
  ) throws(UsageError) -> [String] {
    try ParsedArguments(arguments, options: []).positionals(count: count, noun: noun)
  }

  @Test(
    arguments: [
      (["a", "b"], 2...2),
      ([], 0...0),
      (["a"], 1...Int.max),
      (["a", "b", "c"], 1...Int.max),
      (["a", "b"], 1...3),
      (["--", "--not-an-option"], 1...1),
    ] as [([String], ClosedRange<Int>)])
  func acceptedCountsReturnThePositionalsInOrder(
    arguments: [String], count: ClosedRange<Int>
  ) throws {
    let expected = arguments.filter { $0 != "--" }
    #expect(try check(arguments, count: count) == expected)
  }

  @Test(
    arguments: [
      (["a"], 2...2, "expected 2 files, got 1: a"),
      (["a", "b", "c"], 2...2, "expected 2 files, got 3: a b c"),
      ([], 1...1, "expected 1 file, got 0"),
      ([], 2...Int.max, "expected at least 2 files, got 0"),
      ([], 1...Int.max, "expected at least 1 file, got 0"),
      (["a", "b", "c", "d"], 1...3, "expected 1 to 3 files, got 4: a b c d"),
      (["stray", "more"], 0...0, "unexpected argument 'stray' (see --help)"),
    ] as [([String], ClosedRange<Int>, String)])
  func wrongCountsSayWhatWasExpectedAndGot(
    arguments: [String], count: ClosedRange<Int>, expected: String
  ) {
    #expect(
      usageMessage { () throws(UsageError) in try check(arguments, count: count) } == expected)
  }

  @Test func theNounDefaultsToArgument() {
    let text = usageMessage { () throws(UsageError) in
      try ParsedArguments(["x"], options: []).positionals(count: 2...2)
    }
    #expect(text == "expected 2 arguments, got 1: x")
  }
}
