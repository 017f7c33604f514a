import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaylib
import Testing

/// Starting every renderer at once (``RaylibReference/start()``): a renderer
/// whose handshake fails (none in time, not the reference's, another
/// protocol) is ended and reaped at once, before the next window's renderer
/// is greeted, not when the start is over: the next one may take its whole
/// start timeout, and a dead renderer's process must not outlive its fault
/// that long. The larger window's stand-in writes its handshake only once
/// the smaller one's process has ended: the smaller one holds a named pipe
/// open for writing while it lives, and the larger one reads the pipe to
/// its end of file (an event, not a poll of `kill -0`), so the larger
/// window starts only if the failed one was ended first.
@Suite("Raylib reference start")
struct RaylibReferenceStartTests {
  static let wrongProtocol =
    #"printf '{"reference":"raylib","protocol":9}\n'; exec sleep 30"#

  /// (A renderer that never writes a handshake costs the 2 s start
  /// timeout; one that exits is reaped when its end of file is read.)
  @Test(arguments: ["exec sleep 30", "echo hello; exec sleep 30", wrongProtocol])
  func aRendererWhoseHandshakeFailsIsEndedBeforeTheNextIsGreeted(failing: String) throws {
    let handshake = """
      mkfifo "$0.alive" 2>/dev/null
      if [ "$2" = 4x4 ]; then
        exec 3>"$0.alive"
        \(failing)
      fi
      cat "$0.alive" >/dev/null
      \(RaylibReferenceTests.handshake)
      """
    let reference = try RaylibReferenceTests.renderer(
      handshake: handshake,
      answer: #"printf '\000\000\000\000\010\000\000\000\002\000\000\000\346\051\067\377'"#,
      windows: [PixelSize(width: 4, height: 4), PixelSize(width: 8, height: 8)],
      // A frame's answer is immediate; a render timeout as short as the
      // other tests' (500 ms) was missed on a loaded machine (a mutation
      // run's checks), and the restart it causes cannot start this 8x8
      // stand-in again (its named pipe then has no writer to wait for).
      timeout: .seconds(60))
    defer { reference.stop() }
    #expect {
      try reference.start()
    } throws: { error in
      String(describing: error).hasPrefix("4x4 renderer did not start: ")
    }
    // The 8x8 renderer started, so a frame too large for 4x4 is drawn.
    let large = RaylibFrame(size: PixelSize(width: 2, height: 5), commands: [])
    #expect(throws: RaylibRendererFault("answered runs of 2 pixels for 10")) {
      try reference.render(large)
    }
    #expect(reference.starts == 2)
  }
}
