/// A linear pass over a Swift file's bytes, before swift-syntax sees them, that finds what would
/// make the parser recurse without bound or work without bound: nesting of brackets, generic
/// arguments (`A<A<…>>`), `#if`, string interpolations, chains the parser recurses on without a
/// bracket (`try try …`, `() -> () -> …`, `else if` …) and square brackets (`[[[…]]]`, whose
/// array-type lookahead doubles with each level). It reads comments, strings (raw, multi-line,
/// interpolated) and tokens as the lexer does, counts conservatively (a `<` of a comparison counts
/// as a generic argument until the statement ends) and never recurses itself.
///
/// ```swift
/// SwiftNestingScan.check(Array("let x: A<A<A<Int>>> = 1".utf8))          // nil: 3 levels
/// SwiftNestingScan.check(Array(String(repeating: "[", count: 40).utf8))  // line 1, "square brackets nested over 12 deep …"
/// ```
enum SwiftNestingScan {
  /// What the scan refuses: the 1-based line and which budget, in a user's words.
  struct Finding: Equatable {
    /// The line of the token that went over the budget.
    var line: Int
    /// The budget spent (`"nested over 128 levels deep (brackets, generic arguments, …)"`).
    var message: String
  }

  /// The most levels of any kind open at once (the parser's own nesting limit counts brackets).
  static let maximumDepth = 128
  /// The most square brackets open at once (each one doubles swift-syntax's array-type lookahead).
  static let maximumSquareBrackets = 12
  /// The most string interpolations open inside each other.
  static let maximumInterpolations = 8
  /// The longest postfix chain (`a.b.c`, `f()()`, `a[0][0]`, `a!!`, `Int??`: swift-syntax parses
  /// one in a loop, but in time that grows faster than its length).
  static let maximumChain = 1_000

  enum Frame: Equatable {
    case paren, square, brace, angle, ifConfig
    /// An interpolation `\(…)` of a string with `pounds` `#`s, multi-line or not.
    case interpolation(pounds: Int, multiline: Bool)
  }

  /// The runs of one frame that the parser recurses on without a bracket.
  struct Runs {
    var keywords = 0, arrows = 0, elses = 0
    /// The current postfix chain's length (not a nesting level: see ``maximumChain``).
    var postfix = 0
    var sum: Int { keywords + arrows + elses }
  }

  /// Keywords the parser reads as a prefix of the expression or type that follows (recursively).
  static let prefixKeywords: Set<String> = [
    "try", "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming", "_move", "sending",
  ]
  /// Words that start a declaration or statement: they end a generic-argument guess and a chain.
  static let statementKeywords: Set<String> = [
    "let", "var", "func", "return", "if", "guard", "while", "for", "switch", "case", "default", "class", "struct", "enum",
    "extension", "protocol", "init", "deinit", "subscript", "import", "typealias", "associatedtype", "throw", "break",
    "continue", "defer", "do", "in", "where", "public", "private", "internal", "fileprivate", "static", "override",
  ]

  /// The first place `bytes` nests over a budget; nil when it stays within them all.
  static func check(_ bytes: [UInt8]) -> Finding? {
    var scanner = Scanner(bytes: bytes)
    return scanner.run()
  }

