// Policy: the actual output of a failed golden comparison is kept next to
// the golden, under the package's `.build/golden-actual/<target>/`, by the
// golden's own name: one file per golden, overwritten by the next failure,
// never a new file per failure in /tmp (a mutation run, where every mutant
// fails goldens, once left 52,000 there). `.build` is ignored by git and
// goes with the build (a mutation run's copy of the package goes whole).

import Foundation

/// Where the actual output compared with the golden file `golden`
/// (`<package>/Tests/<target>/Golden/<name>`) is kept when they differ:
/// `<package>/.build/golden-actual/<target>/<name>`, its folder made.
public func goldenActualURL(for golden: URL) -> URL {
  var goldens = golden.deletingLastPathComponent()
  var name = [golden.lastPathComponent]
  while goldens.lastPathComponent != "Golden", goldens.pathComponents.count > 1 {
    name.insert(goldens.lastPathComponent, at: 0)
    goldens = goldens.deletingLastPathComponent()
  }
  let target = goldens.deletingLastPathComponent()
  let package = target.deletingLastPathComponent().deletingLastPathComponent()
  var url = package.appendingPathComponent(".build/golden-actual")
    .appendingPathComponent(target.lastPathComponent)
  for part in name { url.appendPathComponent(part) }
  try? FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  return url
}
