import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingCostModels

/// The pipeline model's pieces, each on an input small enough to cost by
/// hand: the per-instruction counts of a dump, objdump's listing, the cut
/// into straight-line runs, llvm-mca's input and report, and the sum. The
/// tools themselves are replaced by their recorded output, so the tests
/// need neither objdump nor llvm-mca.
@Suite("pipeline cost")
struct PipelineCostTests {
  /// A dump with cache simulation and per-instruction counts: two objects,
  /// a call whose inclusive cost line must not count as an instruction, and
  /// a compressed object name used again.
  static let dumpText = """
    # callgrind format
    version: 1
    positions: instr line
    events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim
    desc: Trigger: Client Request: raster/frame
    ob=(1) /bin/bench
    fl=???
    fn=body
    0x1000 0 10 1
    0x1004 0 10
    0x1008 0 10
    calls=10 0x2000
    0x100c 0 999 999
    0x100c 0 10
    0x1010 0 20
    ob=(2) /lib/libc.so.6
    fn=memset
    0x500 0 4096
    ob=(1)
    fn=other
    0x1010 0 5
    summary: 4161 1 0 0 0 0 0 0 0 0 0 0 0
    totals: 4161 1 0 0 0 0 0 0 0 0 0 0 0

    """

  static var dumpLines: [Substring] { dumpText.split(separator: "\n") }

