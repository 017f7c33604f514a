// Policy: a fault never ends the run. The failing call gets the reference
// engine's answer so the property can finish, the fault is kept until the
// property asks for it (the case then fails with it), and the child is
// killed and started afresh, with a new handshake, on the next call. So a
// crash on one input costs one case, and shrinking finds the smallest input
// that crashes it.

import Foundation
import SafeAreaInvariants

/// A program in any language that speaks the line protocol, as functions
/// of an ``Engine``.
public final class PipeImplementation: @unchecked Sendable {
  /// The command line, run under `/bin/sh -c`.
  public let command: String
  /// The longest one call (or the handshake) may take.
  public let timeout: Duration

  private let lock = NSLock()
  private var child: ChildProcess?
  private var nextID = 0
  private var fault: String?
  /// What the first handshake said; later handshakes must agree.
  public private(set) var handshake: Handshake?
  /// How many times the program was started.
  public private(set) var starts = 0

  /// Creates a client; nothing starts until ``start()``.
  ///
  /// - Parameters:
  ///   - command: the program and its arguments, as typed in a shell.
  ///   - timeout: the per-call timeout.
  public init(command: String, timeout: Duration = .seconds(2)) {
    self.command = command
    self.timeout = timeout
  }

  deinit { child?.terminate() }

  /// Starts the program and reads its handshake.
  ///
  /// - Throws: ``ChildFault`` when it does not start or its handshake is
  ///   wrong (not JSON, another protocol version, unknown functions).
  @discardableResult
  public func start() throws(ChildFault) -> Handshake {
    lock.lock()
    defer { lock.unlock() }
    return try startLocked()
  }

  private func startLocked() throws(ChildFault) -> Handshake {
    child?.terminate()
    child = nil
    starts += 1
    let process = try ChildProcess(command: command)
    let line: ArraySlice<UInt8>
    do {
      line = try process.readLine(timeout: Swift.max(timeout, .seconds(5)))
    } catch {
      process.terminate()
      throw ChildFault("no handshake: \(error)")
    }
    let said: Handshake
    do {
      said = try Handshake(line: line)
    } catch {
      process.terminate()
      throw error
    }
    if let first = handshake, first.provides != said.provides {
      process.terminate()
      throw ChildFault("restarted with another list of functions than its first handshake")
    }
    handshake = said
    child = process
    return said
  }

  /// Ends the program.
  public func stop() {
    lock.lock()
    defer { lock.unlock() }
    child?.terminate()
    child = nil
  }

  /// The fault of the calls since the last take, cleared.
  public func takeFault() -> String? {
    lock.lock()
    defer { lock.unlock() }
    let taken = fault
    fault = nil
    return taken
  }

  /// Calls one function: writes the request, reads the answer, checks its
  /// id; `nil` after a fault (which is recorded).
  ///
  /// - Parameters:
  ///   - function: the function.
  ///   - arguments: its `args` object as JSON text.
  func call(_ function: EngineFunction, arguments: String) -> WireValue? {
    lock.lock()
    defer { lock.unlock() }
    do throws(ChildFault) {
      if child == nil { _ = try startLocked() }
      guard let process = child else { throw ChildFault("did not start") }
      nextID += 1
      let id = nextID
      let request = "{\"id\":\(id),\"fn\":\"\(function.rawValue)\",\"args\":\(arguments)}\n"
      try process.write(Array(request.utf8))
      let line = try process.readLine(timeout: timeout)
      let answer: WireValue
      do {
        answer = try WireValue.parse(line)
      } catch {
        throw ChildFault("answered with malformed JSON (\(error)): \(preview(line))")
      }
      guard let answered = answer["id"]?.int else {
        throw ChildFault("answered without an \"id\": \(preview(line))")
      }
      guard answered == id else {
        throw ChildFault("answered id \(answered) to request \(id) (out of order)")
      }
      if let message = answer["error"] {
        throw ChildFault("answered an error: \(message.string ?? preview(line))")
      }
      guard let result = answer["result"] else {
        throw ChildFault("answered without a \"result\": \(preview(line))")
      }
      return result
    } catch {
      record("\(function.rawValue) \(arguments): \(error)")
      child?.terminate()
      child = nil
      return nil
    }
  }

  /// Records a fault of the current case; the first one of a case wins.
  func record(_ message: String) {
    if fault == nil { fault = "implementation " + message }
  }

  /// Records a fault from outside the lock (an answer of the wrong shape).
  func recordShapeFault(_ function: EngineFunction, arguments: String, _ error: WireShapeError) {
    lock.lock()
    defer { lock.unlock() }
    record("\(function.rawValue) \(arguments): answered with the wrong shape: \(error)")
  }
}