  struct Scanner {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var frames: [Frame] = []
    var runs: [Runs] = [Runs()]
    var depth = 0
    var squares = 0
    var interpolations = 0
    /// Whether the last token closed a brace (so an `else` continues an `if` chain).
    var afterBrace = false
    /// Whether the last token was `try` (so `?` or `!` after it stays in the keyword run).
    var afterTry = false
    /// Whether the last token ended an operand (so a `.`, or a `(`, `[`, `!`, `?` right after
    /// it, continues a postfix chain), whether it was a `.`, and whether no space came since.
    var operandEnd = false, afterDot = false, glued = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() -> Finding? {
      while i < bytes.count {
        let c = bytes[i]
        if c == 0x0A { line += 1; i += 1; glued = false; continue }
        if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C { i += 1; glued = false; continue }
        if c == 0x2F, next(1) == 0x2F { skipLineComment(); glued = false; continue }
        if c == 0x2F, next(1) == 0x2A { skipBlockComment(); glued = false; continue }
        let wasAfterBrace = afterBrace, wasAfterDot = afterDot, wasOperandEnd = operandEnd
        afterBrace = false
        afterDot = false
        operandEnd = false
        defer { glued = true }
        if c == 0x22 || (c == 0x23 && poundsBeforeQuote() != nil) {
          if wasAfterBrace { resetElses() }
          runs[runs.count - 1].postfix = 0
          if let f = string() { return f }
          endKeywordRun()
          operandEnd = true
          continue
        }
        if c == 0x23, let name = directive() {
          if wasAfterBrace { resetElses() }
          runs[runs.count - 1].postfix = 0
          if let f = directiveToken(name) { return f }
          continue
        }
        if isIdentifierStart(c) {
          let name = identifier()
          if !wasAfterDot { runs[runs.count - 1].postfix = 0 }
          operandEnd = true
          if let f = keyword(name, afterBrace: wasAfterBrace) { return f }
          continue
        }
        if wasAfterBrace { resetElses() }
        if let f = chain(c, after: wasOperandEnd) { return f }
        if let f = punctuation(c) { return f }
      }
      return nil
    }

    /// A `.` after an operand, or a `(`, `[`, `!` or `?` right after one, continues the postfix chain.
    mutating func chain(_ c: UInt8, after operand: Bool) -> Finding? {
      let continues: Bool
      switch c {
      case 0x2E: continues = operand && next(1) != 0x2E
      case 0x28, 0x5B, 0x21, 0x3F: continues = operand && glued
      default: continues = false
      }
      guard continues else {
        runs[runs.count - 1].postfix = 0
        return nil
      }
      var length = 1
      if c == 0x21 || c == 0x3F {  // a!! Int?? (a run of only these; `!=` is not postfix)
        var j = i
        while j < bytes.count, SwiftNestingScan.Scanner.isOperatorByte(bytes[j]) { j += 1 }
        guard bytes[i..<j].allSatisfy({ $0 == 0x21 || $0 == 0x3F }) else {
          runs[runs.count - 1].postfix = 0
          return nil
        }
        length = j - i
        operandEnd = true
      }
      if c == 0x2E { afterDot = true }
      runs[runs.count - 1].postfix += length
      guard runs[runs.count - 1].postfix <= SwiftNestingScan.maximumChain else {
        return Finding(line: line, message: "a postfix chain over \(SwiftNestingScan.maximumChain) long (a.b.b…, f()()…, a[0][0]…, a!!…, Int??…)")
      }
      return nil
    }

    func next(_ k: Int) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

    func isIdentifierStart(_ c: UInt8) -> Bool {
      (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80 || c == 0x60
    }

    func isIdentifierByte(_ c: UInt8) -> Bool { isIdentifierStart(c) || (c >= 0x30 && c <= 0x39) }

    mutating func identifier() -> String {
      let start = i
      if bytes[i] == 0x60 {  // `escaped`
        i += 1
        while i < bytes.count, bytes[i] != 0x60, bytes[i] != 0x0A { i += 1 }
        if i < bytes.count, bytes[i] == 0x60 { i += 1 }
        return ""
      }
      while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
      return i - start <= 16 ? String(decoding: bytes[start..<i], as: UTF8.self) : ""
    }

    mutating func skipLineComment() {
      while i < bytes.count, bytes[i] != 0x0A { i += 1 }
    }

    mutating func skipBlockComment() {
      var level = 0
      while i < bytes.count {
        if bytes[i] == 0x2F, next(1) == 0x2A { level += 1; i += 2; continue }
        if bytes[i] == 0x2A, next(1) == 0x2F { level -= 1; i += 2; if level == 0 { return }; continue }
        if bytes[i] == 0x0A { line += 1 }
        i += 1
      }
    }
  }
}
