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
      // `-h` as the Python tool took it (the parser reads only long
      // options), up to the end of the options.
      let leading = arguments.prefix { $0 != "--" }
      let spelled = leading.map { $0 == "-h" ? "--help" : $0 } + arguments.dropFirst(leading.count)
      guard case .command(let command) = try MutateCommand.parseAsRoot(spelled) else {
        print(Help.text)
        return
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
      var options = command.options(root: root, here: FileManager.default.currentDirectoryPath)
      options.command = (["swift run --package-path MutationTesting mutate"] + arguments)
        .joined(separator: " ")
      try options.validate()
      if command.listsMutants {
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
}
