// Policy: a child still running when this process exits is ended the way
// `ChildProcess.terminate()` ends one, from an exit handler: closing its
// pipes and asking it, so a wrapper such as `xvfb-run` cleans up. A tool
// that holds a child to its last moment (fuzz keeps the raylib reference in
// a static) never ends it itself, and the parent-death signal (SIGKILL)
// would otherwise end the wrapper first, leaving its X server running with
// its lock under /tmp. A process that dies by a signal runs no exit
// handler: then only the parent-death signal ends the child. From the exit
// handler on, the registry is closed: a child another thread starts while
// the process exits (the raylib reference's background start restarting a
// renderer whose pipes the handler just closed) is refused and ended at
// once, instead of running unregistered until the parent-death signal
// kills its xvfb-run and leaves the X server (the leftover Xvfb of a full
// `swift test`, found by Scripts/ci/hygiene-check).

import Foundation

/// The children of this process not yet ended, ended at its exit.
final class LiveChildren: @unchecked Sendable {
  /// The one registry; the exit handler is installed with it.
  static let shared: LiveChildren = {
    let registry = LiveChildren()
    atexit { LiveChildren.shared.endAll(closing: true) }
    return registry
  }()

  /// A child, not kept alive by the registry.
  private final class Entry {
    weak var child: ChildProcess?
    init(_ child: ChildProcess) { self.child = child }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var closed = false

  /// Records a running child.
  /// - Returns: false when the registry is closed (the process is
  ///   exiting): the caller ends the child itself.
  func add(_ child: ChildProcess) -> Bool {
    lock.withLock {
      guard !closed else { return false }
      entries[ObjectIdentifier(child)] = Entry(child)
      return true
    }
  }

  /// Forgets a child that was ended.
  func remove(_ child: ChildProcess) {
    lock.withLock { _ = entries.removeValue(forKey: ObjectIdentifier(child)) }
  }

  /// How many children run.
  var count: Int { lock.withLock { entries.values.count { $0.child != nil } } }

  /// Ends every child still running.
  /// - Parameter closing: whether to refuse children from now on (the
  ///   exit handler's call).
  func endAll(closing: Bool = false) {
    let children = lock.withLock {
      if closing { closed = true }
      return entries.values.compactMap(\.child)
    }
    for child in children { child.terminate() }
  }
}
