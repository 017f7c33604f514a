import Foundation
import ImplementationProtocol
import Testing

/// The harness's ends of a child's pipes are closed on exec, so a second
/// child never holds the first one's stdin open (which would keep it from
/// ever reading end-of-file once the harness closes its end).
@Suite("Piped spawn")
struct PipedSpawnTests {
  @Test(arguments: [false, true])
  func theHarnessEndsAreCloseOnExec(capturingErrors: Bool) throws {
    let child = try PipedSpawn.start(
      "/bin/sh", arguments: ["sh", "-c", "exit 0"], capturingErrors: capturingErrors)
    defer {
      var status: Int32 = 0
      waitpid(child.pid, &status, 0)
      close(child.input)
      close(child.output)
      if let errors = child.errors { close(errors) }
    }
    for descriptor in [child.input, child.output] + (child.errors.map { [$0] } ?? []) {
      let flags = fcntl(descriptor, F_GETFD)
      #expect(flags >= 0 && flags & FD_CLOEXEC != 0, "descriptor \(descriptor): flags \(flags)")
    }
    #expect((child.errors != nil) == capturingErrors)
  }

  /// A child started after another does not keep the first one's input
  /// open: closing it ends the first child's read at once.
  @Test func aLaterChildDoesNotHoldAnEarlierOnesInput() throws {
    let first = try PipedSpawn.start(
      "/bin/sh", arguments: ["sh", "-c", "cat >/dev/null; echo eof"])
    let second = try PipedSpawn.start("/bin/sh", arguments: ["sh", "-c", "sleep 20"])
    defer {
      // Both process groups are ended (each child leads its own), so a
      // failure here leaves nothing running and nothing waiting.
      kill(-first.pid, SIGKILL)
      kill(-second.pid, SIGKILL)
      var status: Int32 = 0
      waitpid(first.pid, &status, 0)
      waitpid(second.pid, &status, 0)
      close(first.output)
      close(second.input)
      close(second.output)
    }
    close(first.input)
    var descriptor = pollfd(fd: first.output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, 10_000)
    #expect(ready == 1, "the first child never saw end-of-file")
    guard ready == 1 else { return }
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(first.output, &buffer, buffer.count)
    #expect(
      count > 0 && String(decoding: buffer.prefix(Swift.max(0, count)), as: UTF8.self) == "eof\n")
  }

  #if os(Linux)
    /// A descriptor the parent left inheritable (as `flock` leaves its
    /// lock's, and Foundation's Process the socket it watches) is not the
    /// child's: it has its three streams and nothing else.
    @Test func theChildInheritsOnlyItsStreams() throws {
      let opened = open("/dev/null", O_RDONLY)
      // Policy: the lowest free descriptor from 200 on (F_DUPFD), not 200
      // itself: dup2 onto a number closes whatever a test running beside
      // this one has there (a renderer's pipe read then failed with
      // EBADF), and this test's close would close it a second time.
      let inheritable = fcntl(opened, F_DUPFD, 200)
      close(opened)
      try #require(inheritable >= 200)
      defer { close(inheritable) }
      #expect(fcntl(inheritable, F_GETFD) & FD_CLOEXEC == 0)
      let child = try PipedSpawn.start(
        "/bin/sh",
        arguments: [
          "sh", "-c",
          "[ -e /proc/$$/fd/\(inheritable) ] && echo inherited || echo not; [ -e /proc/$$/fd/2 ]",
        ])
      defer {
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        close(child.input)
        close(child.output)
      }
      var output: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while case let count = read(child.output, &buffer, buffer.count), count > 0 {
        output += buffer[..<count]
      }
      #expect(String(decoding: output, as: UTF8.self) == "not\n")
    }
  #endif
}
