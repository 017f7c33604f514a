// Policy: a process group is over when none of its processes still runs.
// `kill(-group, 0)` cannot tell: a zombie answers it, and an orphan's
// zombie stays until init reaps it (a container's init may never do), so a
// group would look alive forever. The processes are listed instead, and
// zombies left out: on Linux from /proc, elsewhere from sysctl.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes of a process group.
enum ProcessGroup {
  /// The processes of `group` that have not ended (zombies left out), or
  /// `nil` when they cannot be listed.
  static func liveMembers(_ group: pid_t) -> [pid_t]? {
    #if os(Linux)
      guard let directory = opendir("/proc") else { return nil }
      defer { closedir(directory) }
      var members: [pid_t] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let pid = pid_t(name),
          let (state, processGroup) = status(of: pid),
          processGroup == group, state != UInt8(ascii: "Z"), state != UInt8(ascii: "X")
        else { continue }
        members.append(pid)
      }
      return members
    #elseif canImport(Darwin)
      var request: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PGRP, group]
      var size = 0
      guard sysctl(&request, UInt32(request.count), nil, &size, nil, 0) == 0 else { return nil }
      // Room for a few processes started between the two calls.
      let stride = MemoryLayout<kinfo_proc>.stride
      var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 8)
      size = processes.count * stride
      guard sysctl(&request, UInt32(request.count), &processes, &size, nil, 0) == 0 else {
        return nil
      }
      return processes.prefix(size / stride)
        .filter { Int32($0.kp_proc.p_stat) != SZOMB }
        .map { $0.kp_proc.p_pid }
    #else
      return nil
    #endif
  }

  /// Whether `pid` runs (a zombie has ended), or `nil` when it cannot be
  /// told.
  static func isRunning(_ pid: pid_t) -> Bool? {
    #if os(Linux)
      guard let (state, _) = status(of: pid) else { return false }
      return state != UInt8(ascii: "Z") && state != UInt8(ascii: "X")
    #elseif canImport(Darwin)
      var request: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
      var process = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.stride
      guard sysctl(&request, UInt32(request.count), &process, &size, nil, 0) == 0 else {
        return nil
      }
      return size > 0 && Int32(process.kp_proc.p_stat) != SZOMB
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// The state letter and the process group of `pid`, from
    /// `/proc/<pid>/stat`, or `nil` when it is gone.
    static func status(of pid: pid_t) -> (state: UInt8, group: pid_t)? {
      let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 512)
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      // "pid (name) state ppid pgrp ...": the name may hold spaces and
      // parentheses, so the fields are counted from its last ')'.
      guard let close = bytes[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
      let fields = bytes[(close + 1)..<count].split(separator: UInt8(ascii: " "))
      guard fields.count > 2, let state = fields[0].first,
        let group = pid_t(String(decoding: fields[2], as: UTF8.self))
      else { return nil }
      return (state, group)
    }
  #endif
}
