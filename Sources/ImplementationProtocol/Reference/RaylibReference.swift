// Policy: the reference is a judge, so it must never be the reason a run
// hangs or lies. Every read has a deadline; a renderer that dies, hangs or
// answers garbage is killed and started afresh, and the frame is tried
// once more on the new one; a second fault is the case's failure, with the
// fault in words ("the raylib reference gave no frame: ..."). Frames go to
// the smallest of a few windows that holds them, one renderer process
// each, because raylib has one window and a clear costs the whole window
// (a 16x16 frame in a 1024x1024 window costs six times one in 128x128).

import Foundation
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

/// Real raylib in child processes (`Reference/raylib/reference.py`), as a
/// ``RaylibRenderer``.
public final class RaylibReference: RaylibRenderer, @unchecked Sendable {
  /// The window sizes of the renderer processes, smallest first.
  public let windows: [PixelSize]
  /// How a renderer process is started.
  public let launch: Launch
  /// The longest one frame may take.
  public let timeout: Duration
  /// The longest a renderer may take to open its window and write its
  /// handshake (Xvfb, Python and raylib start in a few seconds).
  public let startTimeout: Duration
  /// How pixels are answered.
  public let encoding: PixelEncoding

  private let lock = NSLock()
  private var children: [ChildProcess?]
  /// Why a window's renderer could not start, kept: a renderer that does
  /// not start is not started again (each try could cost the handshake's
  /// whole timeout), so every later frame fails at once with this fault.
  private var startFaults: [ChildFault?]
  private var said: String?
  /// How many renderer processes were started, restarts included.
  public private(set) var starts = 0

  /// The default windows: 128x128 for small frames, 1200x1200 for catalog
  /// screens at scale 1 (the largest, an iPad's, is 1194 pixels tall).
  public static let defaultWindows = [
    PixelSize(width: 128, height: 128), PixelSize(width: 1200, height: 1200),
  ]

  /// Creates a client; processes start on the first frame that needs them.
  ///
  /// - Parameters:
  ///   - launch: the Python, the script and the display.
  ///   - windows: the window sizes, each at most 16384 a side.
  ///   - timeout: the per-frame timeout.
  ///   - startTimeout: the time a renderer has to write its handshake.
  ///   - encoding: how pixels travel.
  public init(
    launch: Launch, windows: [PixelSize] = RaylibReference.defaultWindows,
    timeout: Duration = .seconds(20), startTimeout: Duration = .seconds(60),
    encoding: PixelEncoding = .runs
  ) {
    self.launch = launch
    self.windows = windows.sorted { $0.width * $0.height < $1.width * $1.height }
    self.timeout = timeout
    self.startTimeout = startTimeout
    self.encoding = encoding
    self.children = Array(repeating: nil, count: windows.count)
    self.startFaults = Array(repeating: nil, count: windows.count)
  }

  deinit { for child in children { child?.terminate() } }

  /// `raylib 6.2.0.0 on llvmpipe (...)`, once a renderer has started;
  /// before that, the command.
  public var name: String {
    lock.lock()
    defer { lock.unlock() }
    return said
      ?? "raylib reference (\(launch.command(window: windows.last ?? .init(width: 1, height: 1))))"
  }

  /// The largest window's size.
  public var largestFrame: PixelSize {
    PixelSize(
      width: windows.map(\.width).max() ?? 0, height: windows.map(\.height).max() ?? 0)
  }

  /// Starts every window's renderer now, all at once, so that the first
  /// frames do not pay for it and a reference that does not run here is
  /// known before any case.
  ///
  /// - Throws: ``RaylibRendererFault`` with the reason one did not start.
  public func start() throws(RaylibRendererFault) {
    lock.lock()
    defer { lock.unlock() }
    var spawned: [(Int, ChildProcess)] = []
    for window in windows.indices where children[window] == nil && startFaults[window] == nil {
      starts += 1
      do {
        spawned.append((window, try ChildProcess(command: launch.command(window: windows[window]))))
      } catch {
        startFaults[window] = error
      }
    }
    for (window, process) in spawned {
      do {
        children[window] = try greet(process, window: window)
      } catch {
        startFaults[window] = error
      }
    }
    if let window = startFaults.firstIndex(where: { $0 != nil }), let fault = startFaults[window] {
      throw RaylibRendererFault("\(windows[window]) renderer did not start: \(fault)")
    }
  }

  /// Ends every renderer process.
  public func stop() {
    lock.lock()
    defer { lock.unlock() }
    for index in children.indices {
      children[index]?.terminate()
      children[index] = nil
    }
  }

  /// Draws a frame in the smallest window that holds it.
  ///
  /// - Throws: ``RaylibRendererFault`` when the frame fits no window, the
  ///   renderer refused it, or it failed twice (once more after a restart).
  public func render(_ frame: RaylibFrame) throws(RaylibRendererFault) -> Framebuffer {
    let answer = try exchange(frame, payload: frame.encoded(kind: encoding.rawValue))
    return try decode(answer, size: frame.size)
  }

