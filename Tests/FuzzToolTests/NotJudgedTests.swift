import ExecutableTesting
import Foundation
import Testing

/// A judge that cannot judge is never reported as a bug in the code under
/// test: `raster.matchesRaylib` with a reference that dies, hangs, refuses
/// every frame, or is not set up at all ends "not judged" (exit 3), with no
/// counterexample printed and nothing kept in the corpus.
@Suite("not judged")
struct NotJudgedTests {
  /// What the stand-in for raylib's reference does once it has shaken
  /// hands.
  enum Behaviour: String, CaseIterable {
    /// Exits at the first frame (and again after the restart).
    case dies
    /// Never answers a frame.
    case hangs
    /// Refuses every frame, as the reference did on a display too small
    /// for its window.
    case refuses
  }

  /// A package root with a stand-in reference: `.venv-raylib/bin/python`
  /// runs a small Python program that speaks the reference's handshake and
  /// then behaves as asked.
  func fakePackage(_ behaviour: Behaviour?) throws -> String {
    let root = try makeTemporaryDirectory(prefix: "not-judged")
    let files = FileManager.default
    try files.createDirectory(
      atPath: root + "/Reference/raylib", withIntermediateDirectories: true)
    try "".write(toFile: root + "/Reference/raylib/reference.py", atomically: true, encoding: .utf8)
    guard let behaviour else { return root }
    try files.createDirectory(atPath: root + "/.venv-raylib/bin", withIntermediateDirectories: true)
    let program = """
      import struct, sys, time
      out = sys.stdout.buffer
      out.write(b'{"reference": "raylib", "protocol": 1, "raylib": "stand-in", "renderer": "none", "window": [1200, 1200]}\\n')
      out.flush()
      while True:
          header = sys.stdin.buffer.read(4)
          if len(header) < 4:
              break
          (length,) = struct.unpack("<I", header)
          sys.stdin.buffer.read(length)
          if "\(behaviour.rawValue)" == "dies":
              sys.exit(1)
          if "\(behaviour.rawValue)" == "hangs":
              time.sleep(600)
          message = b"a frame does not fit the 1200x1024 window"
          out.write(struct.pack("<II", 1, len(message)) + message)
          out.flush()
      """
    try program.write(toFile: root + "/stand-in.py", atomically: true, encoding: .utf8)
    let python = root + "/.venv-raylib/bin/python"
    try "#!/bin/sh\nexec python3 \"\(root)/stand-in.py\"\n".write(
      toFile: python, atomically: true, encoding: .utf8)
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python)
    return root
  }

  /// Runs `fuzz` in `root` on the stand-in's own display setting: a
  /// `DISPLAY` and no `xvfb-run`, so the stand-in is started as it is.
  func fuzz(_ arguments: [String], in root: String) throws -> ExecutableOutcome {
    try runBuiltExecutable(
      "fuzz", arguments + ["--corpus", root + "/Corpus", "--out", root + "/out"], in: root,
      environment: ["DISPLAY": ":99", "PATH": "/usr/bin:/bin", "SAFE_AREA_RAYLIB_TIMEOUT": "0.5"])
  }

  @Test(arguments: Behaviour.allCases)
  func aFailingReferenceLeavesThePropertyNotJudged(_ behaviour: Behaviour) throws {
    let root = try fakePackage(behaviour)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let outcome = try fuzz(
      ["--property", "raster.matchesRaylib", "--cases", "40", "--seed", "11"], in: root)
    #expect(outcome.status == 3, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("NOT JUDGED raster.matchesRaylib"), "\(outcome.output)")
    #expect(outcome.output.contains("1 not judged"), "\(outcome.output)")
    #expect(!outcome.output.contains("counterexample"), "\(outcome.output)")
    #expect(!outcome.output.contains("replay:"), "\(outcome.output)")
    #expect(!FileManager.default.fileExists(atPath: root + "/Corpus"), "nothing kept")
  }

  @Test func aNamedPropertyWhoseJudgeIsMissingIsAnErrorThatSaysWhatToRun() throws {
    let root = try fakePackage(nil)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let outcome = try fuzz(["--property", "raster.matchesRaylib", "--cases", "40"], in: root)
    #expect(outcome.status == 3)
    #expect(outcome.errors.contains("raster.matchesRaylib cannot run here"), "\(outcome.errors)")
    #expect(outcome.errors.contains("bash Scripts/run/setup-raylib"), "\(outcome.errors)")
    #expect(!outcome.output.contains("passed"), "\(outcome.output)")
    let single = try fuzz(
      ["--property", "raster.matchesRaylib", "--case", "3", "--seed", "11"], in: root)
    #expect(single.status == 3, "\(single.output)\(single.errors)")
  }

  @Test func anUnnamedPropertyWhoseJudgeIsMissingIsLeftOutAndCounted() throws {
    let root = try fakePackage(nil)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let outcome = try fuzz(["--cases", "20"], in: root)
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("fuzz: raster.matchesRaylib left out: "), "\(outcome.output)")
    #expect(outcome.output.contains("0 failed, 0 not judged, 1 left out (raster.matchesRaylib)"))
    #expect(!outcome.output.contains("ok   raster.matchesRaylib"), "never reported as held")
  }
}
