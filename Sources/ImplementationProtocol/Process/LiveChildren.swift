// Policy: a child still running when this process exits is ended the way
// `ChildProcess.terminate()` ends one, from an exit handler: closing its
// pipes and asking it, so a wrapper such as `xvfb-run` cleans up. A tool
// that holds a child to its last moment (fuzz keeps the raylib reference in
// a static) never ends it itself, and the parent-death signal (SIGKILL)
// would otherwise end the wrapper first, leaving its X server running with
// its lock under /tmp. A process that dies by a signal runs no exit
// handler: then only the parent-death signal ends the child.
//
// Policy: from the exit handler on, the registry is closed. A start another
// thread asks for is refused before anything is spawned; the handler ends
// the children registered, then waits for a start already under way (and
// ends its child) and for an end another thread is in the middle of. An
// exit that went ahead meanwhile killed that thread half-way: the
// parent-death signal then ended its `xvfb-run` while the X server had
// never had a client, so `-terminate` never fired, and the server outlived
// the run (an Xvfb left by three full `swift test` runs in a row, its
// `-auth` under the test process's own folder: the raylib reference
// restarting a renderer while the process exited). The wait for other
// threads is bounded (``exitWait``, counted once the handler's own ends
// are done); a start that finishes after it has given up is refused, and
// its starter ends the child.

import Foundation

/// The children of this process not yet ended, ended at its exit.
final class LiveChildren: @unchecked Sendable {
  /// The one registry; the exit handler is installed with it.
  static let shared: LiveChildren = {
    let registry = LiveChildren()
    atexit { LiveChildren.shared.endAll(closing: true) }
    return registry
  }()

  /// The longest the exit handler waits, after ending the children
  /// registered, for the starts and ends other threads have under way: an
  /// end takes about twice its child's grace (2 s by default) unless a
  /// process is stuck in the kernel.
  static let exitWait: Duration = .seconds(10)

  /// A child, not kept alive by the registry.
  private final class Entry {
    weak var child: ChildProcess?
    init(_ child: ChildProcess) { self.child = child }
  }

  private let condition = NSCondition()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var closed = false
  /// Whether the closing call has stopped waiting: a start that finishes
  /// later is refused, since nothing would end its child.
  private var gaveUp = false
  /// Starts asked for and not yet registered, and ends begun and not yet
  /// finished: what the closing call waits for.
  private var underWay = 0

  /// Counts a start about to spawn a child, unless the registry is closed.
  /// - Returns: false when the process is exiting: nothing may be spawned.
  func beginStart() -> Bool {
    condition.withLock {
      guard !closed else { return false }
      underWay += 1
      return true
    }
  }

  /// Ends the count of a start that spawned nothing.
  func abandonStart() { finish() }

  /// Registers a child whose start ``beginStart()`` counted.
  /// - Returns: false when the exit handler has stopped waiting: the
  ///   caller ends the child itself.
  func finishStart(_ child: ChildProcess) -> Bool {
    condition.withLock {
      underWay -= 1
      condition.broadcast()
      guard !gaveUp else { return false }
      entries[ObjectIdentifier(child)] = Entry(child)
      return true
    }
  }

  /// Claims the ending of a child: the first caller ends it, and the
  /// registry counts the end as under way until ``finishEnding()``.
  /// - Returns: false when another call has already claimed it.
  func beginEnding(_ child: ChildProcess) -> Bool {
    guard child.claimEnd() else { return false }
    condition.withLock {
      entries.removeValue(forKey: ObjectIdentifier(child))
      underWay += 1
    }
    return true
  }

  /// Ends the count of an end ``beginEnding(_:)`` claimed.
  func finishEnding() { finish() }

  private func finish() {
    condition.withLock {
      underWay -= 1
      condition.broadcast()
    }
  }

  /// How many registered children run, their end not yet claimed.
  var count: Int { condition.withLock { running().count } }

  /// How many starts and ends are under way.
  var pending: Int { condition.withLock { underWay } }

  /// Whether the exit handler's call has closed the registry.
  var isClosed: Bool { condition.withLock { closed } }

  /// Ends every child still running.
  /// - Parameter closing: whether to refuse children from now on and wait
  ///   for the starts and ends under way on other threads (the exit
  ///   handler's call), at most ``exitWait`` after its own ends.
  func endAll(closing: Bool = false) {
    var deadline: Date?
    while true {
      let children = condition.withLock {
        if closing { closed = true }
        return running()
      }
      for child in children { child.terminate() }
      guard closing else { return }
      let (seconds, attoseconds) = Self.exitWait.components
      let limit =
        deadline ?? Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) * 1e-18)
      deadline = limit
      // A start under way registers its child when it is done: another
      // round ends it.
      let settled = condition.withLock {
        while underWay > 0, running().isEmpty {
          guard condition.wait(until: limit) else {
            gaveUp = true
            return true
          }
        }
        return running().isEmpty
      }
      if settled { return }
    }
  }

  /// The registered children whose end no call has claimed; read with the
  /// lock held.
  private func running() -> [ChildProcess] {
    entries.values.compactMap { $0.child.flatMap { $0.isEndClaimed ? nil : $0 } }
  }
}
