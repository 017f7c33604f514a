/// Words joined for a message or a help line: `a`, `a or b`, `a, b or c`.
///
/// An enumeration's accepted values are listed from the type itself, so
/// the message cannot fall behind a new case.
public func choiceList(_ words: [String]) -> String {
  guard let last = words.last else { return "nothing" }
  let rest = words.dropLast()
  return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
}
