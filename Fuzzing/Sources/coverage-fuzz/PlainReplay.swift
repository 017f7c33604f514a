// Policy: without -sanitize=fuzzer the binary still runs inputs (files, or
// every file in a directory), so crash files can be replayed by a plain debug
// build; libFuzzer flags are ignored there, with a note, rather than
// mistaken for paths.

import Foundation

/// Runs inputs through the entry point when libFuzzer is not linked.
struct PlainReplay {
  /// Runs every input named; a failure aborts in the entry point.
  func run(arguments: [String]) -> Int32 {
    let flags = arguments.filter { $0.hasPrefix("-") }
    if !flags.isEmpty {
      Console.error(
        "built without -sanitize=fuzzer: ignoring \(flags.joined(separator: " ")); "
          + "build with Scripts/run/coverage-fuzz to fuzz")
    }
    var files: [String] = []
    for path in arguments where !path.hasPrefix("-") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        Console.error("\(path): no such file or directory")
        return 2
      }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { path + "/" + $0 }.filter { !$0.hasSuffix("/.") }
      } else {
        files.append(path)
      }
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        Console.error("\(file): cannot be read")
        return 2
      }
      // A failure aborts inside; the status is always 0 otherwise.
      _ = data.withUnsafeBytes { raw in
        testOneInput(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
      }
    }
    Console.say("coverage-fuzz: \(files.count) inputs ran without a failure (no libFuzzer)")
    return 0
  }
}
