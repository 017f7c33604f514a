// Policy: these patterns are those of the Python tool, character for
// character (with `&` escaped in a set, where ICU reads `&&` as an
// intersection): a site found or missed differently would change the
// mutants' ids and the keys of equivalents.json.

/// The patterns that find the sites, on a masked line.
enum Patterns {
  /// A binary operator with white space on both sides.
  static let binary = Pattern(#"(?<=\s)(<=|>=|==|!=|&&|\|\||\+=|-=|\*=|<|>|\+|-|\*|/)(?=\s)"#)
  /// A rounding rule as an argument (`.rounded(.up)`).
  static let rounding = Pattern(
    #"(?<=[(,\s])\.("# + Operators.rounding.map(\.0).joined(separator: "|") + #")\b"#)
  /// An integer literal, not part of a name or a tuple index.
  static let integer = Pattern(#"(?<![\w.$])(\d[\d_]*)(?![\w.])"#)
  /// An `if`, `guard` or `while` head with its conditions and brace.
  static let condition = Pattern(
    #"^(\s*(?:\}\s*else\s+)?)(if|guard|while)\s+(.*?)\s+(else\s*\{|\{)(.*)$"#)
  /// An assignment statement.
  static let assignment = Pattern(
    #"^(\s*)((?:self\.)?[A-Za-z_][\w.]*(?:\[[^\]]*\])?\s*(?:=|\+=|-=|\*=|/=|\|=|&=)\s.*\S)\s*$"#)
  /// A call statement.
  static let call = Pattern(#"^(\s*)((?:try\s+)?[A-Za-z_][\w.]*\(.*\))\s*$"#)
  /// A function head (or a failable initializer's) ending in its brace.
  static let function = Pattern(
    #"^\s*(?:@\w+\s+)*(?:public\s+|internal\s+|private\s+|fileprivate\s+)?"#
      + #"(?:static\s+|mutating\s+|nonisolated\s+)*(func\s+\w+.*->\s*(\S+)|init\?\s*\(.*)\s*\{\s*$"#
  )
  /// Lines that hold no statement to mutate.
  static let skipLine = Pattern(
    #"^\s*(case\b|default\b|@|#|import\b|precedencegroup\b|.*\boperator\b|.*\bwhere\b|enum\b)"#)
  /// Lines that start with a keyword (no statement deletion there).
  static let keywordStart = Pattern(
    #"^\s*(return|if|guard|let|var|case|default|else|while|for|switch|throw|defer|do|break|"#
      + #"continue|fallthrough|repeat|func|init|public|private|internal|fileprivate|static|"#
      + #"struct|enum|extension|class|protocol|typealias|import|@|#|\}|\{|\.|\))"#)
  /// The start of an initializer's head.
  static let initializerHead = Pattern(#"\binit[?!]?\s*\("#)
  /// A switch case's or default's line.
  static let caseLine = Pattern(#"^\s*(case\b|default\b)"#)
  /// A condition clause that binds or pattern-matches.
  static let bindingClause = Pattern(#"(let|var|case|try\?)\b"#)
  /// A line ending in a word or a quote (it ended a statement).
  static let endsStatement = Pattern(#"[\w"]$"#)
  /// The name an assignment assigns.
  static let leadingName = Pattern(#"\s*(\w+)"#)
  /// An operator's own declaration (`static func < (`).
  static let operatorDeclaration = Pattern(#"\bfunc\s+[^\w\s(]"#)
  /// Names declared with a type and no value, assigned later.
  static let deferredDeclaration = Pattern(#"\b(?:let|var)\s+(\w+)\s*:\s*[^=\n]+\n"#)

  // MARK: - Swaps

  /// One access of a paired field (`r.width`), not a key path, an
  /// address, an implicit member or a call.
  static let field = Pattern(
    #"(?<![\w.$\\\&)\]])((?:\$?[A-Za-z_]\w*\.)*\$?[A-Za-z_]\w*)\.("#
      + Swaps.partnerOrder.joined(separator: "|") + #")\b(?!\s*\()"#)
  /// An assignment after a field (the field is its target).
  static let assigned = Pattern(#"^\s*(=(?!=)|\+=|-=|\*=|/=)"#)
  /// A plain name or number literal, the unlabelled arguments swapped.
  static let simpleArgument = Pattern(
    #"^-?(?:\$?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*|\d[\d_]*(?:\.\d+)?)$"#)
  /// A labelled argument.
  static let label = Pattern(#"^([A-Za-z_]\w*)\s*:\s*(\S.*)$"#)
  /// What comes before a declaration's parameter list.
  static let declarationBefore = Pattern(
    #"(\bfunc\s+[^\s(]+|\binit[?!]?|\bsubscript|\bcase\s+[\w.]+|\blet|\bvar|@\w+)\s*$"#)
  /// The callee before an argument list.
  static let callee = Pattern(#"((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)[?!]?$"#)
  /// The character before a call's parenthesis.
  static let callOpener = Pattern(#"[\w)\]?!>]"#)
  /// Arguments that start with a keyword.
  static let keywordArgument = Pattern(#"(try|await|let|var)\b"#)
  /// Arguments that hold `try` or `await`.
  static let effectArgument = Pattern(#"\b(try|await)\b"#)
}
