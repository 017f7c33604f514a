import BenchmarkShim
import BenchmarkTracking
import Foundation
import Synchronization

/// A registered body, kept alive for the life of the process (the shim holds
/// an unretained pointer to it).
final class BenchmarkBody: Sendable {
  /// Runs the measured work `iterations` times.
  let run: @Sendable (Int, BenchmarkState) -> Void

  init(_ run: @escaping @Sendable (Int, BenchmarkState) -> Void) { self.run = run }
}

private let trampoline: sa_body = { context, iterations, state in
  guard let context else { return }
  let body = Unmanaged<BenchmarkBody>.fromOpaque(context).takeUnretainedValue()
  body.run(Int(iterations), BenchmarkState(pointer: state))
}

/// Registers Swift benchmark bodies with Google Benchmark.
enum BenchmarkRegistry {
  /// The benchmarks registered so far, in order, with their policies: the
  /// runner writes them into the results' context and prints them
  /// (`--declarations`, `--list-group`).
  static let declarations = Mutex(BenchmarkDeclarations())

  /// Registers a benchmark.
  ///
  /// - Parameters:
  ///   - name: the name Google Benchmark reports and filters on
  ///     (`suite/case/variant`).
  ///   - policy: its group and thresholds, with the reason: the one place
  ///     that says how it is judged.
  ///   - fixedIterationLimit: the most iterations per repetition under
  ///     `--fixed-iterations` (instruction-count mode), for benchmarks whose
  ///     iteration is a whole frame or fuzz case: callgrind runs them some
  ///     50 times slower, and their per-iteration count needs no thousands
  ///     of samples. `nil` leaves the flag's count as given.
  ///   - body: runs the work the given number of times, then may set
  ///     counters on the state; it must pass every result through
  ///     ``doNotOptimize(_:)``.
  static func register(
    _ name: String, policy: BenchmarkPolicy, fixedIterationLimit: Int? = nil,
    _ body: @escaping @Sendable (Int, BenchmarkState) -> Void
  ) {
    guard declarations.withLock({ $0.declare(name, policy) }) else {
      FileHandle.standardError.write(
        Data("bench: two different policies are named '\(policy.name)' (\(name))\n".utf8))
      exit(2)
    }
    var measured = body
    if let injection = SlowdownInjection.active(for: name) {
      // The extra iterations run first, so the counters the body sets are
      // the real batch's; `injected_fraction` records the share applied.
      measured = { iterations, state in
        let extra = injection.extraIterations(for: iterations)
        if extra > 0 { body(extra, state) }
        body(iterations, state)
        state.setPerIterationCounter("injected_fraction", total: Double(extra))
      }
    }
    let retained = Unmanaged.passRetained(BenchmarkBody(measured)).toOpaque()
    sa_register(name, trampoline, retained, Int64(max(0, fixedIterationLimit ?? 0)))
  }
}
