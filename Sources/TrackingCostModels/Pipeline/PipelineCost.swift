// Policy: the pipeline model exists because the cache model alone
// (SimulatedCost.estimatedCycles) prices every instruction at one cycle, and
// this package's hot paths run at very different rates: a vectorized fill
// retires four or five instructions a cycle, a checksum whose every step
// waits for the last one retires less than one. On the regression zoo
// (Evaluations/regression-zoo) that made an extra checksum pass look like
// +3% when it cost +15% of real time, and an allocation that glibc clears
// with `rep stosb` (one counted instruction per byte) look like +22% when
// it cost +4%. The rank correlation of its ratios with the paired wall
// ratios was 0.71; this model's is in results/regression-zoo/.
//
// So each executed straight-line run of instructions (consecutive in the
// object file, all executed equally often: a basic block or several that
// always run together) is costed by llvm-mca, LLVM's static pipeline
// simulator, at a pinned processor model, as the cycles one execution of the
// run takes when it repeats (200 iterations, divided back): dependency
// chains, port pressure and vector width count, as on the hardware.
// llvm-mca assumes every load hits the first-level cache and every branch is
// predicted, so the cache and branch simulation's figures are added on top:
//   pipeline cycles = sum over runs of (executions x llvm-mca cycles)
//                     + 5 x first-level read misses that hit the last level
//                     + 35 x last-level read misses
//                     + 10 x mispredicted branches
// Write misses are not charged: a store retires into the store buffer and
// the core goes on, where a load's consumers wait for the line. This choice
// and the string-instruction rule below were made while looking at the
// zoo's wall ratios (charging write misses too ordered it worse), so the
// zoo is not an independent test of them; two free choices against 16
// changes, said here so a reader weighs the correlation accordingly.
// Three kinds of instruction are costed without llvm-mca: a rep-prefixed
// string instruction, which callgrind counts once per element while the
// hardware's fast-string path moves about 32 bytes a cycle (stos) or 16
// (movs); a call, which llvm-mca models as 100 cycles of latency (one cycle
// here, the cost of the jump and the push); and an instruction objdump did
// not list, one cycle each, as in the cache model.
//
// The processor model is pinned (znver3, the AMD Zen 3 cores of this
// machine and of GitHub's hosted runners), like the simulated caches, so a
// figure depends on the code and the input, not on the host. llvm-mca is
// deterministic, so a run's figure is the same on every machine with the
// same llvm-mca.

import BenchmarkTracking
import Foundation

/// The pipeline model: executed code costed by llvm-mca, plus the cache and
/// branch simulation's misses (see the policy above).
public enum PipelineCost {
  /// The processor llvm-mca models (`-mcpu`).
  public static let processor = "znver3"
  /// How many times llvm-mca repeats a run to time it (`-iterations`).
  public static let iterations = 200
  /// The model, as recorded in a run's context (`pipeline_model`).
  public static let modelDescription =
    "llvm-mca \(processor) cycles of each executed straight-line run"
    + " + 5 x L1 read misses that hit LL + 35 x LL read misses + 10 x branch mispredictions"
  /// The placeholder a run's branch targets carry until ``mcaInput(_:)``
  /// names the run's own label.
  static let labelPlaceholder = "{run}"

  /// A dump's executed code cut into straight-line runs, before llvm-mca
  /// has costed them.
  public struct Plan: Hashable, Sendable {
    /// Executions of each straight-line run, by its instructions as
    /// llvm-mca reads them.
    public var runs: [[String]: Double] = [:]
    /// Cycles costed without llvm-mca (string instructions, calls,
    /// instructions objdump did not list).
    public var fixedCycles: Double = 0

    /// Creates an empty plan.
    public init() {}

    /// The cycles of the dump's code: each run's executions times its
    /// cycles, plus the fixed cycles.
    ///
    /// - Parameter throughput: llvm-mca's cycles per execution, by run; a
    ///   run llvm-mca could not read costs a cycle per instruction.
    public func cycles(throughput: [[String]: Double]) -> Double {
      // Policy: summed in the runs' sorted order, not the dictionary's,
      // which changes from process to process with Swift's hash seed: a
      // different order of floating-point additions moved the last bits,
      // so ten runs of one build gave up to eight values.
      let ordered = runs.sorted { $0.key.lexicographicallyPrecedes($1.key) }
      return ordered.reduce(fixedCycles) { total, run in
        total + run.value * (throughput[run.key] ?? Double(run.key.count))
      }
    }
  }

