import ExecutableTesting
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib
import Testing

/// The raylib reference client against stand-in renderers: shell scripts
/// that speak its protocol well, badly, or not at all. Real raylib is
/// judged by `raster.matchesRaylib` in `swift run fuzz` and CI.
@Suite("Raylib reference client")
struct RaylibReferenceTests {
  static let handshake =
    #"printf '{"reference":"raylib","protocol":1,"raylib":"test","renderer":"sh"}\n'"#

  /// A stand-in whose answer to every frame is `answer` (shell text that
  /// writes the 8-byte header and the body), after reading the request
  /// (the payload is then in the file `$0.payload`; `$2` is the window,
  /// as `4x4`).
  static func renderer(
    handshake: String = handshake, answer: String, encoding: PixelEncoding = .runs,
    windows: [PixelSize] = [PixelSize(width: 4, height: 4)], timeout: Duration = .milliseconds(500)
  ) throws -> RaylibReference {
    // In the run's folder (``TestScratch``), removed when the tests end.
    let directory = try makeTemporaryDirectory(prefix: "raylib-reference")
    let script = directory + "/reference.sh"
    // `head -c 4` reads the length; `od` turns it into a number of bytes to
    // keep, so each frame is read whole before the answer.
    let text = """
      \(handshake)
      while length=$(head -c 4 | od -An -tu4 | tr -d ' ') && [ -n "$length" ]; do
        head -c "$length" >"$0.payload"
        \(answer)
      done
      """
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    return RaylibReference(
      launch: .init(python: "/bin/sh", script: script, virtualDisplay: false),
      windows: windows, timeout: timeout,
      startTimeout: .seconds(2), encoding: encoding)
  }

  static let frame = RaylibFrame(
    size: PixelSize(width: 2, height: 1), commands: [.clearBackground(.white)])

  @Test func runsOfPixelsAreDecoded() throws {
    // Status 0, 16 bytes: one white pixel, then one red (230, 41, 55, 255).
    let reference = try Self.renderer(
      answer:
        #"printf '\000\000\000\000\020\000\000\000\001\000\000\000\377\377\377\377\001\000\000\000\346\051\067\377'"#
    )
    defer { reference.stop() }
    let pixels = try reference.render(Self.frame)
    #expect(pixels[x: 0, y: 0] == .white)
    #expect(pixels[x: 1, y: 0] == .red)
    #expect(reference.name == "raylib test on sh")
  }

  @Test func rawPixelsAreDecoded() throws {
    // Status 0, 8 bytes: white, then red (230, 41, 55, 255), as RGBA bytes.
    let reference = try Self.renderer(
      answer: #"printf '\000\000\000\000\010\000\000\000\377\377\377\377\346\051\067\377'"#,
      encoding: .raw)
    defer { reference.stop() }
    let pixels = try reference.render(Self.frame)
    #expect(pixels[x: 0, y: 0] == .white)
    #expect(pixels[x: 1, y: 0] == .red)
  }

  @Test func aTimingAnswerIsTheDoubleItCarries() throws {
    // Status 0, 8 bytes: 1.5 as a little-endian IEEE double (0x3FF8000000000000).
    let reference = try Self.renderer(
      answer: #"printf '\000\000\000\000\010\000\000\000\000\000\000\000\000\000\370\077'"#)
    defer { reference.stop() }
    #expect(try reference.time(Self.frame, repeats: 3) == 1.5)
  }

  @Test func runsThatDoNotCoverTheFrameAreAFault() throws {
    // One run of one pixel for a frame of two.
    let reference = try Self.renderer(
      answer: #"printf '\000\000\000\000\010\000\000\000\001\000\000\000\377\377\377\377'"#)
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault("answered runs of 1 pixels for 2")) {
      try reference.render(Self.frame)
    }
  }

  @Test func aRefusalIsNamedAndTheRendererKeepsServing() throws {
    let reference = try Self.renderer(
      answer: #"printf '\001\000\000\000\004\000\000\000nope'"#)
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault("refused the frame: nope")) {
      try reference.render(Self.frame)
    }
    #expect(reference.starts == 1)
  }

  @Test func aDyingRendererIsRestartedOnceThenNamed() throws {
    let reference = try Self.renderer(answer: "exit 3")
    defer { reference.stop() }
    do {
      _ = try reference.render(Self.frame)
      Issue.record("a renderer that exits gave a frame")
    } catch {
      #expect(error.description.contains("exited (exit status 3)"), "\(error)")
      #expect(error.description.contains("again after a restart"), "\(error)")
    }
    #expect(reference.starts == 2)
  }

  /// Two tries of the 0.5 s timeout, not the 30 s the stand-in sleeps: the
  /// fault says so (nothing is timed here).
  @Test func aHangingRendererTimesOut() throws {
    let reference = try Self.renderer(answer: "exec sleep 30")
    defer { reference.stop() }
    #expect {
      try reference.render(Self.frame)
    } throws: { error in
      let text = String(describing: error)
      return text.contains("did not answer within 0.5 seconds")
        && text.contains("again after a restart")
    }
    #expect(reference.starts == 2)
  }

