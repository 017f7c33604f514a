import BenchmarkTracking
import CommandLineOptions

/// `track import-callgrind RUN DUMP...`: instruction counts (and simulated
/// costs) from callgrind dumps, added to a run.
struct ImportCallgrindCommand: TrackCommand {
  static let out = Option<String?>.path(
    "out", "FILE", help: "where to write the result (required)")
  static let pipeline = Flag(
    "pipeline",
    help: "also add pipeline_cycles: the code costed by llvm-mca plus the simulated"
      + " read misses and mispredictions (needs objdump and llvm-mca)")
  static let llvmMCA = Option<String>(
    "llvm-mca", "PATH", default: "llvm-mca", help: "the llvm-mca to run with --pipeline")

  static let ownOptions: [any OptionDeclaration] = [out, pipeline, llvmMCA]
  static let configuration = CommandConfiguration(
    "import-callgrind",
    summary: "add per-iteration 'instructions' (and simulated-cost) counters from callgrind dumps",
    operands: Operands("RUN DUMP...", count: 2...Int.max, noun: "file"), options: ownOptions)

  var runPath: String
  var dumps: [String]
  var out: String
  var pipeline: Bool
  var llvmMCA: String

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try Track.refuseEmptyOperands(parsed, of: Self.configuration)
    guard let out = parsed[Self.out] else {
      throw UsageError("import-callgrind needs --out FILE")
    }
    self.out = out
    runPath = parsed.operands[0]
    dumps = Array(parsed.operands.dropFirst())
    pipeline = parsed[Self.pipeline]
    llvmMCA = parsed[Self.llvmMCA]
  }

  func run() throws -> Outcome { try runImportCallgrind(self) }
}
