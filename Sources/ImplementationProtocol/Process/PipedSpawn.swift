// Policy: every child this package starts (an implementation under test,
// the crash shrinker's candidate runner) starts the same way: in a process
// group of its own, so a hang is killed with everything it started; with
// SIGPIPE back at its default, which the parent ignores for itself; with
// its three streams and no other descriptor (close-on-exec on every pipe
// end, and whatever else the parent left inheritable closed in the child:
// a build lock's descriptor or the socket Foundation's Process watches for
// its child's end, held by a leftover, outlive everything); and,
// on Linux, with SIGKILL as its parent-death signal, so a child that loops
// (a mutant of `fuzz serve-engine`) ends with the test or the check that
// started it instead of outliving it under init: its process group of its
// own shields it from the group kill that ends the check
// (`CProcessSpawn`, which forks every such child from one thread that lives
// as long as the process, since the signal is tied to the forking thread).
// SIGKILL, not SIGTERM: a loop never reads a flag that a handler raises.

import CProcessSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child started by ``PipedSpawn/start(_:arguments:environment:capturingErrors:)``
/// and the parent's ends of its pipes.
public struct PipedChild: Sendable, Hashable {
  /// The child's process id, also its process group's.
  public let pid: pid_t
  /// Writes to the child's stdin.
  public let input: Int32
  /// Reads the child's stdout.
  public let output: Int32
  /// Reads the child's stderr, or `nil` when it shares the parent's.
  public let errors: Int32?
}

/// Starts a program with its stdin and stdout (and optionally stderr) on
/// pipes, in a process group of its own, ended with its parent on Linux.
public enum PipedSpawn {
  /// Starts `executable`.
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its whole argument vector, `argv[0]` included.
  ///   - environment: `NAME=value` strings, or `nil` for this process's.
  ///   - capturingErrors: whether stderr goes to a pipe too.
  /// - Throws: ``ChildFault`` when a pipe or the process cannot be created;
  ///   no descriptor is left open then.
  public static func start(
    _ executable: String, arguments: [String], environment: [String]? = nil,
    capturingErrors: Bool = false
  ) throws(ChildFault) -> PipedChild {
    var pipes: [[Int32]] = []
    for _ in 0..<(capturingErrors ? 3 : 2) {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        for descriptor in pipes.joined() { close(descriptor) }
        throw ChildFault("cannot create a pipe")
      }
      pipes.append(ends)
    }
    // dup2 onto 0, 1 and 2 clears close-on-exec for the child's own ends.
    for descriptor in pipes.joined() {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    // The child reads pipe 0 and writes pipes 1 and 2.
    let streams: [Int32] = [pipes[0][0], pipes[1][1], capturingErrors ? pipes[2][1] : -1]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup($0) } + [nil] }
    defer { for pointer in argv + (envp ?? []) { free(pointer) } }
    var child: pid_t = 0
    #if os(Linux)
      let deathSignal = SIGKILL
    #else
      let deathSignal: Int32 = 0
    #endif
    let status =
      if let envp {
        sa_spawn(executable, argv, envp, streams, deathSignal, &child)
      } else {
        sa_spawn(executable, argv, environ, streams, deathSignal, &child)
      }
    // The child's ends belong to the child now.
    close(pipes[0][0])
    for stream in 1..<pipes.count { close(pipes[stream][1]) }
    guard status == 0 else {
      close(pipes[0][1])
      for stream in 1..<pipes.count { close(pipes[stream][0]) }
      throw ChildFault("cannot start \(executable): error \(status)")
    }
    return PipedChild(
      pid: child, input: pipes[0][1], output: pipes[1][0],
      errors: capturingErrors ? pipes[2][0] : nil)
  }
}