  /// Draws a frame `repeats` times in raylib and answers the seconds it
  /// took, each draw ending with `glFinish` (no pixels are read).
  ///
  /// - Throws: ``RaylibRendererFault``.
  public func time(_ frame: RaylibFrame, repeats: Int) throws(RaylibRendererFault) -> Double {
    let answer = try exchange(
      frame, payload: frame.encoded(kind: 2, repeats: UInt32(clamping: repeats)))
    guard answer.count == 8 else {
      throw RaylibRendererFault("answered \(answer.count) bytes to a timing request, not 8")
    }
    var bits: UInt64 = 0
    for (offset, byte) in answer.enumerated() { bits |= UInt64(byte) << (8 * UInt64(offset)) }
    return Double(bitPattern: bits)
  }

  /// Sends a request to the right window's renderer and reads the answer,
  /// restarting it and trying once more after a fault.
  private func exchange(_ frame: RaylibFrame, payload: [UInt8]) throws(RaylibRendererFault)
    -> ArraySlice<UInt8>
  {
    guard
      let window = windows.firstIndex(where: {
        frame.size.width <= $0.width && frame.size.height <= $0.height
      })
    else {
      throw RaylibRendererFault(
        "a \(frame.size) frame is larger than every window (\(windows.map(\.description).joined(separator: ", ")))"
      )
    }
    lock.lock()
    defer { lock.unlock() }
    var request: [UInt8] = []
    request.appendLittleEndian(UInt32(clamping: payload.count))
    request += payload
    var firstFault: ChildFault?
    for _ in 0..<2 {
      let status: UInt32
      let body: ArraySlice<UInt8>
      do throws(ChildFault) {
        let process = try child(window)
        try process.write(request)
        let header = try process.read(count: 8, timeout: timeout)
        status = header.littleEndianUInt32(at: 0)
        let length = Int(header.littleEndianUInt32(at: 4))
        guard length <= 1 << 30 else { throw ChildFault("announced an answer of \(length) bytes") }
        body = try process.read(count: length, timeout: timeout)
      } catch {
        firstFault = firstFault ?? error
        children[window]?.terminate()
        children[window] = nil
        continue
      }
      // A refusal is an answer, not a fault: the renderer keeps serving.
      guard status == 0 else {
        throw RaylibRendererFault("refused the frame: \(String(decoding: body, as: UTF8.self))")
      }
      return body
    }
    throw RaylibRendererFault(
      "\(windows[window]) renderer: \(firstFault?.description ?? "failed"), and again after a restart"
    )
  }

  /// The running renderer of a window, started (and its handshake read)
  /// if need be.
  private func child(_ window: Int) throws(ChildFault) -> ChildProcess {
    if let running = children[window] { return running }
    if let fault = startFaults[window] { throw fault }
    starts += 1
    do {
      let process = try greet(
        try ChildProcess(command: launch.command(window: windows[window])), window: window)
      children[window] = process
      return process
    } catch {
      startFaults[window] = error
      throw error
    }
  }

  /// Reads a new renderer's handshake; the process is ended if it is wrong.
  private func greet(_ process: ChildProcess, window: Int) throws(ChildFault) -> ChildProcess {
    let line: ArraySlice<UInt8>
    do {
      line = try process.readLine(timeout: startTimeout)
    } catch {
      process.terminate()
      throw ChildFault("no handshake from `\(launch.command(window: windows[window]))`: \(error)")
    }
    guard let handshake = try? WireValue.parse(line), handshake["reference"]?.string == "raylib"
    else {
      process.terminate()
      throw ChildFault("wrote a handshake that is not the raylib reference's: \(preview(line))")
    }
    guard handshake["protocol"]?.int == 1 else {
      process.terminate()
      throw ChildFault(
        "speaks reference protocol \(handshake["protocol"]?.int.map(String.init) ?? "?"), not 1")
    }
    said =
      "raylib \(handshake["raylib"]?.string ?? "?") on \(handshake["renderer"]?.string ?? "an unknown renderer")"
    return process
  }

  /// Pixels from an answer in the client's encoding.
  private func decode(_ body: ArraySlice<UInt8>, size: PixelSize) throws(RaylibRendererFault)
    -> Framebuffer
  {
    let count = size.width * size.height
    var pixels = [UInt32](repeating: 0, count: count)
    switch encoding {
    case .raw:
      guard body.count == 4 * count else {
        throw RaylibRendererFault("answered \(body.count) bytes for \(count) pixels")
      }
      for index in 0..<count {
        pixels[index] = UInt32(littleEndian: body.littleEndianUInt32(at: 4 * index))
      }
    case .runs:
      guard body.count % 8 == 0 else {
        throw RaylibRendererFault("answered \(body.count) bytes of runs, not a multiple of 8")
      }
      var filled = 0
      var offset = 0
      while offset < body.count {
        let length = Int(body.littleEndianUInt32(at: offset))
        let pixel = UInt32(littleEndian: body.littleEndianUInt32(at: offset + 4))
        guard length > 0, length <= count - filled else {
          throw RaylibRendererFault("answered runs of more than \(count) pixels")
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
          buffer[filled..<filled + length].update(repeating: pixel)
        }
        filled += length
        offset += 8
      }
      guard filled == count else {
        throw RaylibRendererFault("answered runs of \(filled) pixels for \(count)")
      }
    }
    do {
      return try Framebuffer(width: size.width, height: size.height, pixels: pixels)
    } catch {
      throw RaylibRendererFault("no \(size) framebuffer: \(error)")
    }
  }
}
