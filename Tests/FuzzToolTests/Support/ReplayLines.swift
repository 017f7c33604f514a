import Testing

/// The last `fuzz: replay: swift run fuzz ...` line in `text`, and its
/// arguments after `swift run fuzz`, to run the built executable with.
///
/// - Parameters:
///   - text: a run's output.
///   - sourceLocation: where a missing line is reported.
func lastReplay(
  in text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (line: String, arguments: [String]) {
  let line = try #require(
    text.split(separator: "\n").last { $0.hasPrefix("fuzz: replay: swift run fuzz") },
    "no replay line in: \(text.prefix(2000))", sourceLocation: sourceLocation)
  // "fuzz: replay: swift run fuzz ARGUMENTS"
  return (String(line), line.split(separator: " ").dropFirst(5).map(String.init))
}
