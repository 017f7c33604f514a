// Policy: the executable only parses, prints and exits; the library
// (MutationTesting) does the work, so the tests reach every part of it.
import CommandLineOptions
import Foundation
import MutationTesting

@main
struct Mutate {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      let parsed = try ParsedArguments(arguments, options: Help.options)
      // `-h` as the Python tool took it (the parser reads only long options).
      if parsed.has("help") || parsed.positionals == ["-h"] {
        print(Help.text)
        return
      }
      if let extra = parsed.positionals.first {
        throw UsageError("unexpected argument '\(extra)' (see --help)")
      }
      // The package around the working folder, else the one this
      // executable was built in (MutationTesting/.build/<configuration>/).
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      guard
        let root = PackageRoot.find(from: FileManager.default.currentDirectoryPath)
          ?? PackageRoot.find(from: executable)
      else {
        throw MutationFailure(
          "run from inside the package (no folder above this one holds MutationTesting/)")
      }
      var options = try read(parsed, root: root)
      options.command = (["swift run --package-path MutationTesting mutate"] + arguments)
        .joined(separator: " ")
      try options.validate()
      if parsed.has("list-mutants") {
        FileHandle.standardOutput.write(Data(try MutationRun.listing(options).utf8))
        return
      }
      exit(try MutationRun.run(options))
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("mutate: \(error)\n".utf8))
      exit(2)
    } catch let failure as MutationFailure {
      FileHandle.standardError.write(Data("mutate: \(failure)\n".utf8))
      exit(failure.status)
    } catch {
      FileHandle.standardError.write(Data("mutate: \(error)\n".utf8))
      exit(2)
    }
  }

  /// The options as a run reads them, with the defaults for `root`.
  static func read(_ parsed: ParsedArguments, root: String) throws(UsageError) -> RunOptions {
    var options = RunOptions(root: root)
    let whole = "a whole number"
    options.cases = try parsed.value("cases", as: Int.self, expected: whole) ?? options.cases
    options.seed = try parsed.value("seed", as: Int.self, expected: whole) ?? options.seed
    options.jobs = try parsed.value("jobs", as: Int.self, expected: whole) ?? options.jobs
    options.sample = try parsed.value("sample", as: Int.self, expected: whole) ?? options.sample
    options.sampleSeed =
      try parsed.value("sample-seed", as: Int.self, expected: whole) ?? options.sampleSeed
    options.timeout =
      try parsed.value("timeout", as: Double.self, expected: "a number of seconds")
      ?? options.timeout
    options.minScore =
      try parsed.value("min-score", as: Double.self, expected: "a percentage") ?? options.minScore
    if let configuration = try parsed.value(
      "configuration", expected: "release or debug",
      convert: { ["release", "debug"].contains($0) ? $0 : nil })
    {
      options.configuration = configuration
    }
    let here = FileManager.default.currentDirectoryPath
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : here + "/" + path }
    options.work = parsed.string("work").map(absolute) ?? options.work
    options.results = parsed.string("results").map(absolute) ?? options.results
    options.equivalents = parsed.string("equivalents").map(absolute) ?? options.equivalents
    options.buildOnly = parsed.has("build-only")
    options.files = parsed.all("files")
    let modules = parsed.all("module")
    options.modules = modules.isEmpty ? ["engine"] : modules
    options.operators = Set(
      (parsed.string("operators") ?? "").split(separator: ",").map(String.init))
    options.selection = parsed.has("selection")
    options.noSelection = parsed.has("no-selection")
    return options
  }
}
