import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaylib
import Testing

/// The raylib reference's answers at their limits, from stand-ins
/// (``RaylibReferenceTests/renderer(handshake:answer:encoding:windows:)``):
/// the request kind a timing asks for, the largest answer a header may
/// announce (1 GiB), runs that are empty or run past the frame, and a frame
/// whose sides differ, whose pixels are their product.
@Suite("Raylib reference answers at their limits")
struct RaylibReferenceAnswerLimitsTests {
  /// Refuses every frame with its request's kind, as one digit.
  static let refuseWithTheKind = """
    kind=$(od -An -tu1 -N1 "$0.payload" | tr -d ' ')
    printf '\\001\\000\\000\\000\\001\\000\\000\\000%s' "$kind"
    """

  static let frame = RaylibFrame(
    size: PixelSize(width: 2, height: 1), commands: [.clearBackground(.white)])

  /// A timing request is kind 2 (pixels are 0 raw and 1 runs).
  @Test func eachRequestSaysItsKind() throws {
    for encoding in PixelEncoding.allCases {
      let reference = try RaylibReferenceTests.renderer(
        answer: Self.refuseWithTheKind, encoding: encoding)
      defer { reference.stop() }
      #expect(throws: RaylibRendererFault("refused the frame: \(encoding.rawValue)")) {
        try reference.render(Self.frame)
      }
      #expect(throws: RaylibRendererFault("refused the frame: 2")) {
        try reference.time(Self.frame, repeats: 5)
      }
    }
  }

  /// An answer of 2^30 bytes is read (this stand-in exits instead); one of
  /// 2^30 + 1 is refused before any of it is read.
  @Test(
    arguments: [
      (#"\000\000\000\100"#, "exited (exit status 0)"),
      (#"\001\000\000\100"#, "announced an answer of 1073741825 bytes"),
    ])
  func anAnswerMayBeOneGibibyteAndNoMore(length: String, fault: String) throws {
    let reference = try RaylibReferenceTests.renderer(
      answer: "printf '\\000\\000\\000\\000\(length)'; exit 0")
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault("4x4 renderer: \(fault), and again after a restart")) {
      try reference.render(Self.frame)
    }
  }

  /// A run of no pixels is wrong even when the runs add up, and a run past
  /// the frame's last pixel is caught before any pixel is written.
  @Test(
    arguments: [
      #"\000\000\000\000\377\377\377\377\002\000\000\000\346\051\067\377"#,
      #"\001\000\000\000\377\377\377\377\002\000\000\000\346\051\067\377"#,
    ])
  func runsMustBeNonEmptyAndInsideTheFrame(runs: String) throws {
    let reference = try RaylibReferenceTests.renderer(
      answer: "printf '\\000\\000\\000\\000\\020\\000\\000\\000\(runs)'")
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault("answered runs of more than 2 pixels")) {
      try reference.render(Self.frame)
    }
  }

  /// A 3x2 frame has six pixels: one run of six fills it, in both
  /// encodings' counts (six raw pixels are 24 bytes).
  @Test func aFrameOfUnequalSidesHasTheirProductOfPixels() throws {
    let frame = RaylibFrame(
      size: PixelSize(width: 3, height: 2), commands: [.clearBackground(.white)])
    let runs = try RaylibReferenceTests.renderer(
      answer: #"printf '\000\000\000\000\010\000\000\000\006\000\000\000\346\051\067\377'"#)
    defer { runs.stop() }
    let drawn = try runs.render(frame)
    #expect(drawn.width == 3 && drawn.height == 2)
    #expect((0..<2).allSatisfy { y in (0..<3).allSatisfy { drawn[x: $0, y: y] == .red } })
    let raw = try RaylibReferenceTests.renderer(
      answer: "printf '\\000\\000\\000\\000\\030\\000\\000\\000"
        + String(repeating: #"\346\051\067\377"#, count: 6) + "'",
      encoding: .raw)
    defer { raw.stop() }
    #expect(try raw.render(frame) == drawn)
  }
}