  /// Cuts a profile's executed instructions into straight-line runs.
  ///
  /// - Parameters:
  ///   - profile: how often each instruction ran.
  ///   - disassemblies: each object file's instructions; an object without
  ///     one costs a cycle per instruction.
  public static func plan(
    _ profile: InstructionProfile, disassemblies: [String: Disassembly]
  ) -> Plan {
    var plan = Plan()
    for (object, executions) in profile.executions.sorted(by: { $0.key < $1.key }) {
      let disassembly = disassemblies[object]
      var run: [String] = []
      var runExecutions = 0.0
      var last: UInt64?
      func flush() {
        if !run.isEmpty { plan.runs[run, default: 0] += runExecutions }
        run = []
        last = nil
      }
      for address in executions.keys.sorted() {
        guard let count = executions[address], count > 0 else { continue }
        guard let text = disassembly?.instructions[address] else {
          flush()
          plan.fixedCycles += count
          continue
        }
        if let cost = fixedCost(of: text) {
          flush()
          plan.fixedCycles += count * cost
          continue
        }
        let follows = last.map { disassembly?.successor[$0] == address } ?? false
        if !follows || count != runExecutions { flush() }
        run.append(assembly(text))
        runExecutions = count
        last = address
      }
      flush()
    }
    return plan
  }

  /// The cycles per execution of an instruction costed without llvm-mca,
  /// or `nil` for one llvm-mca costs.
  static func fixedCost(of text: String) -> Double? {
    let words = text.split(separator: " ").filter { $0 != "bnd" && $0 != "notrack" }
    guard let first = words.first else { return nil }
    if first.hasPrefix("call") { return 1 }
    guard ["rep", "repz", "repnz", "repe", "repne"].contains(first), words.count > 1 else {
      return nil
    }
    let operation = words[1]
    let operand = words.count > 2 ? words[2].prefix { $0 != "," } : ""
    let elementBytes: Double
    switch operand {
    case "%ax": elementBytes = 2
    case "%eax": elementBytes = 4
    case "%rax": elementBytes = 8
    default:
      switch operation.last {
      case "w": elementBytes = 2
      case "l", "d": elementBytes = 4
      case "q": elementBytes = 8
      default: elementBytes = 1
      }
    }
    if operation.hasPrefix("stos") { return elementBytes / 32 }
    if operation.hasPrefix("movs") { return elementBytes / 16 }
    return 1
  }

  /// An objdump instruction as llvm-mca's assembler reads it: without the
  /// comment and symbol annotations, without the `bnd` and `notrack`
  /// prefixes, and with a direct branch's target replaced by the run's own
  /// label (llvm-mca ignores where a branch goes).
  static func assembly(_ text: String) -> String {
    var line = Substring(text)
    if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
    var words = line.split(separator: " ", omittingEmptySubsequences: true)
      .filter { !($0.hasPrefix("<") && $0.hasSuffix(">")) && $0 != "bnd" && $0 != "notrack" }
    if words.count == 2, words[0].hasPrefix("j") || words[0].hasPrefix("loop"),
      words[1].allSatisfy(\.isHexDigit)
    {
      words[1] = Substring(labelPlaceholder)
    }
    return words.joined(separator: " ")
  }

  /// llvm-mca's input for runs: one code region each, in order, each with
  /// its own label for its branches.
  public static func mcaInput(_ runs: [[String]]) -> String {
    var text = ""
    for (index, run) in runs.enumerated() {
      text += "# LLVM-MCA-BEGIN r\(index)\n.Lr\(index):\n"
      for line in run {
        text += line.replacingPlaceholder(with: ".Lr\(index)") + "\n"
      }
      text += "# LLVM-MCA-END\n"
    }
    return text
  }

  /// The region (run index) each line of ``mcaInput(_:)``'s text belongs
  /// to, so an assembler error's line names the run that caused it.
  ///
  /// - Parameters:
  ///   - line: a 1-based line number of the input.
  ///   - runs: the runs the input was made from.
  public static func run(atLine line: Int, of runs: [[String]]) -> Int? {
    var end = 0
    for (index, run) in runs.enumerated() {
      end += run.count + 3
      if line <= end { return index }
    }
    return nil
  }

  /// The cycles per execution of each region, in order, from llvm-mca's
  /// report (`Total Cycles` over ``iterations``).
  ///
  /// - Returns: `nil` when the report does not hold exactly `regions`
  ///   readable totals.
  public static func cyclesPerExecution(mcaReport report: String, regions: Int) -> [Double]? {
    let prefix = "Total Cycles:"
    let totals = report.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map {
      Double($0.dropFirst(prefix.count).drop { $0 == " " })
    }
    guard totals.count == regions, totals.allSatisfy({ $0 != nil }) else { return nil }
    return totals.map { ($0 ?? 0) / Double(iterations) }
  }

  /// The 1-based input lines llvm-mca's assembler rejected
  /// (`<stdin>:LINE:COLUMN: error: ...`).
  public static func rejectedLines(mcaErrors errors: String) -> Set<Int> {
    var lines: Set<Int> = []
    for message in errors.split(separator: "\n") where message.contains(": error:") {
      let fields = message.split(separator: ":", maxSplits: 3)
      if fields.count >= 2, let line = Int(fields[1]) { lines.insert(line) }
    }
    return lines
  }
}

extension String {
  /// The text with the run label placeholder replaced.
  fileprivate func replacingPlaceholder(with label: String) -> String {
    guard let range = range(of: PipelineCost.labelPlaceholder) else { return self }
    return replacingCharacters(in: range, with: label)
  }
}
