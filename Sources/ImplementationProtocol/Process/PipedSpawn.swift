// Policy: every child this package starts (an implementation under test,
// the crash shrinker's candidate runner) starts the same way: in a process
// group of its own, so a hang is killed with everything it started; with
// SIGPIPE back at its default, which the parent ignores for itself; and
// with close-on-exec on every pipe end, so a later child inherits nothing.

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
/// pipes, in a process group of its own.
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
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The child reads pipe 0 and writes pipes 1 and 2.
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
    for stream in 1..<pipes.count {
      posix_spawn_file_actions_adddup2(&actions, pipes[stream][1], Int32(stream))
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup($0) } + [nil] }
    defer { for pointer in argv + (envp ?? []) { free(pointer) } }
    var child: pid_t = 0
    let status =
      if let envp {
        posix_spawn(&child, executable, &actions, &attributes, argv, envp)
      } else {
        posix_spawn(&child, executable, &actions, &attributes, argv, environ)
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
