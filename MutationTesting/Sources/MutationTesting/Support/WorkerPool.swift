import Dispatch
import Foundation

/// Runs blocking jobs on a fixed number of threads (Python's
/// ThreadPoolExecutor): each job starts processes and waits for them, so
/// the number of threads is the number of mutants run at once.
enum WorkerPool {
  /// `work(k)` for every k in `0..<count`, `jobs` at a time; the results
  /// in order. `done` is called (one call at a time) as each finishes.
  static func map<T: Sendable>(
    _ count: Int, jobs: Int, work: @escaping @Sendable (Int) -> T,
    done: @escaping @Sendable (Int, T) -> Void = { _, _ in }
  ) -> [T] {
    let state = PoolState<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<Swift.max(1, Swift.min(jobs, count)) {
      group.enter()
      Thread.detachNewThread {
        while let k = state.next() {
          let result = work(k)
          state.finish(k, result, done)
        }
        group.leave()
      }
    }
    group.wait()
    return state.results()
  }
}

/// The pool's shared state, behind a lock.
private final class PoolState<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private let count: Int
  private var slots: [T?]

  init(count: Int) {
    self.count = count
    slots = Array(repeating: nil, count: count)
  }

  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func finish(_ k: Int, _ result: T, _ done: (Int, T) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    slots[k] = result
    done(k, result)
  }

  func results() -> [T] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
