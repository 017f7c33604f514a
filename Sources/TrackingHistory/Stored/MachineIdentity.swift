import BenchmarkTracking

// Policy: runs are only comparable on the same machine. A machine is its
// host name, CPU model and CPU count as the run's context records them; the
// CPU model comes from the runner's `cpu_model` context field and, for files
// from other runners, falls back to the clock rate Google Benchmark records.

/// Which machine a run was measured on.
public struct MachineIdentity: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The host name, or "unknown-host".
  public var hostName: String
  /// The CPU model, or "<mhz> MHz", or "unknown-cpu".
  public var cpuModel: String
  /// The CPU count, or 0 when not recorded.
  public var cpuCount: Int

  /// Creates an identity.
  public init(hostName: String, cpuModel: String, cpuCount: Int) {
    self.hostName = hostName
    self.cpuModel = cpuModel
    self.cpuCount = cpuCount
  }

  /// The identity recorded in a run's context.
  public init(context: BenchmarkContext) {
    let mhz = context.text("mhz_per_cpu").map { "\($0) MHz" }
    self.init(
      hostName: context.hostName ?? "unknown-host",
      cpuModel: context.cpuModel ?? mhz ?? "unknown-cpu",
      cpuCount: context.cpuCount ?? 0)
  }

  /// `host / cpu model / N cpus`.
  public var description: String { "\(hostName) / \(cpuModel) / \(cpuCount) cpus" }

  /// A file-name-safe key: letters, digits, '.', '-' and '_' kept, runs of
  /// anything else turned into one '-'.
  public var key: String {
    let raw = "\(hostName)_\(cpuModel)_\(cpuCount)cpu"
    var result = ""
    var lastWasDash = false
    for scalar in raw.unicodeScalars {
      let keep =
        (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar)
        || scalar == "." || scalar == "_" || scalar == "-"
      if keep {
        result.unicodeScalars.append(scalar)
        lastWasDash = false
      } else if !lastWasDash {
        result += "-"
        lastWasDash = true
      }
    }
    return result
  }

  /// Orders by the description, so reports list machines stably.
  public static func < (lhs: MachineIdentity, rhs: MachineIdentity) -> Bool {
    lhs.description < rhs.description
  }
}
