// Policy: a command that takes no positional arguments reports the first
// stray one by name, the way an unknown option is reported; a command that
// takes some reports how many it expected and got, and lists what it got,
// so a forgotten or extra file is obvious from the message alone.

extension ParsedArguments {
  /// The positional arguments, checked to be as many as a command accepts.
  ///
  /// - Parameters:
  ///   - count: how many the command accepts (`2...2`, `1...Int.max`,
  ///     `0...0`).
  ///   - noun: what one of them is, singular, for the message (`file`);
  ///     an `s` is added where the count calls for a plural.
  /// - Returns: ``positionals``, unchanged.
  /// - Throws: ``UsageError``: `unexpected argument 'x' (see --help)` when
  ///   the command takes none, otherwise `expected 2 files, got 1: a.json`.
  public func positionals(count: ClosedRange<Int>, noun: String = "argument")
    throws(UsageError) -> [String]
  {
    guard !count.contains(positionals.count) else { return positionals }
    if count.upperBound == 0, let extra = positionals.first {
      throw UsageError("unexpected argument '\(extra)' (see --help)")
    }
    let expected: String
    let plural: Bool
    if count.upperBound == Int.max {
      expected = "at least \(count.lowerBound)"
      plural = count.lowerBound != 1
    } else if count.lowerBound == count.upperBound {
      expected = "\(count.lowerBound)"
      plural = count.lowerBound != 1
    } else {
      expected = "\(count.lowerBound) to \(count.upperBound)"
      plural = true
    }
    let got = positionals.isEmpty ? "" : ": " + positionals.joined(separator: " ")
    throw UsageError(
      "expected \(expected) \(noun)\(plural ? "s" : ""), got \(positionals.count)\(got)")
  }
}
