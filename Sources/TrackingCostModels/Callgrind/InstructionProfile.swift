import BenchmarkTracking

/// How often each machine instruction ran in one callgrind dump, by the
/// object file it belongs to: the input of the pipeline model
/// (``PipelineCost``).
///
/// Read from a dump written with `--dump-instr=yes --compress-pos=no`
/// (absolute instruction addresses) and `--compress-strings=no`: with
/// compressed names, callgrind defines an object's number once per run, in
/// whichever dump first names it (`ob=(3) /lib/...` or `cob=(3) /lib/...`),
/// so a later dump may say only `ob=(3)`; such a dump is refused rather
/// than costed with its instructions under the wrong object. Callgrind
/// writes addresses as the
/// object file's own virtual addresses, so they match `objdump -d` of that
/// file without any load offset.
public struct InstructionProfile: Hashable, Sendable {
  /// Executions (`Ir`) per instruction address, per object file path.
  public var executions: [String: [UInt64: Double]]

  /// Creates a profile from counts already read.
  public init(executions: [String: [UInt64: Double]] = [:]) {
    self.executions = executions
  }

  /// Reads the per-instruction counts of a dump's text.
  ///
  /// - Parameters:
  ///   - lines: the dump's lines.
  ///   - path: the dump, for errors.
  /// - Returns: `nil` when the dump has no instruction positions (written
  ///   without `--dump-instr=yes`).
  /// - Throws: ``BenchmarkInputError/unusable(path:reason:)`` for relative
  ///   positions (`--compress-pos=yes`) or a cost line it cannot read.
  public static func read(
    lines: [Substring], path: String
  ) throws(BenchmarkInputError) -> InstructionProfile? {
    guard let positionsLine = lines.first(where: { $0.hasPrefix("positions:") }),
      positionsLine.split(separator: " ").dropFirst().first == "instr"
    else { return nil }
    let positionCount = positionsLine.split(separator: " ").count - 1
    let eventNames = lines.first { $0.hasPrefix("events:") }?.split(separator: " ").dropFirst()
    guard let irIndex = eventNames?.firstIndex(of: "Ir").map({ $0 - 1 }) else {
      throw .unusable(path: path, reason: "is not a callgrind dump: it counts no Ir")
    }
    var names: [Substring: String] = [:]
    var object = ""
    var skipCallCost = false
    var profile = InstructionProfile()
    for line in lines {
      if skipCallCost {
        // The line after `calls=` is the call's inclusive cost, not an
        // instruction's own.
        skipCallCost = false
        continue
      }
      if line.hasPrefix("ob=") {
        guard let name = Self.name(line.dropFirst(3), names: &names) else {
          throw .unusable(
            path: path,
            reason: "names an object by a number it never defines ('\(line)');"
              + " write it with --compress-strings=no")
        }
        object = name
      } else if line.hasPrefix("cob=") {
        _ = Self.name(line.dropFirst(4), names: &names)
      } else if line.hasPrefix("calls=") {
        skipCallCost = true
      } else if line.hasPrefix("0x") {
        let fields = line.split(separator: " ")
        guard let address = UInt64(fields[0].dropFirst(2), radix: 16) else {
          throw .unusable(path: path, reason: "has an unreadable instruction address in '\(line)'")
        }
        let costIndex = positionCount + irIndex
        // Callgrind leaves out trailing zero costs.
        let value = costIndex < fields.count ? Double(fields[costIndex]) : 0
        guard let value else {
          throw .unusable(path: path, reason: "has an unreadable cost in '\(line)'")
        }
        profile.executions[object, default: [:]][address, default: 0] += value
      } else if line.hasPrefix("+") || line.hasPrefix("-") || line.hasPrefix("*") {
        throw .unusable(
          path: path,
          reason: "has relative instruction positions; write it with --compress-pos=no")
      }
    }
    return profile
  }

  /// An object name, resolving callgrind's `(id) name` compression, or
  /// `nil` for a number this dump never defined.
  private static func name(_ field: Substring, names: inout [Substring: String]) -> String? {
    guard field.hasPrefix("("), let close = field.firstIndex(of: ")") else {
      return String(field)
    }
    let id = field[...close]
    let rest = field[field.index(after: close)...].drop { $0 == " " }
    if !rest.isEmpty { names[id] = String(rest) }
    return names[id]
  }
}
