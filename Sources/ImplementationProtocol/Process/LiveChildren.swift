// Policy: a child still running when this process exits is ended the way
// `ChildProcess.terminate()` ends one, from an exit handler: closing its
// pipes and asking it, so a wrapper such as `xvfb-run` cleans up. A tool
// that holds a child to its last moment (fuzz keeps the raylib reference in
// a static) never ends it itself, and the parent-death signal (SIGKILL)
// would otherwise end the wrapper first, leaving its X server running with
// its lock under /tmp. A process that dies by a signal runs no exit
// handler: then only the parent-death signal ends the child.

import Foundation

/// The children of this process not yet ended, ended at its exit.
final class LiveChildren: @unchecked Sendable {
  /// The one registry; the exit handler is installed with it.
  static let shared: LiveChildren = {
    let registry = LiveChildren()
    atexit { LiveChildren.shared.endAll() }
    return registry
  }()

  /// A child, not kept alive by the registry.
  private final class Entry {
    weak var child: ChildProcess?
    init(_ child: ChildProcess) { self.child = child }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Records a running child.
  func add(_ child: ChildProcess) {
    lock.withLock { entries[ObjectIdentifier(child)] = Entry(child) }
  }

  /// Forgets a child that was ended.
  func remove(_ child: ChildProcess) {
    lock.withLock { _ = entries.removeValue(forKey: ObjectIdentifier(child)) }
  }

  /// How many children run.
  var count: Int { lock.withLock { entries.values.count { $0.child != nil } } }

  /// Ends every child still running (the exit handler).
  func endAll() {
    let children = lock.withLock { entries.values.compactMap(\.child) }
    for child in children { child.terminate() }
  }
}
