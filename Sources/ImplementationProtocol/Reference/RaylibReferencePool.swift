// Policy: one `RaylibReference` draws one frame at a time (its renderer
// processes are one conversation each), so with `--jobs 2` the second
// thread waited for the first and `raster.matchesRaylib` ran on one core:
// 5,000 cases took most of the main job's 15 s. A pool keeps one reference
// a job, and a frame goes to an idle one. The frames drawn, and so every
// case's outcome, do not depend on which reference draws them: each frame
// is drawn from a cleared window, in a process of its own window size.

import Foundation
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import SafeAreaRaylib

/// Several ``RaylibReference``s as one ``RaylibRenderer``: a frame is drawn
/// by one that is idle, so that threads draw at once.
public final class RaylibReferencePool: RaylibRenderer, @unchecked Sendable {
  /// The references, each with its own renderer processes.
  public let members: [RaylibReference]
  private let condition = NSCondition()
  private var idle: [Bool]

  /// Creates a pool; no process starts until ``start()`` or a frame.
  ///
  /// - Parameters:
  ///   - count: the references, at least 1 (one a thread that draws).
  ///   - make: makes one reference.
  public init(count: Int, make: () -> RaylibReference) {
    members = (0..<Swift.max(1, count)).map { _ in make() }
    idle = Array(repeating: true, count: members.count)
  }

  /// The first reference's name (they run the same command).
  public var name: String { members[0].name }

  /// The first reference's largest window (they have the same windows).
  public var largestFrame: PixelSize { members[0].largestFrame }

  /// How many renderer processes were started, restarts included, in
  /// every reference.
  public var starts: Int { members.reduce(0) { $0 + $1.starts } }

  /// Starts every reference's renderers at once (see
  /// ``RaylibReference/start()``).
  ///
  /// - Throws: ``RaylibRendererFault``: the first fault, by reference.
  public func start() throws(RaylibRendererFault) {
    let faults = StartFaults(count: members.count)
    DispatchQueue.concurrentPerform(iterations: members.count) { index in
      do throws(RaylibRendererFault) {
        try members[index].start()
      } catch {
        faults.set(index, error)
      }
    }
    if let fault = faults.first { throw fault }
  }

  /// Ends every reference's renderer processes.
  public func stop() { for member in members { member.stop() } }

  /// Draws a frame in an idle reference, waiting for one when every
  /// reference is drawing.
  ///
  /// - Throws: ``RaylibRendererFault`` as ``RaylibReference/render(_:)``.
  public func render(_ frame: RaylibFrame) throws(RaylibRendererFault) -> Framebuffer {
    let index = take()
    defer { give(index) }
    return try members[index].render(frame)
  }

  private func take() -> Int {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = idle.firstIndex(of: true) {
        idle[index] = false
        return index
      }
      condition.wait()
    }
  }

  private func give(_ index: Int) {
    condition.lock()
    idle[index] = true
    condition.signal()
    condition.unlock()
  }
}

/// The faults of a concurrent start, one slot a reference.
private final class StartFaults: @unchecked Sendable {
  private let lock = NSLock()
  private var faults: [RaylibRendererFault?]

  init(count: Int) { faults = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ fault: RaylibRendererFault) {
    lock.lock()
    faults[index] = fault
    lock.unlock()
  }

  /// The fault of the lowest-numbered reference that had one.
  var first: RaylibRendererFault? {
    lock.lock()
    defer { lock.unlock() }
    return faults.compactMap { $0 }.first
  }
}
