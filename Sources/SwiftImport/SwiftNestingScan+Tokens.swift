/// The tokens of ``SwiftNestingScan``: strings and their interpolations, directives, keywords,
/// brackets and operators, each adjusting the open frames and the runs of the current one.
extension SwiftNestingScan.Scanner {
  typealias Frame = SwiftNestingScan.Frame
  typealias Finding = SwiftNestingScan.Finding

  /// What the depth budget says when it is spent.
  static let nesting = "nested over \(SwiftNestingScan.maximumDepth) levels deep (brackets, generic arguments, #if, try/await, -> or else-if chains)"

  var finding: Finding { Finding(line: line, message: Self.nesting) }

  // MARK: frames and runs

  mutating func push(_ frame: Frame) -> Finding? {
    frames.append(frame)
    runs.append(SwiftNestingScan.Runs())
    depth += 1
    switch frame {
    case .square:
      squares += 1
      if squares > SwiftNestingScan.maximumSquareBrackets {
        return Finding(line: line, message: "square brackets nested over \(SwiftNestingScan.maximumSquareBrackets) deep ([[[…]]]: the parser's lookahead doubles with each)")
      }
    case .interpolation:
      interpolations += 1
      if interpolations > SwiftNestingScan.maximumInterpolations {
        return Finding(line: line, message: "string interpolations nested over \(SwiftNestingScan.maximumInterpolations) deep")
      }
    default: break
    }
    return depth > SwiftNestingScan.maximumDepth ? finding : nil
  }

  @discardableResult
  mutating func pop() -> Frame? {
    guard let frame = frames.popLast() else { return nil }
    let r = runs.removeLast()
    depth -= 1 + r.sum
    if frame == .square { squares -= 1 }
    if case .interpolation = frame { interpolations -= 1 }
    return frame
  }

  /// Pops up to and including the nearest `frame` (not past an interpolation); false when there is none.
  mutating func close(_ frame: Frame) -> Bool {
    var k = frames.count - 1
    while k >= 0, frames[k] != frame {
      if case .interpolation = frames[k] { return false }
      k -= 1
    }
    guard k >= 0 else { return false }
    while frames.count > k { pop() }
    return true
  }

  mutating func count(_ run: WritableKeyPath<SwiftNestingScan.Runs, Int>) -> Finding? {
    runs[runs.count - 1][keyPath: run] += 1
    depth += 1
    return depth > SwiftNestingScan.maximumDepth ? finding : nil
  }

  mutating func reset(_ run: WritableKeyPath<SwiftNestingScan.Runs, Int>) {
    depth -= runs[runs.count - 1][keyPath: run]
    runs[runs.count - 1][keyPath: run] = 0
  }

  mutating func endKeywordRun() {
    reset(\.keywords)
    afterTry = false
  }

  mutating func resetElses() { reset(\.elses) }

  /// The end of a statement or list element: no chain and no generic-argument guess goes past it.
  mutating func boundary() {
    endKeywordRun()
    reset(\.arrows)
    while frames.last == .angle { pop() }
  }

  // MARK: tokens

  mutating func keyword(_ word: String, afterBrace: Bool) -> Finding? {
    if afterBrace {
      if word == "else" { return count(\.elses) }
      resetElses()
    }
    if SwiftNestingScan.prefixKeywords.contains(word) {
      afterTry = word == "try"
      return count(\.keywords)
    }
    endKeywordRun()
    if SwiftNestingScan.statementKeywords.contains(word) { boundary() }
    return nil
  }

  /// The `#`s before a `"` at `i`; nil when they are not a raw string's opening.
  func poundsBeforeQuote() -> Int? {
    var k = 0
    while i + k < bytes.count, bytes[i + k] == 0x23 { k += 1 }
    return i + k < bytes.count && bytes[i + k] == 0x22 ? k : nil
  }

  /// A string literal from its opening; returns at its end or at an interpolation (pushed).
  mutating func string() -> Finding? {
    let pounds = poundsBeforeQuote() ?? 0
    i += pounds
    let multiline = next(1) == 0x22 && next(2) == 0x22
    i += multiline ? 3 : 1
    return stringBody(pounds: pounds, multiline: multiline)
  }

