import ExecutableTesting
import Foundation
import Testing

@testable import ImplementationProtocol

/// A program under `--implementation` dies with the `fuzz` that started
/// it, even when `fuzz` is killed outright (its process group of its own
/// shields it from a kill of `fuzz`'s group, as a mutation check's timeout
/// sends): Linux's parent-death signal, set where the child is started.
@Suite("A child dies with its parent")
struct ParentDeathTests {
  #if os(Linux)
    @Test func aProgramDiesWithTheFuzzThatStartedIt() throws {
      let directory = try makeTemporaryDirectory(prefix: "parent-death")
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let lifeline = try LifeLine(in: directory)
      // Never answers the handshake; holds the lifeline until it ends.
      let script = directory + "/program.sh"
      try "exec 3>\(lifeline.path)\necho $$ >&3\nexec sleep 600\n".write(
        toFile: script, atomically: true, encoding: .utf8)
      let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      let fuzz = Process()
      fuzz.executableURL = binaries.appendingPathComponent("fuzz")
      fuzz.arguments = [
        "run", "--implementation", "sh " + script, "--property", "clip.wellFormed", "--cases",
        "1", "--no-corpus", "--out", directory + "/out",
      ]
      fuzz.standardOutput = FileHandle.nullDevice
      fuzz.standardError = FileHandle.nullDevice
      try fuzz.run()
      let program = try #require(lifeline.readLine().flatMap { pid_t($0) }, "no program started")
      kill(fuzz.processIdentifier, SIGKILL)
      fuzz.waitUntilExit()
      #expect(lifeline.writersEnded(), "the program \(program) outlived fuzz")
      if kill(program, 0) == 0 { kill(program, SIGKILL) }
    }
  #endif
}

/// A child still running at the exit of its parent is ended as
/// `terminate()` ends one (the exit handler calls ``LiveChildren/endAll()``),
/// so a wrapper gets to clean up.
///
/// Each test has a registry of its own, as the exit handler's: the shared
/// one holds the children of every test running beside it, and ending them
/// from here closed a renderer's pipes while its test read its handshake
/// (EBADF in RaylibReferenceStartTests, a full run in four). Nothing is
/// timed: the other threads' steps are waited for as states of the
/// registry, and a child's as its own output.
@Suite("Children ended at exit")
struct LiveChildrenTests {
  /// Runs `body` on a thread of its own (not a pool's, which a loaded
  /// machine may be slow to lend), in `group`.
  func onThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      body()
      group.leave()
    }.start()
  }

  @Test func aRunningChildIsEndedWithTheOthers() throws {
    let directory = try makeTemporaryDirectory(prefix: "live-children")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let left = directory + "/left-by-the-wrapper"
    let registry = LiveChildren()
    let child = try ChildProcess(
      command: "touch \(left); sleep 60 & echo ready; wait; rm \(left)", registry: registry)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ready".utf8))
    #expect(registry.count == 1)
    registry.endAll()
    #expect(!FileManager.default.fileExists(atPath: left), "the wrapper did not clean up")
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
  }

  /// The exit handler's call closes the registry: a child another thread
  /// asks for after it (while the process exits) is refused before
  /// anything is spawned, where it would otherwise outlive every handler.
  @Test func theExitHandlersCallRefusesLaterChildren() throws {
    let directory = try makeTemporaryDirectory(prefix: "live-children")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let registry = LiveChildren()
    let before = try ChildProcess(command: "sleep 60", registry: registry)
    registry.endAll(closing: true)
    #expect(kill(before.pid, 0) == -1 && errno == ESRCH, "the child was not ended")
    let spawned = directory + "/spawned"
    #expect(throws: ChildFault("not started: this process is exiting")) {
      try ChildProcess(command: "touch \(spawned)", registry: registry)
    }
    #expect(!FileManager.default.fileExists(atPath: spawned), "a refused child ran")
    #expect(registry.count == 0 && registry.pending == 0)
  }

  /// The exit handler's call waits for an end another thread is in the
  /// middle of: an exit that went ahead killed that thread half-way, and
  /// the parent-death signal then ended the wrapper before its cleanup
  /// (an X server left running by a full `swift test`). The wrapper here
  /// cleans up only once a gate opens, and the gate opens only once the
  /// call has closed the registry: so the call returns before the cleanup
  /// unless it waits for it.
  @Test func theExitHandlersCallWaitsForAnEndUnderWay() throws {
    let directory = try makeTemporaryDirectory(prefix: "live-children")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let left = directory + "/left-by-the-wrapper"
    let gate = directory + "/gate"
    try #require(mkfifo(gate, 0o600) == 0, "mkfifo: errno \(errno)")
    // Held open for reading and writing, the gate never blocks an open,
    // and what is written waits in it for the wrapper's read.
    let opener = open(gate, O_RDWR)
    try #require(opener >= 0, "open: errno \(errno)")
    defer { close(opener) }
    let registry = LiveChildren()
    // It ignores the ask; the grace is long enough that the gate, not the
    // SIGKILL, ends it.
    let child = try ChildProcess(
      command: "trap '' TERM; touch \(left); echo ready; read line < \(gate); rm \(left)",
      grace: .seconds(60), registry: registry)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ready".utf8))
    let threads = DispatchGroup()
    // Ended on that thread alone; this one reads only its pid.
    nonisolated(unsafe) let ending = child
    onThread(threads) { ending.terminate() }
    while registry.pending == 0 { sched_yield() }
    onThread(threads) {
      while !registry.isClosed { sched_yield() }
      _ = write(opener, "go\n", 3)
    }
    registry.endAll(closing: true)
    #expect(!FileManager.default.fileExists(atPath: left), "the exit went ahead of the cleanup")
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
    threads.wait()
  }

  /// A start under way when the exit handler's call closes the registry
  /// is waited for, and its child ended once it registers. (The child
  /// comes from a registry of its own, made before: only its registering
  /// here is the start's last step.)
  @Test func theExitHandlersCallEndsAStartUnderWay() throws {
    let registry = LiveChildren()
    let child = try ChildProcess(command: "sleep 60", registry: LiveChildren())
    #expect(registry.beginStart())
    let threads = DispatchGroup()
    onThread(threads) { registry.endAll(closing: true) }
    while !registry.isClosed { sched_yield() }
    #expect(registry.finishStart(child), "the call did not wait for the start")
    threads.wait()
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not ended")
    #expect(registry.count == 0 && registry.pending == 0)
  }

  /// A call that does not close (as a test may make) leaves the registry open.
  @Test func endingAllWithoutClosingTakesLaterChildren() throws {
    let registry = LiveChildren()
    registry.endAll()
    let child = try ChildProcess(command: "sleep 60", registry: registry)
    defer { child.terminate() }
    #expect(registry.count == 1)
  }
}
