// Policy: one run, both renderers, the same frames. Each frame is drawn by
// the Canvas the way the package draws it (a host plan executed with its
// scene, or a rectangle batch) and by real raylib as the same raylib calls
// (`Sources/SafeAreaRaylib/RaylibFrame+Scenes.swift`), in a window of the
// frame's own size, and the two frames' pixels must be equal before either
// is timed: a rate of a frame that differs would compare different work.
// raylib's time is the reference process's own (each frame flushed with
// glFinish), so the pipe is not in it; the Canvas's is this process's. The
// transport of pixels (raw RGBA against runs of equal pixels) is timed
// through the pipe.

import CommandLineOptions
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

@main
struct RaylibPeer {
  static func main() {
    do {
      guard
        case .command(let command) = try PeerCommand.parseAsRoot(
          Array(CommandLine.arguments.dropFirst()))
      else {
        print(PeerCommand.help)
        return
      }
      let report = try measure(
        frames: command.frames, transportFrames: command.transportFrames)
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
