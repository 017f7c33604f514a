import BenchmarkTracking

// Policy: the simulated-cost mode runs the bench binary under callgrind
// with `--cache-sim=yes --branch-sim=yes` rather than under cachegrind:
// cachegrind 3.19 has no `--toggle-collect` and no client requests to
// switch counting on and off, so it would count the runner's start-up,
// Google Benchmark's bookkeeping and every untimed warm-up iteration;
// callgrind runs the same cache and branch simulator (cg_sim) and honours
// the shim's CALLGRIND_TOGGLE_COLLECT around each benchmark body and its
// per-repetition CALLGRIND_DUMP_STATS_AT, so the counts cover exactly what
// the instruction mode counts. The simulator still runs while collection is
// off, so each body starts with the caches its warm-up left, as on hardware.
//
// The simulated caches are pinned (Scripts/run/bench-instructions passes
// them; the dump records them): I1 and D1 32 KiB, 8-way, 64-byte lines;
// LL 8 MiB, 16-way, 64-byte lines. So a 1206x2622 frame (12.6 MB) does not
// fit the last level and a 640x1136 one (2.9 MB) does, on every host.
//
// Model (iai-callgrind's, after Itamar Turner-Trauring), plus branches:
//   estimated cycles = L1 hits + 5 x LL hits + 35 x RAM accesses
//                      + 10 x mispredicted branches
// where L1 hits are all accesses (Ir + Dr + Dw) less the L1 misses, LL
// hits are the L1 misses less the LL misses, and RAM accesses are the LL
// misses. The branch term is this package's addition: without it a
// regression that only makes a branch unpredictable costs nothing in the
// model; 10 cycles is KCachegrind's weight for a mispredicted branch in its
// cycle estimation (Ir + 10 Bm + 10 L1m + 100 LLm), below the 15-20 of
// recent x86 cores, so the term is conservative.

/// The simulated-cost figures of one callgrind dump with cache and branch
/// simulation, and the model that turns them into estimated cycles.
public struct SimulatedCost: Hashable, Sendable {
  /// The weight of a last-level hit, in cycles.
  public static let lastLevelHitCycles = 5.0
  /// The weight of an access that misses the last level, in cycles.
  public static let memoryAccessCycles = 35.0
  /// The weight of a mispredicted branch, in cycles.
  public static let mispredictionCycles = 10.0
  /// The model, as recorded in a run's context (`cost_model`).
  public static let modelDescription =
    "L1 hits + 5 x LL hits + 35 x RAM accesses + 10 x branch mispredictions"

  /// Instructions executed (`Ir`).
  public var instructions: Double
  /// Data reads and writes (`Dr + Dw`).
  public var dataAccesses: Double
  /// First-level misses, instruction and data (`I1mr + D1mr + D1mw`).
  public var l1Misses: Double
  /// Last-level misses (`ILmr + DLmr + DLmw`).
  public var llMisses: Double
  /// Mispredicted conditional and indirect branches (`Bcm + Bim`).
  public var branchMispredictions: Double
  /// First-level read misses, instruction and data (`I1mr + D1mr`): the
  /// misses the pipeline model charges (see PipelineCost.swift).
  public var l1ReadMisses: Double
  /// Last-level read misses (`ILmr + DLmr`).
  public var llReadMisses: Double

  /// Reads the figures from a dump's events, or `nil` when the dump has no
  /// cache simulation (a plain instruction-count dump).
  ///
  /// - Parameter events: callgrind's event names and totals (`Ir`, `D1mr`, ...).
  public init?(events: [String: Double]) {
    let needed = ["Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw"]
    guard needed.allSatisfy({ events[$0] != nil }) else { return nil }
    func total(_ names: String...) -> Double { names.reduce(0) { $0 + (events[$1] ?? 0) } }
    instructions = total("Ir")
    dataAccesses = total("Dr", "Dw")
    l1Misses = total("I1mr", "D1mr", "D1mw")
    llMisses = total("ILmr", "DLmr", "DLmw")
    branchMispredictions = total("Bcm", "Bim")
    l1ReadMisses = total("I1mr", "D1mr")
    llReadMisses = total("ILmr", "DLmr")
  }

  /// Estimated cycles by the model above.
  public var estimatedCycles: Double {
    let l1Hits = instructions + dataAccesses - l1Misses
    let llHits = l1Misses - llMisses
    return l1Hits + Self.lastLevelHitCycles * llHits + Self.memoryAccessCycles * llMisses
      + Self.mispredictionCycles * branchMispredictions
  }

  /// Cycles by the pipeline model (see PipelineCost.swift): the code's
  /// cycles as llvm-mca costs them, plus the read misses and mispredicted
  /// branches llvm-mca does not see.
  ///
  /// - Parameter codeCycles: ``PipelineCost/Plan/cycles(throughput:)`` of
  ///   the same dump.
  public func pipelineCycles(codeCycles: Double) -> Double {
    codeCycles + Self.lastLevelHitCycles * (l1ReadMisses - llReadMisses)
      + Self.memoryAccessCycles * llReadMisses + Self.mispredictionCycles * branchMispredictions
  }

  /// The counters the simulated-cost mode adds, per metric, over `iterations`.
  public func counters(perIteration iterations: Double) -> [(Metric, Double)] {
    let totals: [(Metric, Double)] = [
      (.estimatedCycles, estimatedCycles), (.l1Misses, l1Misses), (.llMisses, llMisses),
      (.branchMispredictions, branchMispredictions),
    ]
    return totals.map { ($0.0, $0.1 / iterations) }
  }
}
