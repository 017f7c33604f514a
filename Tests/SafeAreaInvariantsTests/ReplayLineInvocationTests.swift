import Testing

@testable import SafeAreaFuzzing

/// A replay line runs from where the user stands: `swift run fuzz` at the
/// package's root, `swift run --package-path ROOT fuzz` elsewhere, the
/// binary's own path when SwiftPM did not build it.
@Suite("Replay lines run from where the user stands")
struct ReplayLineInvocationTests {
  @Test(arguments: [
    ("/src/harness/.build/x86_64-unknown-linux-gnu/debug/fuzz", "/src/harness", "swift run fuzz"),
    ("/src/harness/.build/debug/fuzz", "/src/harness/", "swift run fuzz"),
    (
      "/src/harness/.build/debug/fuzz", "/home/me/host",
      "swift run --package-path /src/harness fuzz"
    ),
    (
      "/my src/harness/.build/release/fuzz", "/tmp",
      "swift run --package-path '/my src/harness' fuzz"
    ),
    ("/usr/local/bin/fuzz", "/src/harness", "/usr/local/bin/fuzz"),
  ])
  func invocation(executable: String, directory: String, expected: String) {
    #expect(ReplayLine.invocation(executable: executable, currentDirectory: directory) == expected)
  }
}
