// Policy: a check runs as a session of its own (setsid), and when it ends,
// however it ends, every process of that session is killed, not only its
// process group: the processes a check starts put themselves in groups of
// their own (the harness's ChildProcess, Foundation's Process), so a group
// kill leaves them running, reparented to init; a mutant that made
// `fuzz serve-engine` loop outlived its check by 27 minutes that way. A
// process keeps its session unless it calls setsid itself (none of the
// harness's do); what escapes even so is still ended by the run's token
// (`Checks.reap`).

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes of a check's session.
enum CheckSession {
  /// The flag that makes posix_spawn start the child in a session of its
  /// own (glibc defines it only for GNU sources, which Swift's Glibc
  /// module does not import).
  #if os(Linux)
    static let spawnFlag: Int32 = 0x80
  #else
    static let spawnFlag = Int32(POSIX_SPAWN_SETSID)
  #endif

  /// How long the processes of a session have to end once asked, before
  /// they are killed.
  static let grace: Duration = .seconds(1)

  /// Ends every process of session `id` that still runs: asks each to end
  /// (SIGTERM, and SIGCONT for a stopped one), waits up to `grace` for them
  /// to, then kills what is left over and over until none runs (a process
  /// may start another while the first are killed); returns how many were
  /// killed.
  ///
  /// Policy: asked first, so that what cleans up on SIGTERM does: a check
  /// that runs real raylib has `xvfb-run` and its X server in the session,
  /// and an X server killed outright leaves its `/tmp/.X<n>-lock` file and
  /// socket behind (about twenty a CI run did, from timed-out mutants).
  ///
  /// - Parameters:
  ///   - id: the session (its leader's pid).
  ///   - grace: how long the session has to end once asked.
  @discardableResult
  static func end(_ id: pid_t, grace: Duration = grace) -> Int {
    let asked = liveMembers(id)
    if !asked.isEmpty {
      for member in asked {
        kill(member, SIGTERM)
        kill(member, SIGCONT)
      }
      let deadline = ContinuousClock.now + grace
      var pause: UInt32 = 1000
      while !liveMembers(id).isEmpty && ContinuousClock.now < deadline {
        usleep(pause)
        pause = Swift.min(pause * 2, 50_000)
      }
    }
    var killed = 0
    for round in 0..<200 {
      let members = liveMembers(id)
      if members.isEmpty { break }
      for member in members where kill(member, SIGKILL) == 0 { killed += 1 }
      // SIGKILL is certain but not instant: give the killed a moment.
      usleep(round < 10 ? 1000 : 10_000)
    }
    return killed
  }

  /// The processes of session `id` that have not ended (zombies left out).
  static func liveMembers(_ id: pid_t) -> [pid_t] {
    #if os(Linux)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
        return []
      }
      return entries.compactMap { entry -> pid_t? in
        guard let pid = pid_t(entry),
          let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat"),
          let close = stat.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        // After the name: state, ppid, pgrp, session.
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 3, let state = fields[0].first, state != UInt8(ascii: "Z"),
          state != UInt8(ascii: "X"), pid_t(String(decoding: fields[3], as: UTF8.self)) == id
        else { return nil }
        return pid
      }
    #elseif canImport(Darwin)
      var request: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
      var size = 0
      guard sysctl(&request, UInt32(request.count), nil, &size, nil, 0) == 0 else { return [] }
      let stride = MemoryLayout<kinfo_proc>.stride
      var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 16)
      size = processes.count * stride
      guard sysctl(&request, UInt32(request.count), &processes, &size, nil, 0) == 0 else {
        return []
      }
      return processes.prefix(size / stride)
        .filter { Int32($0.kp_proc.p_stat) != SZOMB && getsid($0.kp_proc.p_pid) == id }
        .map { $0.kp_proc.p_pid }
    #else
      return []
    #endif
  }
}
