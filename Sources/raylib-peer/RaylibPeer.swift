// Policy: one run, both renderers, the same frames. Each frame is drawn by
// the Canvas the way the package draws it (a host plan executed with its
// scene, or a rectangle batch) and by real raylib as the same raylib calls
// (RaylibFrame+Scenes.swift), in a window of the frame's own size, and the
// two frames' pixels must be equal before either is timed: a rate of a
// frame that differs would compare different work. raylib's time is the
// reference process's own (each frame flushed with glFinish), so the pipe
// is not in it; the Canvas's is this process's. The transport of pixels
// (raw RGBA against runs of equal pixels) is timed through the pipe.

import CommandLineOptions
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

@main
struct RaylibPeer {
  static let specs: [OptionSpec] = [
    .value("frames", "N", help: "frames timed per renderer and frame kind (default 60)"),
    .value("transport-frames", "N", help: "frames sent per encoding and size (default 300)"),
    .flag("help", help: "show this help"),
  ]

  static func main() {
    do {
      let parsed = try ParsedArguments(Array(CommandLine.arguments.dropFirst()), options: specs)
      if parsed.has("help") {
        print(
          (["usage: swift run -c release raylib-peer [options]", "", "options:"]
            + helpLines(for: specs) + [
              "",
              "prints a JSON report on stdout; Scripts/eval/raylib-peer writes it under results/",
              "exit status: 0 measured, 1 a renderer failed or the frames differ, 2 usage",
            ]).joined(separator: "\n"))
        return
      }
      if let extra = parsed.positionals.first {
        throw UsageError("unexpected argument '\(extra)' (see --help)")
      }
      let frames =
        try parsed.value("frames", as: Int.self, expected: "a whole number from 1 to 100000") {
          (1...100_000).contains($0)
        } ?? 60
      let transportFrames =
        try parsed.value(
          "transport-frames", as: Int.self, expected: "a whole number from 1 to 100000"
        ) { (1...100_000).contains($0) } ?? 300
      let report = try measure(frames: frames, transportFrames: transportFrames)
      let data = try JSONSerialization.data(
        withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("raylib-peer: \(error)\n".utf8))
      exit(2)
    } catch {
      FileHandle.standardError.write(Data("raylib-peer: \(error)\n".utf8))
      exit(1)
    }
  }
}
