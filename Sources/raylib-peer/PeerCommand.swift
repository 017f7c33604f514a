import CommandLineOptions

/// `raylib-peer`'s options: how many frames each measurement times.
struct PeerCommand: ParsableCommand {
  /// Frames and transport frames: `a whole number from 1 to 100000`.
  static let count = ValueCheck<Int>.range(1...100_000)

  static let frames = Option<Int>(
    "frames", "N", default: 60, accepting: count,
    help: "frames timed per renderer and frame kind")
  static let transportFrames = Option<Int>(
    "transport-frames", "N", default: 300, accepting: count,
    help: "frames sent per encoding and size")

  static let configuration = CommandConfiguration(
    "raylib-peer", summary: "time the Canvas against real raylib on the same frames",
    options: [frames, transportFrames])

  /// Frames timed per renderer and frame kind.
  var frames: Int
  /// Frames sent per encoding and size.
  var transportFrames: Int

  init(_ parsed: ParsedCommand) throws(UsageError) {
    frames = parsed[Self.frames]
    transportFrames = parsed[Self.transportFrames]
  }

  /// The text of `--help`.
  static var help: String {
    (["usage: swift run -c release raylib-peer [options]", "", "options:"] + optionHelpLines + [
      "",
      "prints a JSON report on stdout; Evaluations/raylib-peer/raylib-peer writes it under results/",
      "exit status: 0 measured, 1 a renderer failed or the frames differ, 2 usage",
    ]).joined(separator: "\n")
  }
}
