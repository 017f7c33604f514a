import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import Testing

/// The raylib reference client against stand-in renderers: shell scripts
/// that speak its protocol well, badly, or not at all. Real raylib is
/// judged by `raster.matchesRaylib` in `swift run fuzz` and CI.
@Suite("Raylib reference client")
struct RaylibReferenceTests {
  static let handshake =
    #"printf '{"reference":"raylib","protocol":1,"raylib":"test","renderer":"sh"}\n'"#

  /// A stand-in whose answer to every frame is `answer` (shell text that
  /// writes the 8-byte header and the body), after reading the request.
  static func renderer(
    handshake: String = handshake, answer: String, encoding: PixelEncoding = .runs
  ) throws -> RaylibReference {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("raylib-reference-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("reference.sh").path
    // `head -c 4` reads the length; `od` turns it into a number of bytes to
    // skip, so each frame is read whole before the answer.
    let text = """
      \(handshake)
      while length=$(head -c 4 | od -An -tu4 | tr -d ' ') && [ -n "$length" ]; do
        head -c "$length" >/dev/null
        \(answer)
      done
      """
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    return RaylibReference(
      launch: .init(python: "/bin/sh", script: script, virtualDisplay: false),
      windows: [PixelSize(width: 4, height: 4)], timeout: .milliseconds(500),
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

  @Test func aHangingRendererTimesOut() throws {
    let reference = try Self.renderer(answer: "exec sleep 30")
    defer { reference.stop() }
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: RaylibRendererFault.self) { try reference.render(Self.frame) }
    // Two tries of the 0.5 s timeout, not the 30 s the stand-in sleeps.
    #expect(start.duration(to: clock.now) < .seconds(10))
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
    let empty = FileManager.default.temporaryDirectory.path
    guard case .failure(let reason) = RaylibReference.Launch.locate(in: empty, environment: [:])
    else {
      Issue.record("found a reference in an empty folder")
      return
    }
    #expect(reason.description.contains("Reference/raylib/reference.py"))
  }
}
