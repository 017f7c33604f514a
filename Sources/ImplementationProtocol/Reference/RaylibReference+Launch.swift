// Policy: the reference is found, never assumed. `swift run fuzz` looks for
// the virtual environment Scripts/run/setup-raylib creates, beside the package
// (`.venv-raylib/`), and for an X display or `xvfb-run`; when something is
// missing it says which and what to run, in one line, and the property is
// left out of the run, never passed silently.

import Foundation
import SafeAreaGeometry
import SafeAreaInvariants

extension RaylibReference {
  /// How a renderer process is started.
  public struct Launch: Sendable, Hashable {
    /// The Python interpreter that has the `raylib` package.
    public var python: String
    /// `Reference/raylib/reference.py`.
    public var script: String
    /// Whether to start it under `xvfb-run` (no `DISPLAY` to draw on).
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
      return "xvfb-run -a -s '-screen 0 \(size)x24' \(program)"
    }

    /// The command the setup script is.
    public static let setupCommand = "bash Scripts/run/setup-raylib"

    /// Finds the reference beside a package checkout.
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
      if let display = environment["DISPLAY"], !display.isEmpty {
        return .success(Launch(python: python, script: script, virtualDisplay: false))
      }
      let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      guard path.contains(where: { files.isExecutableFile(atPath: "\($0)/xvfb-run") }) else {
        return .failure(
          .init("no DISPLAY and no xvfb-run on PATH; `\(setupCommand)` says what to install"))
      }
      return .success(Launch(python: python, script: script, virtualDisplay: true))
    }

    /// A word for `/bin/sh`, quoted when it needs to be.
    static func quoted(_ word: String) -> String {
      let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:,".contains($0) }
      return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
  }
}
