// Policy: a bad corpus file costs only itself. Every file under the corpus
// is read and checked on every run (whatever properties are selected: a
// broken file is a defect of the repository and should show up in any run,
// and checking a few hundred small files costs milliseconds), each bad one
// is reported with its path and what is wrong and then skipped, the rest of
// the run goes on, and the run exits 2 unless a property failed (1). Files
// naming a property or a mutant this fuzzer does not know are bad files too,
// not silently skipped.

import PropertyFuzzing
import SafeAreaInvariants

/// The usable cases of a corpus folder and how many files were bad.
struct LoadedCorpus {
  var cases: [(path: String, case: CorpusCase)] = []
  var badFiles = 0

  /// Reads every case of `stores`, reporting each bad file on stderr.
  init(stores: [CorpusStore], console: Console) {
    var read: [(path: String, case: CorpusCase)] = []
    var bad: [String] = []
    for store in stores {
      let (cases, problems) = store.readEach()
      read += cases
      bad += problems.map(\.description)
    }
    let known = Set(Suite.propertyNames)
    for (path, saved) in read {
      if !known.contains(saved.property) {
        bad.append("\(path): names an unknown property '\(saved.property)' (see --list)")
      } else if let variant = saved.variant, Mutant.named(variant) == nil {
        bad.append("\(path): names an unknown mutant '\(variant)' (see --list)")
      } else {
        cases.append((path, saved))
      }
    }
    for problem in bad.sorted() { console.error("corpus file \(problem); skipped") }
    badFiles = bad.count
  }
}
