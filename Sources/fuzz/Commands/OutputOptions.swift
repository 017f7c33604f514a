import CommandLineOptions
import SafeAreaFuzzing

/// Where results go and how much is printed.
struct OutputOptions: OptionGroup {
  static let json = Flag("json", help: "print the JSON summary on stdout (text goes to stderr)")
  static let out = Option.path(
    "out", "DIR", default: FuzzSettings.defaultOut, help: "where reports and pictures go")
  static let quiet = Flag("quiet", help: "print only failures and the final line")
  static let options: [any OptionDeclaration] = [json, out, quiet]
  /// The options of a command that prints no JSON summary (`case`, `replay`).
  static let text: [any OptionDeclaration] = [out, quiet]

  /// `--json`: the JSON summary alone on stdout.
  var json = false
  var out = FuzzSettings.defaultOut
  /// `--quiet`: only failures and the final line.
  var quiet = false

  /// The defaults, for a command that writes nothing (`list`).
  init() {}

  init(_ parsed: ParsedCommand) {
    self.init(text: parsed)
    json = parsed[Self.json]
  }

  /// The options of ``text``.
  init(text parsed: ParsedCommand) {
    out = parsed[Self.out]
    quiet = parsed[Self.quiet]
  }
}