  @Test("per-instruction counts: Ir by address and object, call costs skipped")
  func profileReadsCountsByObject() throws {
    let profile = try #require(try InstructionProfile.read(lines: Self.dumpLines, path: "d"))
    #expect(
      profile.executions["/bin/bench"] == [
        0x1000: 10, 0x1004: 10, 0x1008: 10, 0x100c: 10, 0x1010: 25,
      ])
    #expect(profile.executions["/lib/libc.so.6"] == [0x500: 4096])
  }

  @Test("a dump without instruction positions has no profile")
  func profileNeedsInstructionPositions() throws {
    let lines = Self.dumpText.replacingOccurrences(
      of: "positions: instr line", with: "positions: line"
    )
    .split(separator: "\n")
    #expect(try InstructionProfile.read(lines: lines, path: "d") == nil)
  }

  /// Dumps the profile cannot read, each with the callgrind option that
  /// avoids it: relative positions, and an object number defined in an
  /// earlier dump of the run (callgrind defines each once per run).
  static let refusedDumps: [(replacing: String, with: String, option: String)] = [
    ("0x1004 0 10", "+4 0 10", "--compress-pos=no"),
    ("ob=(2) /lib/libc.so.6", "ob=(9)", "--compress-strings=no"),
  ]

  @Test(
    "dumps it cannot read are refused, naming the option that avoids them", arguments: refusedDumps)
  func profileRefusesCompressedDumps(replacing: String, with: String, option: String) {
    let lines = Self.dumpText.replacingOccurrences(of: replacing, with: with).split(separator: "\n")
    #expect {
      _ = try InstructionProfile.read(lines: lines, path: "dump.7")
    } throws: { error in
      "\(error)".contains("dump.7") && "\(error)".contains(option)
    }
  }

  @Test("a number defined by a call's object line names later instructions")
  func profileReadsNumbersDefinedByCalls() throws {
    let text = Self.dumpText.replacingOccurrences(
      of: "calls=10 0x2000", with: "cob=(2) /lib/libc.so.6\ncalls=10 0x2000"
    ).replacingOccurrences(of: "\nob=(2) /lib/libc.so.6", with: "\nob=(2)")
    let profile = try #require(
      try InstructionProfile.read(lines: text.split(separator: "\n"), path: "d"))
    #expect(profile.executions["/lib/libc.so.6"] == [0x500: 4096])
  }

  @Test("a dump read from a file carries its profile")
  func dumpFileCarriesProfile() throws {
    let path = NSTemporaryDirectory() + "pipeline-\(UUID().uuidString).out"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.dumpText.write(toFile: path, atomically: true, encoding: .utf8)
    let dump = try #require(try CallgrindDump.read(path: path))
    #expect(dump.profile?.executions["/lib/libc.so.6"] == [0x500: 4096])
    #expect(dump.simulated != nil)
  }

  static let listing = """

    /bin/bench:     file format elf64-x86-64

    Disassembly of section .text:

    0000000000001000 <body>:
        1000:\tadd    %eax,%ebx
        1004:\timul   $0x1f,%ebx,%ebx
        1008:\tjne    1000 <body>
        100c:\tcall   2000 <helper>
        1010:\tret
        1011:\tnopw   0x0(%rax,%rax,1)
    \t...
    """

  @Test("objdump's listing: instructions by address, each followed by the next")
  func disassemblyReadsListing() {
    let disassembly = Disassembly(objdumpListing: Self.listing)
    #expect(disassembly.instructions.count == 6)
    #expect(disassembly.instructions[0x1008] == "jne    1000 <body>")
    #expect(disassembly.successor[0x1000] == 0x1004)
    #expect(disassembly.successor[0x1010] == 0x1011)
    #expect(disassembly.successor[0x1011] == nil)
  }

  @Test(
    "instructions as llvm-mca reads them",
    arguments: [
      ("jne    1000 <body>", "jne {run}"),
      ("bnd jmp 1200 <x+0x10>", "jmp {run}"),
      ("notrack jmp *%rax", "jmp *%rax"),
      ("mov    0x2f3d(%rip),%rax        # 4000 <table>", "mov 0x2f3d(%rip),%rax"),
      ("movdqu 0x20(%rbx,%rcx,8),%xmm0", "movdqu 0x20(%rbx,%rcx,8),%xmm0"),
    ])
  func assemblyCleansObjdumpText(objdump: String, expected: String) {
    #expect(PipelineCost.assembly(objdump) == expected)
  }

  /// String instructions and their cycles per counted element.
  static let fixedCostCases: [(String, Double)] = [
    ("rep stos %al,%es:(%rdi)", 1.0 / 32), ("rep stos %rax,%es:(%rdi)", 8.0 / 32),
    ("rep stos %eax,%es:(%rdi)", 4.0 / 32), ("rep movsb %ds:(%rsi),%es:(%rdi)", 1.0 / 16),
    ("rep movsq %ds:(%rsi),%es:(%rdi)", 8.0 / 16), ("repz cmpsb %es:(%rdi),%ds:(%rsi)", 1.0),
    ("call   2000 <helper>", 1.0), ("notrack call *%rax", 1.0),
  ]

  @Test(
    "string instructions cost their bytes at the fast-string rate; calls a cycle",
    arguments: fixedCostCases)
  func fixedCosts(text: String, cycles: Double) {
    #expect(PipelineCost.fixedCost(of: text) == cycles)
  }

  @Test("an ordinary instruction is left to llvm-mca")
  func ordinaryInstructionHasNoFixedCost() {
    #expect(PipelineCost.fixedCost(of: "add    %eax,%ebx") == nil)
    #expect(PipelineCost.fixedCost(of: "") == nil)
  }

  @Test("runs: consecutive instructions executed equally often, cut at calls, counts and gaps")
  func planCutsRuns() {
    let profile = InstructionProfile(executions: [
      "/bin/bench": [0x1000: 10, 0x1004: 10, 0x1008: 10, 0x100c: 10, 0x1010: 25],
      "/lib/libc.so.6": [0x500: 4096],
    ])
    let plan = PipelineCost.plan(
      profile, disassemblies: ["/bin/bench": Disassembly(objdumpListing: Self.listing)])
    #expect(
      plan.runs == [
        ["add %eax,%ebx", "imul $0x1f,%ebx,%ebx", "jne {run}"]: 10,
        ["ret"]: 25,
      ])
    // The call (10 executions, a cycle each) and libc's instruction, which
    // has no listing (4096, a cycle each).
    #expect(plan.fixedCycles == 10 + 4096)
  }

  @Test("an instruction that did not run ends a run even when the counts on both sides agree")
  func planCutsAtInstructionsThatDidNotRun() {
    let profile = InstructionProfile(executions: ["o": [0x10: 3, 0x14: 3, 0x20: 3]])
    // 0x20 follows 0x14 in this listing: one run.
    let adjacent = "  10:\tinc %eax\n  14:\tinc %ebx\n  20:\tinc %ecx\n"
    let joined = PipelineCost.plan(
      profile, disassemblies: ["o": Disassembly(objdumpListing: adjacent)])
    #expect(joined.runs == [["inc %eax", "inc %ebx", "inc %ecx"]: 3])
    // Here a nop that did not run lies between them: two runs.
    let gapped = "  10:\tinc %eax\n  14:\tinc %ebx\n  18:\tnop\n  20:\tinc %ecx\n"
    let cut = PipelineCost.plan(profile, disassemblies: ["o": Disassembly(objdumpListing: gapped)])
    #expect(cut.runs == [["inc %eax", "inc %ebx"]: 3, ["inc %ecx"]: 3])
  }

  @Test("the same run in two places adds its executions")
  func planAddsRepeatedRuns() {
    let listing = "  10:\tinc %eax\n  14:\tret\n  20:\tinc %eax\n  24:\tret\n"
    let profile = InstructionProfile(executions: ["o": [0x10: 2, 0x14: 2, 0x20: 5, 0x24: 5]])
    let plan = PipelineCost.plan(
      profile, disassemblies: ["o": Disassembly(objdumpListing: listing)])
    #expect(plan.runs == [["inc %eax", "ret"]: 7])
  }

  @Test("a plan's cycles: executions times llvm-mca's cycles, a cycle an instruction without them")
  func planCycles() {
    var plan = PipelineCost.Plan()
    plan.runs = [["a", "b"]: 10, ["c", "d", "e"]: 4]
    plan.fixedCycles = 7
    let expected: Double = 7 + 10 * 0.5 + 4 * 3
    #expect(plan.cycles(throughput: [["a", "b"]: 0.5]) == expected)
  }

  @Test("llvm-mca's input: one labelled region a run; every line maps back to its run")
  func mcaInputRegions() {
    let runs = [["inc %eax", "jne {run}"], ["ret"]]
    let input = PipelineCost.mcaInput(runs)
    #expect(
      input == """
        # LLVM-MCA-BEGIN r0
        .Lr0:
        inc %eax
        jne .Lr0
        # LLVM-MCA-END
        # LLVM-MCA-BEGIN r1
        .Lr1:
        ret
        # LLVM-MCA-END

        """)
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() where line.hasPrefix("inc") || line.hasPrefix("ret") {
      let run = PipelineCost.run(atLine: number + 1, of: runs)
      #expect(run == (line.hasPrefix("inc") ? 0 : 1))
    }
    #expect(PipelineCost.run(atLine: 10, of: runs) == nil)
  }

  @Test("llvm-mca's report: Total Cycles over the iterations, one a region")
  func reportCycles() {
    let report = """
      [0] Code Region - r0
      Iterations:        200
      Total Cycles:      1004
      [1] Code Region - r1
      Total Cycles:      204
      """
    #expect(PipelineCost.cyclesPerExecution(mcaReport: report, regions: 2) == [5.02, 1.02])
    #expect(PipelineCost.cyclesPerExecution(mcaReport: report, regions: 3) == nil)
    #expect(PipelineCost.cyclesPerExecution(mcaReport: "Total Cycles: x", regions: 1) == nil)
  }

  @Test("assembler errors name their input lines")
  func rejectedLines() {
    let errors = """
      warning: found a return instruction in the input assembly sequence.
      <stdin>:4:1: error: invalid instruction mnemonic 'frob'
      <stdin>:12:7: error: unknown token in expression
      """
    #expect(PipelineCost.rejectedLines(mcaErrors: errors) == [4, 12])
  }

  @Test("the pipeline figure: code cycles plus read misses and mispredictions, not write misses")
  func simulatedCostPipelineCycles() throws {
    let events: [String: Double] = [
      "Ir": 1000, "Dr": 300, "Dw": 200, "I1mr": 4, "D1mr": 20, "D1mw": 16, "ILmr": 1, "DLmr": 10,
      "DLmw": 5, "Bc": 100, "Bcm": 3, "Bi": 10, "Bim": 2,
    ]
    let cost = try #require(SimulatedCost(events: events))
    // 5 x (24 - 11) + 35 x 11 + 10 x 5
    let expected: Double = 400 + 65 + 385 + 50
    #expect(cost.pipelineCycles(codeCycles: 400) == expected)
  }

  @Test(
    "costing: one llvm-mca input for every dump, a rejected run left out and costed a cycle each")
  func costingRetriesWithoutRejectedRuns() throws {
    let path = NSTemporaryDirectory() + "pipeline-\(UUID().uuidString).out"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.dumpText.write(toFile: path, atomically: true, encoding: .utf8)
    let dump = try #require(try CallgrindDump.read(path: path))
    var inputs: [String] = []
    let costed = try PipelineCost.costing(
      [dump, dump],
      disassemble: { $0 == "/bin/bench" ? Self.listing : nil },
      analyze: { input in
        inputs.append(input)
        if inputs.count == 1 {
          // Runs are sorted; the first ("add ...") is on lines 3 to 5.
          return MCAOutput(report: "", errors: "<stdin>:4:1: error: invalid operand")
        }
        return MCAOutput(report: "Total Cycles: 300\n", errors: "")
      })
    #expect(inputs.count == 2)
    #expect(inputs[0].contains("add %eax,%ebx") && !inputs[1].contains("add %eax,%ebx"))
    // ret: 25 x 1.5; add/imul/jne: 10 x 3 (rejected, a cycle each);
    // the call 10 and libc's 4096 at a cycle; no misses or mispredictions.
    let expected: Double = 25 * 1.5 + 30 + 10 + 4096
    #expect(costed.map(\.pipelineCycles) == [expected, expected])
  }

  @Test("costing fails, naming llvm-mca, when no report can be read")
  func costingFailsWithoutReport() throws {
    let profile = InstructionProfile(executions: ["o": [0x10: 1]])
    var dump = CallgrindDump(
      benchmark: "b", instructions: 1,
      simulated: SimulatedCost(events: [
        "Ir": 1, "Dr": 0, "Dw": 0, "I1mr": 0, "D1mr": 0, "D1mw": 0, "ILmr": 0, "DLmr": 0, "DLmw": 0,
      ]))
    dump.profile = profile
    #expect {
      _ = try PipelineCost.costing(
        [dump], disassemble: { _ in "  10:\tinc %eax\n" },
        analyze: { _ in MCAOutput(report: "", errors: "llvm-mca: unknown cpu") })
    } throws: { error in
      "\(error)".contains("llvm-mca") && "\(error)".contains("unknown cpu")
    }
  }

  @Test("the import adds pipeline_cycles per iteration and names the model")
  func importAddsPipelineCycles() throws {
    var dump = CallgrindDump(
      benchmark: "a", instructions: 100,
      simulated: SimulatedCost(events: [
        "Ir": 100, "Dr": 0, "Dw": 0, "I1mr": 0, "D1mr": 0, "D1mw": 0, "ILmr": 0, "DLmr": 0,
        "DLmw": 0,
      ]))
    dump.pipelineCycles = 50
    let run = try JSONParser.parse(DeclaredThresholdsTests.runText([("a", [1])], declared: nil))
    let updated = try run.addingInstructions([dump], source: "run.json")
    guard case .array(let entries)? = updated["benchmarks"] else {
      Issue.record("no benchmarks array")
      return
    }
    let entry = try #require(entries.first)
    #expect(entry["pipeline_cycles"]?.doubleValue == 50.0 / (entry["iterations"]?.doubleValue ?? 1))
    #expect(updated["context"]?["pipeline_model"]?.stringValue == PipelineCost.modelDescription)
  }
}
