// Policy: determinism first, then speed. Blocks of consecutive cases are
// dealt to the jobs in order under a lock (one acquisition per block, so the
// lock costs nothing next to a block of cases); a failure stops the dealing
// of later blocks, and blocks already running finish or stop at their own
// failure. Every block before the lowest failing one is then complete, so
// "lowest failing index, statistics of every case up to it" is the same
// whatever the number of jobs.

import Dispatch
import Synchronization

/// The lowest failing case and the statistics of the cases up to it.
struct CasesOutcome {
  var statistics = CaseStatistics()
  var failure: (index: UInt64, evaluation: Evaluation)?
}

/// Runs a property's cases on several threads, deterministically.
struct ParallelCases: Sendable {
  static let blockSize: UInt64 = 64

  let runner: PropertyRunner
  let budget: Budget
  let slice: CaseSlice
  let jobs: Int
  let progress: (@Sendable (Int) -> Void)?

  struct BlockResult: Sendable {
    var statistics = CaseStatistics()
    var failure: (index: UInt64, evaluation: Evaluation)?
  }

  struct State: Sendable {
    var nextBlock: UInt64 = 0
    /// The lowest block with a failure so far; no block after it is dealt.
    var failedBlock = UInt64.max
    var results: [UInt64: BlockResult] = [:]
    var casesRun = 0
    var lastReported = 0
  }

  func run() -> CasesOutcome {
    let clock = ContinuousClock()
    let deadline = budget.timeLimit.map { clock.now.advanced(by: $0) }
    let total = budget.caseLimit.map { slice.count(below: UInt64($0)) }
    let blocks = total.map { ($0 + Self.blockSize - 1) / Self.blockSize }
    let state = Mutex(State())

    let work: @Sendable (Int) -> Void = { _ in
      while true {
        let block: UInt64? = state.withLock { state in
          let next = state.nextBlock
          if let blocks, next >= blocks { return nil }
          guard next < state.failedBlock, !StopSignal.requested else { return nil }
          state.nextBlock += 1
          return next
        }
        guard let block else { return }
        if let deadline, clock.now >= deadline { return }
        let result = runBlock(block, total: total, deadline: deadline)
        let count = result.statistics.cases + result.statistics.discarded
        let report: Int? = state.withLock { state in
          state.results[block] = result
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
      var outcome = CasesOutcome()
      for block in state.results.keys.sorted() where block <= state.failedBlock {
        guard let result = state.results[block] else { continue }
        outcome.statistics.merge(result.statistics)
        if let failure = result.failure {
          outcome.failure = failure
          break
        }
      }
      return outcome
    }
  }

  /// Runs one block, stopping at its first failure or at the deadline.
  func runBlock(_ block: UInt64, total: UInt64?, deadline: ContinuousClock.Instant?)
    -> BlockResult
  {
    let clock = ContinuousClock()
    var result = BlockResult()
    let first = block &* Self.blockSize
    let end = Swift.min(first &+ Self.blockSize, total ?? .max)
    if let prepare = runner.property.prepare, first < end {
      prepare((first..<end).map { runner.choices(caseIndex: slice.caseIndex($0)) })
    }
    var n = first
    while n < end {
      // Check the clock every case: cases range from nanoseconds to tens of
      // milliseconds (a rasterized frame), so batching would overshoot.
      if let deadline, clock.now >= deadline { break }
      if StopSignal.requested { break }
      let index = slice.caseIndex(n)
      CrashContext.enter(property: runner.property.cName, seed: runner.seed, caseIndex: index)
      let evaluation = runner.evaluate(caseIndex: index)
      result.statistics.record(evaluation.result)
      if evaluation.isFailure {
        result.failure = (index, evaluation)
        break
      }
      n += 1
    }
    CrashContext.leave()
    return result
  }
}
