// Policy: an interrupted campaign is still a campaign. The first SIGINT or
// SIGTERM only raises a flag (in C, where a signal handler can be
// async-signal-safe); the runner stops dealing cases, the running ones
// finish, and the tool writes a report marked interrupted. A second signal
// kills the process as usual.

import CCrashContext

/// Whether SIGINT or SIGTERM asked the run to stop.
public enum StopSignal {
  /// Installs the handlers (once, before cases run).
  public static func install() {
    sa_stop_install()
  }

  /// The signal number that asked the run to stop, or `nil`.
  public static var received: Int32? {
    let number = sa_stop_signal()
    return number == 0 ? nil : number
  }

  /// Whether the run should stop dealing cases (checked before every
  /// case): a stop signal arrived, or another thread's crash is being
  /// shrunk in child processes, during which the other jobs go quiet.
  @inlinable
  public static var requested: Bool { sa_stop_requested() != 0 }
}
