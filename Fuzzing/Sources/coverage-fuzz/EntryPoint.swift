// Policy: SwiftPM links an executable with `--defsym main=<module>_main`
// (swiftlang/swift-package-manager#4522), so a module without top-level code
// defines that symbol itself. It handles the two conversion modes, checks
// the environment, and hands every other argument to libFuzzer's driver
// (`LLVMFuzzerRunDriver`), which parses its own `-flag=value` options and
// corpus directories. Exit statuses: 0 done, 1 an input given to
// --to-corpus no longer fails, 2 usage or input error. A property failure
// aborts (SIGABRT), which libFuzzer reports and turns into its status 77.

import CLibFuzzer
import CoverageFuzzing
import Foundation

/// The process entry point (SwiftPM points `main` at it).
///
/// - Parameters:
///   - argc: the argument count.
///   - argv: the arguments; libFuzzer may rewrite them.
/// - Returns: the exit status.
@_cdecl("coverage_fuzz_main")
public func coverageFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Int32 {
  let arguments = (0..<Int(Swift.max(0, argc))).map { argv[$0].map { String(cString: $0) } ?? "" }
  let target: FuzzTarget
  switch fuzzTarget {
  case .success(let configured): target = configured
  case .failure(let error):
    Console.error("\(error)")
    return 2
  }
  switch arguments.dropFirst().first {
  case "--help", "-h":
    print(usage)
    return 0
  case "--to-corpus":
    return ToCorpus(target: target).run(paths: Array(arguments.dropFirst(2)))
  case "--seed-corpus":
    return seedCorpus(Array(arguments.dropFirst(2)), target: target)
  default:
    break
  }
  guard CLibFuzzerIsLinked() != 0 else {
    return PlainReplay().run(arguments: Array(arguments.dropFirst()))
  }
  return runLibFuzzer(argc, argv)
}

/// `--seed-corpus CORPUS OUTPUT`: committed corpus cases to seed inputs.
func seedCorpus(_ arguments: [String], target: FuzzTarget) -> Int32 {
  guard arguments.count == 2 else {
    Console.error("--seed-corpus needs a corpus directory and an output directory")
    return 2
  }
  do {
    let summary = try SeedCorpus.convert(corpus: arguments[0], into: arguments[1], target: target)
    Console.say(
      "coverage-fuzz: wrote \(summary.written.count) seed inputs to \(arguments[1])"
        + (summary.skipped.isEmpty ? "" : " (skipped \(summary.skipped.count): unknown property)"))
    return 0
  } catch {
    Console.error("\(error)")
    return 2
  }
}

/// The usage text.
let usage = """
  usage: coverage-fuzz [LIBFUZZER FLAGS] [CORPUS_DIR... | INPUT_FILE...]
         coverage-fuzz --to-corpus CRASH_FILE...
         coverage-fuzz --seed-corpus CORPUS_DIR SEED_DIR

  Fuzzes the safe-area invariants with libFuzzer (flags: coverage-fuzz -help=1).
  Input bytes: the first selects the property (index modulo the count), the
  rest are the choices as LEB128 varints (see Fuzzing/README.md).

  --to-corpus     turn failing inputs (libFuzzer crash files) into corpus cases
  --seed-corpus   turn corpus cases (Corpus/) into seed inputs

  environment:
    COVERAGE_FUZZ_MUTANT=NAME  fuzz a mutant of the engine instead of the real one
    COVERAGE_FUZZ_PROPERTIES=A,B  fuzz only these properties (the selector picks among them)
    FUZZ_CORPUS_OUT=DIR        where failing cases are written (default crashes-corpus)
  """
