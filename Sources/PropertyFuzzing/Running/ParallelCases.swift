// Policy: determinism first, then speed. Blocks of consecutive cases are
// dealt to the jobs in order under a lock (one acquisition per block, so the
// lock costs nothing next to a block of cases); a failure stops the dealing
// of later blocks, and blocks already running finish or stop at their own
// failure. Block results are merged in block order, as soon as every block
// before them is in, and the merging stops at the first failing block; so
// "lowest failing index, statistics of every case up to it" is the same
// whatever the number of jobs. A job keeps one case loop and one set of
// block statistics for all its blocks: a block merged on arrival (always,
// with one job) allocates nothing; one that finishes ahead of an earlier
// block is kept until its turn.

import Dispatch
import Synchronization

/// The lowest failing case and the statistics of the cases up to it.
struct CasesOutcome {
  var statistics = CaseStatistics()
  /// The case indices the statistics count, as they ran (the failing one
  /// included).
  var coverage = CaseCoverage()
  var failure: (index: UInt64, evaluation: Evaluation)?
  /// The slice case number after the last block dealt: where a
  /// continuation of the run starts (cases of a block cut short by the
  /// deadline are skipped, never run twice).
  var next: UInt64 = 0
}

/// Runs a property's cases on several threads, deterministically.
struct ParallelCases: Sendable {
  static let blockSize: UInt64 = 64

  let runner: PropertyRunner
  let budget: Budget
  let slice: CaseSlice
  let jobs: Int
  /// The slice case number of the first case (a continued run starts past
  /// zero); blocks are counted from it.
  let start: UInt64
  let progress: (@Sendable (Int) -> Void)?

  struct BlockResult: Sendable {
    var statistics = CaseStatistics()
    var coverage = CaseCoverage()
    var failure: (index: UInt64, evaluation: Evaluation)?
  }

  struct State: Sendable {
    var nextBlock: UInt64 = 0
    /// The lowest block with a failure so far; no block after it is dealt.
    var failedBlock = UInt64.max
    /// The next block to merge into `outcome`.
    var nextToMerge: UInt64 = 0
    /// Blocks that finished before an earlier one, by block.
    var waiting: [UInt64: BlockResult] = [:]
    /// The merged blocks; complete once a failure is merged.
    var outcome = CasesOutcome()
    var casesRun = 0
    var lastReported = 0

    /// Merges `block` if every block before it is merged, then any waiting
    /// blocks that follow it; else keeps a copy of it to merge later.
    mutating func arrive(_ block: UInt64, _ result: BlockResult) {
      guard outcome.failure == nil else { return }
      guard block == nextToMerge else {
        waiting[block] = result
        return
      }
      merge(result)
      while outcome.failure == nil, let next = waiting.removeValue(forKey: nextToMerge) {
        merge(next)
      }
    }

    private mutating func merge(_ result: BlockResult) {
      outcome.statistics.merge(result.statistics)
      outcome.coverage.append(contentsOf: result.coverage)
      outcome.failure = result.failure
      nextToMerge += 1
    }
  }

  func run() -> CasesOutcome {
    let clock = ContinuousClock()
    let deadline = budget.timeLimit.map { clock.now.advanced(by: $0) }
    let total = budget.caseLimit.map { slice.count(below: UInt64($0)) }
    let blocks = total.map { $0 > start ? ($0 - start + Self.blockSize - 1) / Self.blockSize : 0 }
    let state = Mutex(State())

    let work: @Sendable (Int) -> Void = { _ in
      var loop = CaseLoop(runner: runner)
      var result = BlockResult()
      while true {
        let block: UInt64? = state.withLock { state in
          let next = state.nextBlock
          if let blocks, next >= blocks { return nil }
          guard next < state.failedBlock, !StopSignal.requested else { return nil }
          state.nextBlock += 1
          return next
        }
        guard let block else { return }
        if let deadline, clock.now >= deadline {
          // Dealt but not run: it arrives empty, so the blocks after it
          // still merge in order (none is left waiting at the end).
          state.withLock { $0.arrive(block, BlockResult()) }
          return
        }
        // A job whose block failed is dealt no other (`failedBlock`), so
        // `result.failure` is nil here.
        result.statistics.removeAll()
        result.coverage = CaseCoverage()
        runBlock(block, total: total, deadline: deadline, loop: &loop, into: &result)
        let count = result.statistics.cases + result.statistics.discarded
        let report: Int? = state.withLock { state in
          state.arrive(block, result)
          if result.failure != nil { state.failedBlock = Swift.min(state.failedBlock, block) }
          state.casesRun += count
          guard state.casesRun - state.lastReported >= 1024 else { return nil }
          state.lastReported = state.casesRun
          return state.casesRun
        }
        if let report, let progress { progress(report) }
      }
    }
    if jobs == 1 {
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: jobs, execute: work)
    }

    return state.withLock { state in
      var outcome = state.outcome
      outcome.next = start &+ state.nextBlock &* Self.blockSize
      return outcome
    }
  }

  /// Runs one block into `result`, stopping at its first failure or at the
  /// deadline.
  func runBlock(
    _ block: UInt64, total: UInt64?, deadline: ContinuousClock.Instant?, loop: inout CaseLoop,
    into result: inout BlockResult
  ) {
    var timer = deadline.map(CaseDeadline.init)
    let first = start &+ block &* Self.blockSize
    let end = Swift.min(first &+ Self.blockSize, total ?? .max)
    // A dealt block holds at least one case: `first < end`.
    if let prepare = runner.property.prepare {
      prepare((first..<end).map { runner.choices(caseIndex: slice.caseIndex($0)) })
    }
    // The indices run, kept as a progression extended case by case and
    // appended to the block's coverage at the end (an append a case was a
    // uniqueness check and an array write: 4% of a clip.wellFormed case).
    var ran = CaseCoverage.Progression(first: 0, step: 1, count: 0)
    var n = first
    while n < end {
      // Asked every case; the clock is read at a stride that adapts to the
      // cases' cost (CaseDeadline.swift).
      if timer?.hasPassed() == true { break }
      if StopSignal.requested { break }
      let index = slice.caseIndex(n)
      CrashContext.enter(property: runner.property.cName, seed: runner.seed, caseIndex: index)
      if !ran.extend(with: index) {
        result.coverage.append(ran)
        ran = CaseCoverage.Progression(first: index, step: 1, count: 1)
      }
      if !loop.passes(caseIndex: index) {
        result.failure = (index, loop.evaluation(caseIndex: index))
        break
      }
      n += 1
    }
    if ran.count > 0 { result.coverage.append(ran) }
    CrashContext.leave()
    loop.foldStatistics(into: &result.statistics)
  }
}
