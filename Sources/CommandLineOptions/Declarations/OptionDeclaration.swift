/// One option of a command as the parser sees it, whatever its value's
/// type: ``Option`` and ``Flag`` are the two kinds.
///
/// Commands list their options as `[any OptionDeclaration]`; an option
/// group is such a list declared once and added to each command that
/// takes it.
public protocol OptionDeclaration: Sendable {
  /// The name, value name, repeatability and full help line, for the
  /// parser and the help.
  var spec: OptionSpec { get }
  /// The typed value the parsed text stands for, or `nil` when the option
  /// was not given.
  ///
  /// - Throws: ``UsageError`` naming the option, what it expects and the
  ///   text given.
  func value(in arguments: ParsedArguments) throws(UsageError) -> (any Sendable)?
}

extension OptionDeclaration {
  /// The long name without dashes (`seed`).
  public var name: String { spec.name }
}

/// Renders the help lines of a list of declarations, aligned, each with
/// the notes its declaration implies (`(repeatable; default all)`).
public func helpLines(for options: [any OptionDeclaration]) -> [String] {
  helpLines(for: options.map(\.spec))
}

/// Renders the help lines of a list of declarations wrapped at `width`
/// columns, the help column aligned and continued under itself.
///
/// - Parameters:
///   - options: the declarations, in the order help lists them.
///   - width: the longest line, indentation included.
///   - indent: the spaces before each option.
///   - gap: the spaces between the widest synopsis and its help.
public func helpLines(
  for options: [any OptionDeclaration], width: Int, indent: Int = 2, gap: Int = 2
) -> [String] {
  let specs = options.map(\.spec)
  let column = indent + (specs.map(\.synopsis.count).max() ?? 0) + gap
  var lines: [String] = []
  for spec in specs {
    var line = String(repeating: " ", count: indent) + spec.synopsis
    line += String(repeating: " ", count: column - line.count)
    var lineHasWord = false
    for word in spec.help.split(separator: " ") {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: column)
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
  }
  return lines
}
