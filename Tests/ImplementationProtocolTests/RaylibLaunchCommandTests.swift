import ImplementationProtocol
import SafeAreaGeometry
import Testing

/// The renderer's command line, whole: the window goes to the renderer as
/// width x height, and to its own X server as a screen of that size, and a
/// path with characters the shell reads is quoted. The windows are not
/// square, so an exchanged width and height show.
@Suite("Raylib reference command line")
struct RaylibLaunchCommandTests {
  static let window = PixelSize(width: 300, height: 200)

  @Test func onItsOwnXServerTheScreenIsTheWindow() {
    let launch = RaylibReference.Launch(
      python: "/venv/bin/python", script: "/pkg/reference.py", virtualDisplay: true)
    #expect(
      launch.command(window: Self.window)
        == "xvfb-run -a -s '-screen 0 300x200x24 -terminate' /venv/bin/python /pkg/reference.py --window 300x200"
    )
  }

  @Test func onTheUsersDisplayOnlyTheRendererRuns() {
    let launch = RaylibReference.Launch(
      python: "/venv/bin/python", script: "/pkg/reference.py", virtualDisplay: false)
    #expect(
      launch.command(window: Self.window) == "/venv/bin/python /pkg/reference.py --window 300x200")
  }

  /// Letters, digits and `/._-+=:,` pass as they are (each kind alone, so
  /// every one of them is needed); anything else is quoted, a quote inside
  /// as `'\''`.
  @Test(
    arguments: [
      ("python", "python"), ("3127", "3127"), ("/._-+=:,", "/._-+=:,"),
      ("/opt/py3.12/bin/python3", "/opt/py3.12/bin/python3"),
      ("/my dir/python", "'/my dir/python'"), ("it's", "'it'\\''s'"), ("$HOME", "'$HOME'"),
    ])
  func aWordIsQuotedOnlyWhenTheShellWouldReadIt(word: String, written: String) {
    let launch = RaylibReference.Launch(python: word, script: "s", virtualDisplay: false)
    #expect(launch.command(window: Self.window) == "\(written) s --window 300x200")
  }
}