  /// The rest of a string's text: to its closing delimiter, or to `\(` (pushed as a frame).
  mutating func stringBody(pounds: Int, multiline: Bool) -> Finding? {
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x0A {
        line += 1
        i += 1
        if !multiline { return nil }
        continue
      }
      if c == 0x5C, poundsFollow(i + 1, pounds) {
        let j = i + 1 + pounds
        if j < bytes.count, bytes[j] == 0x28 {
          i = j + 1
          return push(.interpolation(pounds: pounds, multiline: multiline))
        }
        if j < bytes.count, bytes[j] == 0x0A { line += 1 }
        i = j + 1
        continue
      }
      if c == 0x22 {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ next($0) == 0x22 }), poundsFollow(i + quotes, pounds) {
          i += quotes + pounds
          return nil
        }
      }
      i += 1
    }
    return nil
  }

  func poundsFollow(_ at: Int, _ pounds: Int) -> Bool {
    guard at + pounds <= bytes.count else { return false }
    return (0..<pounds).allSatisfy { bytes[at + $0] == 0x23 }
  }

  /// `#if`, `#endif`, `#available`, …: the word after `#`, or nil (the `#` is then skipped).
  mutating func directive() -> String? {
    guard let n = next(1), isIdentifierStart(n), n != 0x60 else { return nil }
    i += 1
    let start = i
    while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }

  mutating func directiveToken(_ word: String) -> Finding? {
    switch word {
    case "if":
      boundary()
      return push(.ifConfig)
    case "endif":
      _ = close(.ifConfig)
      boundary()
    case "elseif", "else":
      boundary()
    default:
      endKeywordRun()
    }
    return nil
  }

  mutating func punctuation(_ c: UInt8) -> Finding? {
    switch c {
    case 0x28:  // (
      i += 1
      endKeywordRun()
      return push(.paren)
    case 0x5B:  // [
      i += 1
      endKeywordRun()
      return push(.square)
    case 0x7B:  // {
      i += 1
      boundary()
      return push(.brace)
    case 0x29:  // )
      i += 1
      while frames.last == .angle { pop() }
      if case .interpolation(let pounds, let multiline)? = frames.last {
        pop()
        operandEnd = true
        return stringBody(pounds: pounds, multiline: multiline)
      }
      _ = close(.paren)
      operandEnd = true
      return nil
    case 0x5D:  // ]
      i += 1
      _ = close(.square)
      operandEnd = true
      return nil
    case 0x7D:  // }
      i += 1
      _ = close(.brace)
      afterBrace = true
      operandEnd = true
      return nil
    case 0x2C, 0x3B:  // , ;
      i += 1
      boundary()
      return nil
    default:
      break
    }
    if c >= 0x30 && c <= 0x39 {
      number()
      endKeywordRun()
      operandEnd = true
      return nil
    }
    if Self.isOperatorByte(c) { return operatorRun() }
    i += 1  // . : @ \ and anything else: no nesting
    endKeywordRun()
    return nil
  }

  static func isOperatorByte(_ c: UInt8) -> Bool {
    switch c {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
    default: return false
    }
  }

  /// A number literal (`1_000.5e-3`, `0x1p4`): digits, letters, `_` and a `.` before a digit.
  mutating func number() {
    while i < bytes.count {
      let c = bytes[i]
      if isIdentifierByte(c) && c < 0x80 { i += 1; continue }
      if c == 0x2E, let d = next(1), d >= 0x30 && d <= 0x39 { i += 2; continue }
      if (c == 0x2D || c == 0x2B), i > 0, bytes[i - 1] | 0x20 == 0x65 || bytes[i - 1] | 0x20 == 0x70 { i += 1; continue }
      return
    }
  }

  /// An operator (`->`, `=`, `<`, `>>`, `?`, …): `->` continues an arrow chain, a lone `=` ends a
  /// statement, each `<` opens a generic-argument guess and each `>` closes one.
  mutating func operatorRun() -> Finding? {
    let start = i
    while i < bytes.count, Self.isOperatorByte(bytes[i]) {
      if bytes[i] == 0x2F, let n = next(1), n == 0x2F || n == 0x2A { break }  // a comment after it
      i += 1
    }
    let op = bytes[start..<i]
    if op.elementsEqual([0x2D, 0x3E]) {  // ->
      endKeywordRun()
      return count(\.arrows)
    }
    if op.elementsEqual([0x3D]) {  // =
      boundary()
      return nil
    }
    let keepsTry = afterTry && i - start == 1 && (op.first == 0x3F || op.first == 0x21)  // `try?` or the forced form
    if !keepsTry { endKeywordRun() }
    for c in op {
      if c == 0x3C {
        if let f = push(.angle) { return f }
      } else if c == 0x3E, frames.last == .angle {
        pop()
      }
    }
    return nil
  }
}
