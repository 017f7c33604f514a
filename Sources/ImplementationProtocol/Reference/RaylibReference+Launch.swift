// Policy: the reference is found, never assumed. `swift run fuzz` looks for
// the virtual environment Scripts/run/setup-raylib creates, beside the package
// (`.venv-raylib/`), and for `xvfb-run` or an X display; when something is
// missing it says which and what to run, in one line, and the property is
// left out of the run, never passed silently. The reference draws on its own
// Xvfb whenever `xvfb-run` is on PATH, whatever `DISPLAY` says: its window
// (up to 1200x1200) must fit the screen, and a real or inherited display
// (`xvfb-run -a` gives 1280x1024) clamps a larger window, which would make
// every catalog frame taller than the screen fail. Its own server's screen
// is sized from the window. The user's display is used only when there is
// no xvfb-run.

import Foundation
import SafeAreaGeometry
import SafeAreaRaylib

extension RaylibReference {
  /// How a renderer process is started.
  public struct Launch: Sendable, Hashable {
    /// The Python interpreter that has the `raylib` package.
    public var python: String
    /// `Reference/raylib/reference.py`.
    public var script: String
    /// Whether to start it under its own `xvfb-run`, with a screen the size
    /// of its window; otherwise it opens its window on the user's
    /// `DISPLAY`, whose screen may be smaller than the window.
    public var virtualDisplay: Bool

    /// Creates a launch.
    public init(python: String, script: String, virtualDisplay: Bool) {
      self.python = python
      self.script = script
      self.virtualDisplay = virtualDisplay
    }

    /// The command line of the renderer for a window size, as `/bin/sh -c`
    /// runs it.
    public func command(window: PixelSize) -> String {
      let size = "\(window.width)x\(window.height)"
      let program = "\(Self.quoted(python)) \(Self.quoted(script)) --window \(size)"
      guard virtualDisplay else { return program }
      // xvfb-run's screen must hold the window; 24 bits with alpha in the
      // GL visual, as raylib asks for.
      //
      // Policy: the server ends itself (`-terminate`: at its reset, when
      // its last client, the renderer, has gone). A process killed by a
      // signal runs no exit handler (LiveChildren.swift); the parent-death
      // SIGKILL then ends xvfb-run before its trap can end the server, and
      // the X server stayed behind (xvfb-run's folder under /tmp still
      // does: nothing of ours runs after a SIGKILL to remove it).
      return "xvfb-run -a -s '-screen 0 \(size)x24 -terminate' \(program)"
    }

    /// The command the setup script is.
    public static let setupCommand = "bash Scripts/run/setup-raylib"

    /// Finds the reference beside a package checkout.
    ///
    /// The renderer runs under its own `xvfb-run` whenever `xvfb-run` is on
    /// `PATH`, even when `DISPLAY` is set: a screen smaller than a window
    /// clamps the window (raylib then opens a smaller one), so only a
    /// server started for the window is sure to hold it. Without
    /// `xvfb-run`, a set `DISPLAY` is used as it is (the renderer refuses
    /// to start if its window came out smaller than asked).
    ///
    /// - Parameters:
    ///   - directory: the package's root (the current directory of `swift run`).
    ///   - environment: where `DISPLAY` and `PATH` are looked up.
    /// - Returns: the launch, or why there is none, in words that end with
    ///   what to run.
    public static func locate(
      in directory: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<Launch, RaylibRendererFault> {
      let files = FileManager.default
      let python = directory + "/.venv-raylib/bin/python"
      let script = directory + "/Reference/raylib/reference.py"
      guard files.fileExists(atPath: script) else {
        return .failure(.init("no \(script): run fuzz from the package's root"))
      }
      guard files.isExecutableFile(atPath: python) else {
        return .failure(.init("no \(python); `\(setupCommand)` creates it"))
      }
      let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      if path.contains(where: { files.isExecutableFile(atPath: "\($0)/xvfb-run") }) {
        return .success(Launch(python: python, script: script, virtualDisplay: true))
      }
      guard let display = environment["DISPLAY"], !display.isEmpty else {
        return .failure(
          .init("no xvfb-run on PATH and no DISPLAY; `\(setupCommand)` says what to install"))
      }
      return .success(Launch(python: python, script: script, virtualDisplay: false))
    }

    /// A word for `/bin/sh`, quoted when it needs to be.
    static func quoted(_ word: String) -> String {
      let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:,".contains($0) }
      return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
  }
}
