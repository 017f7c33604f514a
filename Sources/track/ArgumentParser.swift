// Policy: hand-written because the package takes no outside dependencies.
// Options accept `--name value` and `--name=value`; an unknown option, a
// missing value, or a stray positional argument is a usage error (exit 2)
// that names the culprit, never silently ignored.

/// A usage mistake on the command line.
struct UsageError: Error, CustomStringConvertible {
  /// What was wrong, naming the argument.
  var description: String
}

/// The parsed arguments of one subcommand.
struct ParsedArguments {
  /// Positional arguments in order.
  var positionals: [String] = []
  /// Option values by name (without dashes); the last occurrence wins.
  var values: [String: String] = [:]
  /// Boolean flags present.
  var flags: Set<String> = []

  /// Splits `arguments` by the options a subcommand accepts.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the subcommand.
  ///   - valued: option names that take a value.
  ///   - booleans: option names that take none.
  ///   - positionalCount: how many positionals are accepted.
  init(
    _ arguments: [String], valued: Set<String>, booleans: Set<String> = [],
    positionalCount: ClosedRange<Int>
  ) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !onlyPositionals, argument.hasPrefix("--") else {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if booleans.contains(name) {
        guard inlineValue == nil else { throw UsageError(description: "--\(name) takes no value") }
        flags.insert(name)
      } else if valued.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError(description: "--\(name) needs a value")
          }
          values[name] = arguments[index]
          index += 1
        }
      } else {
        throw UsageError(description: "unknown option --\(name)")
      }
    }
    guard positionalCount.contains(positionals.count) else {
      let expected =
        positionalCount.upperBound == Int.max
        ? "at least \(positionalCount.lowerBound)"
        : positionalCount.count == 1
          ? "\(positionalCount.lowerBound)"
          : "\(positionalCount.lowerBound) to \(positionalCount.upperBound)"
      throw UsageError(
        description: "expected \(expected) file argument(s), got \(positionals.count)"
          + (positionals.isEmpty ? "" : ": \(positionals.joined(separator: " "))"))
    }
  }

  /// A floating-point option within a range, or `fallback` when absent.
  func double(
    _ name: String, default fallback: Double, in range: ClosedRange<Double>
  ) throws(UsageError) -> Double {
    guard var text = values[name] else { return fallback }
    if text.hasSuffix("%") { text.removeLast() }
    guard let value = Double(text), range.contains(value) else {
      throw UsageError(
        description:
          "--\(name) must be a number in \(range.lowerBound)...\(range.upperBound), got '\(values[name] ?? "")'"
      )
    }
    return value
  }

  /// An integer option within a range, or `fallback` when absent.
  func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(UsageError)
    -> Int
  {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description:
          "--\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got '\(text)'"
      )
    }
    return value
  }
}