  @Test func aBadHandshakeFailsAtStartAndEveryFrameAfterAtOnce() throws {
    let reference = try Self.renderer(handshake: "echo hello", answer: "exit 0")
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault.self) { try reference.start() }
    #expect(throws: RaylibRendererFault.self) { try reference.render(Self.frame) }
    #expect(reference.starts == 1)
  }

  @Test func aFrameLargerThanEveryWindowIsRefusedWithoutAProcess() throws {
    let reference = try Self.renderer(answer: "exit 0")
    defer { reference.stop() }
    let large = RaylibFrame(size: PixelSize(width: 5, height: 1), commands: [])
    #expect(throws: RaylibRendererFault("a 5x1 frame is larger than every window (4x4)")) {
      try reference.render(large)
    }
    #expect(reference.starts == 0)
  }

  @Test func missingPiecesAreNamedWithWhatToRun() throws {
    let empty = try makeTemporaryDirectory(prefix: "raylib-empty")
    defer { try? FileManager.default.removeItem(atPath: empty) }
    guard case .failure(let reason) = RaylibReference.Launch.locate(in: empty, environment: [:])
    else {
      Issue.record("found a reference in an empty folder")
      return
    }
    #expect(reason.description.contains("Reference/raylib/reference.py"))
  }

  /// A package folder with the script and an executable Python, and a
  /// folder holding an executable `xvfb-run` stand-in.
  static func checkout() throws -> (package: String, bin: String) {
    let files = FileManager.default
    let root = try makeTemporaryDirectory(prefix: "raylib-locate")
    let package = root + "/package"
    let bin = root + "/bin"
    try files.createDirectory(
      atPath: package + "/Reference/raylib", withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: package + "/.venv-raylib/bin", withIntermediateDirectories: true)
    try files.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try "".write(
      toFile: package + "/Reference/raylib/reference.py", atomically: true, encoding: .utf8)
    for program in [package + "/.venv-raylib/bin/python", bin + "/xvfb-run"] {
      try "#!/bin/sh\n".write(toFile: program, atomically: true, encoding: .utf8)
      try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
    }
    return (package, bin)
  }

  /// Removes what ``checkout()`` made.
  static func remove(_ package: String) {
    try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent)
  }

  @Test func xvfbRunIsUsedEvenWhenThereIsADisplay() throws {
    // A display's screen may be smaller than the reference's window (an
    // inherited `xvfb-run -a` gives 1280x1024), which would clamp it.
    let (package, bin) = try Self.checkout()
    defer { Self.remove(package) }
    for environment in [["PATH": bin, "DISPLAY": ":0"], ["PATH": bin]] {
      let launch = try RaylibReference.Launch.locate(in: package, environment: environment).get()
      #expect(launch.virtualDisplay)
      #expect(launch.python == package + "/.venv-raylib/bin/python")
      #expect(
        launch.command(window: PixelSize(width: 1200, height: 1200))
          .hasPrefix("xvfb-run -a -s '-screen 0 1200x1200x24 -terminate' "))
    }
  }

  @Test func theDisplayIsUsedOnlyWithoutXvfbRun() throws {
    let (package, _) = try Self.checkout()
    defer { Self.remove(package) }
    let empty = TestScratch.folder + "/no-such-bin-\(UUID().uuidString)"
    let launch = try RaylibReference.Launch.locate(
      in: package, environment: ["PATH": empty, "DISPLAY": ":0"]
    ).get()
    #expect(!launch.virtualDisplay)
    #expect(!launch.command(window: PixelSize(width: 8, height: 8)).contains("xvfb-run"))
    guard
      case .failure(let reason) = RaylibReference.Launch.locate(
        in: package, environment: ["PATH": empty, "DISPLAY": ""])
    else {
      Issue.record("found a display in an empty DISPLAY")
      return
    }
    #expect(reason.description.contains("no xvfb-run on PATH and no DISPLAY"))
  }
}
