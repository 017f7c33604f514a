import Foundation

@testable import MutationTesting

/// The sites of a few lines of Swift, numbered from 0: those of the given
/// operators, and every one.
func sitesOf(
  _ text: String, _ operators: Set<String>? = nil, interpolations: Bool = false
) -> (chosen: [Site], every: [Site]) {
  let sites = SiteFinder.sites(path: "T.swift", text: text, interpolations: interpolations)
  sites.number()
  return (sites.filter { operators?.contains($0.op) ?? true }, sites)
}

/// The rewritten text with every switch read as off: `(__mOn(n) ? a : b)` is b.
func switchedOff(_ rewritten: String) -> String {
  let opener = Pattern(#"\(__mOn\(\d+\) \? "#)
  var text = rewritten
  while let match = opener.search(text) {
    let units = text.units
    func starts(_ needle: String, _ k: Int) -> Bool {
      let n = needle.units
      return k + n.count <= units.count && Array(units[k..<(k + n.count)]) == n
    }
    // Skip the alternative (balanced) up to ` : `, keep the original up to
    // the closing parenthesis.
    var k = match.end()
    var depth = 0
    while !(depth == 0 && starts(" : ", k)) {
      if Units.opening.contains(units[k]) { depth += 1 }
      if Units.closing.contains(units[k]) { depth -= 1 }
      k += 1
    }
    let start = k + 3
    k = start
    depth = 0
    while !(depth == 0 && units[k] == Units.closeParen) {
      if Units.opening.contains(units[k]) { depth += 1 }
      if Units.closing.contains(units[k]) { depth -= 1 }
      k += 1
    }
    var original = text.slice(start, k)
    if original.hasPrefix("("), !original.hasPrefix("(__mOn("), original.hasSuffix(")"),
      SiteFinder.balanced(original.slice(1, original.length - 1))
    {
      original = original.slice(1, original.length - 1)
    }
    text = text.slice(0, match.start()) + original + text.slice(k + 1)
  }
  return text
}

/// `re.sub(pattern, template, text)` with ICU's `$1` templates.
func substitute(_ pattern: String, _ template: String, in text: String) -> String {
  Pattern(pattern).regex.stringByReplacingMatches(
    in: text, range: NSRange(location: 0, length: text.length), withTemplate: template)
}

/// The rewritten text with switches off and parentheses around plain arguments gone.
func unwrapArguments(_ text: String) -> String {
  substitute(#"\((\w[\w.\[\]]*)\)"#, "$1", in: switchedOff(text))
}
