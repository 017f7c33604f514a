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
  /// The system calls of the program's process.
  private let system: SystemCalls
  private var child: ChildProcess?
  private var nextID = 0
  private var fault: String?
  /// Calls being collected for a batch, or `nil` when calls go out one by
  /// one.
  private var collected: [(function: EngineFunction, arguments: String)]?
  /// Answers of the last batch, by request, each used once.
  private var answered: [Request: Answer] = [:]
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
    self.system = .live
  }

  /// A client whose programs make their system calls through `system`
  /// (tests put faults and a clock there).
  init(command: String, timeout: Duration, system: SystemCalls) {
    self.command = command
    self.timeout = timeout
    self.system = system
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
    let process = try ChildProcess(command: command, system: system)
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

  /// A response's content: its `result`, or its `error` text.
  enum Answer: Sendable, Equatable {
    /// The `result` value (`null` included).
    case result(WireValue)
    /// The `error` text.
    case error(String)
  }

  /// Calls one function: writes the request, reads the answer, checks its
  /// id; `nil` after a fault (which is recorded).
  ///
  /// - Parameters:
  ///   - function: the function.
  ///   - arguments: its `args` object as JSON text.
  func call(_ function: EngineFunction, arguments: String) -> Answer? {
    lock.lock()
    defer { lock.unlock() }
    if collected != nil {
      collected?.append((function, arguments))
      return nil
    }
    if let ready = answered.removeValue(forKey: Request(function: function, arguments: arguments)) {
      return ready
    }
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
        return .error(message.string ?? preview(line))
      }
      guard let result = answer["result"] else {
        throw ChildFault("answered without a \"result\": \(preview(line))")
      }
      return .result(result)
    } catch {
      record("\(function.rawValue) \(arguments): \(error)")
      child?.terminate()
      child = nil
      return nil
    }
  }

  /// Runs `collect` with calls recorded instead of sent (they get the
  /// reference's answers), then sends the recorded calls in batches and
  /// keeps the answers for the calls that follow.
  ///
  /// Faults during a batch are not recorded: the batch stops, the program is
  /// restarted, and the call that faulted is sent again on its own, so the
  /// fault fails the case that makes it.
  public func batch(_ collect: () -> Void) {
    lock.lock()
    answered = [:]
    collected = []
    lock.unlock()
    collect()
    lock.lock()
    defer { lock.unlock() }
    let calls = collected ?? []
    collected = nil
    var start = 0
    while start < calls.count {
      // Requests of one write stay under the pipe's buffer, so writing
      // never waits for the program to read while it waits for us to read.
      var text: [UInt8] = []
      var end = start
      let firstID = nextID + 1
      while end < calls.count, text.count < 32_768 {
        nextID += 1
        text.append(contentsOf: #"{"id":"#.utf8)
        WireWriter.append(nextID, to: &text)
        text.append(contentsOf: #","fn":""#.utf8)
        text.append(contentsOf: calls[end].function.rawValue.utf8)
        text.append(contentsOf: #"","args":"#.utf8)
        text.append(contentsOf: calls[end].arguments.utf8)
        text.append(contentsOf: "}\n".utf8)
        end += 1
      }
      guard sendBatch(text, calls: calls[start..<end], firstID: firstID) else { return }
      start = end
    }
  }

  /// Writes a batch and reads its answers into `answered`; `false` (and the
  /// program stopped) after any fault.
  private func sendBatch(
    _ text: [UInt8], calls: ArraySlice<(function: EngineFunction, arguments: String)>, firstID: Int
  ) -> Bool {
    do throws(ChildFault) {
      if child == nil { _ = try startLocked() }
      guard let process = child else { return false }
      try process.write(text)
      for (offset, call) in calls.enumerated() {
        let line = try process.readLine(timeout: timeout)
        guard let answer = try? WireValue.parse(line), answer["id"]?.int == firstID + offset
        else { throw ChildFault("bad answer in a batch") }
        let content: Answer
        if let message = answer["error"] {
          content = .error(message.string ?? preview(line))
        } else if let result = answer["result"] {
          content = .result(result)
        } else {
          throw ChildFault("bad answer in a batch")
        }
        answered[Request(function: call.function, arguments: call.arguments)] = content
      }
      return true
    } catch {
      child?.terminate()
      child = nil
      return false
    }
  }

  /// Records a fault of the current case; the first one of a case wins.
  func record(_ message: String) {
    if fault == nil { fault = "implementation " + message }
  }

  /// Records a fault of an answer from outside the lock: the wrong shape,
  /// or a result where the protocol says error or the reverse. An error
  /// answer also stops the program (the next call starts it again), as any
  /// fault of the program itself does.
  ///
  /// - Parameters:
  ///   - function: the function called.
  ///   - arguments: its arguments, as sent.
  ///   - message: what was wrong.
  ///   - restart: whether to stop the program.
  func recordAnswerFault(
    _ function: EngineFunction, arguments: String, _ message: String, restart: Bool = false
  ) {
    lock.lock()
    defer { lock.unlock() }
    record("\(function.rawValue) \(arguments): \(message)")
    if restart {
      child?.terminate()
      child = nil
    }
  }
}

/// One call, as the key of a batch's answers.
private struct Request: Hashable {
  var function: EngineFunction
  var arguments: String
}
