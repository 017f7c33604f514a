import Dispatch
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import SafeAreaRaylib
import Testing

/// A pool of raylib references (``RaylibReferencePool``): frames drawn
/// from two threads at once are drawn by two renderers at once. The
/// stand-in meets the other frame at a named pipe before it answers (the
/// first to arrive reads the pipe, the second writes it), so a frame is
/// answered only while another renderer is drawing one: an event, not a
/// clock. Behind one reference's lock the second frame would never be
/// sent, and the first would fail at its timeout.
@Suite("Raylib reference pool")
struct RaylibReferencePoolTests {
  /// One white pixel, then one red: the answer to ``RaylibReferenceTests/frame``.
  static let answer =
    #"printf '\000\000\000\000\020\000\000\000\001\000\000\000\377\377\377\377\001\000\000\000\346\051\067\377'"#

  static func pool(count: Int, answer: String) throws -> RaylibReferencePool {
    // Every member runs the same script, so they share its folder.
    let member = try RaylibReferenceTests.renderer(answer: answer, timeout: .seconds(60))
    var members = [member]
    return RaylibReferencePool(count: count) {
      members.popLast()
        ?? RaylibReference(
          launch: member.launch, windows: member.windows, timeout: member.timeout,
          startTimeout: member.startTimeout, encoding: member.encoding)
    }
  }

  @Test func framesFromTwoThreadsAreDrawnAtOnce() throws {
    let meet = """
      mkfifo "$0.meet" 2>/dev/null
      if mkdir "$0.first" 2>/dev/null; then cat "$0.meet" >/dev/null; else : >"$0.meet"; fi
      \(Self.answer)
      """
    let pool = try Self.pool(count: 2, answer: meet)
    defer { pool.stop() }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.set(
        index,
        Result { () throws(RaylibRendererFault) in
          try pool.render(RaylibReferenceTests.frame)
        })
    }
    for result in results.all {
      let pixels = try #require(try result?.get())
      #expect(pixels[x: 0, y: 0] == .white && pixels[x: 1, y: 0] == .red)
    }
    #expect(pool.starts == 2)
  }

  @Test func oneThreadDrawsInTheFirstReferenceAlone() throws {
    let pool = try Self.pool(count: 2, answer: Self.answer)
    defer { pool.stop() }
    for _ in 0..<3 {
      let pixels = try pool.render(RaylibReferenceTests.frame)
      #expect(pixels[x: 1, y: 0] == .red)
    }
    #expect(pool.starts == 1)
    #expect(pool.members[1].starts == 0)
    #expect(pool.name == "raylib test on sh")
  }

  @Test func startStartsEveryReference() throws {
    let pool = try Self.pool(count: 3, answer: Self.answer)
    defer { pool.stop() }
    try pool.start()
    #expect(pool.members.map(\.starts) == [1, 1, 1])
  }
}

/// Results written by concurrent iterations, one slot each.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Framebuffer, RaylibRendererFault>?] = [nil, nil]

  func set(_ index: Int, _ result: Result<Framebuffer, RaylibRendererFault>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var all: [Result<Framebuffer, RaylibRendererFault>?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
