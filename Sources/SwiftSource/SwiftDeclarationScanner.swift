import ConfigFormat
import StrictJSON

/// Reads generated Swift source the way the compiler's lexer splits it — `//` comments end at
/// `\n` *or* `\r`, `/* */` comments nest, string literals end at their quote and may not span a
/// line — and lists the declarations at the top level. The hostile-input checks and the export's
/// libFuzzer target (`Fuzz/FuzzSwiftExport`) use it to prove that an export declares only the
/// types it should, whatever strings went into it.
///
/// ```swift
/// SwiftDeclarationScanner.scan("// x\rfunc pwned() {}\nstruct A {}").declarations  // ["func pwned", "struct A"]
/// ```
package enum SwiftDeclarationScanner {
  /// What the scan found.
  package struct Result: Equatable {
    /// `struct TunedSearchLayout`, `func makeTunedSearchPanel`, … at brace depth 0, in order.
    package var declarations: [String] = []
    /// Problems that would not compile or would run code: a string literal with an interpolation
    /// or a raw control character, an unterminated literal or comment, unbalanced braces; and a
    /// raw bidirectional control anywhere (it makes the source read differently than it compiles).
    package var problems: [String] = []
  }

  private static let keywords: Set<String> = [
    "struct", "class", "enum", "func", "actor", "protocol", "extension", "typealias", "let", "var", "import", "macro",
  ]

  /// What ``SwiftExporter/source(for:origin:)`` declares for `config`: `import FloatingPanel`,
  /// then per panel its layout, behaviour, delegate (with a release rule), factory and (with an
  /// appearance) backdrop colour.
  package static func expectedDeclarations(for config: PlaygroundConfig) -> [String] {
    let types = SwiftExporter.typeNames(for: config.panelNames)
    var out = ["import FloatingPanel"]
    for name in config.panelNames {
      guard let t = types[name], let panel = config.panels[name] else { continue }
      out += ["struct Tuned\(t)Layout", "struct Tuned\(t)Behavior"]
      if panel.behavior.minimumFlickVelocityToAdvance != nil { out.append("class Tuned\(t)Delegate") }
      out.append("func makeTuned\(t)Panel")
      if panel.appearance != nil { out.append("let tuned\(t)BackdropColor") }
    }
    return out
  }

  /// Scans `source`.
  package static func scan(_ source: String) -> Result {
    var result = Result()
    let s = Array(source.unicodeScalars)
    if let bidi = s.first(where: OneLine.isBidiControl) {
      result.problems.append("a raw bidirectional control U+\(String(bidi.value, radix: 16, uppercase: true))")
    }
    var i = 0, depth = 0
    var previousWord: String?
    func isIdent(_ u: Unicode.Scalar) -> Bool { u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "_" }
    while i < s.count {
      let c = s[i]
      if c == "/", i + 1 < s.count, s[i + 1] == "/" {
        while i < s.count, s[i] != "\n", s[i] != "\r" { i += 1 }
        continue
      }
      if c == "/", i + 1 < s.count, s[i + 1] == "*" {
        var nest = 1
        i += 2
        while i < s.count, nest > 0 {
          if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" { nest += 1; i += 2; continue }
          if s[i] == "*", i + 1 < s.count, s[i + 1] == "/" { nest -= 1; i += 2; continue }
          i += 1
        }
        if nest > 0 { result.problems.append("unterminated /* comment") }
        continue
      }
      if c == "\"" {
        if i + 2 < s.count, s[i + 1] == "\"", s[i + 2] == "\"" {
          result.problems.append("a multi-line string literal")
          return result
        }
        i += 1
        var closed = false
        while i < s.count {
          let u = s[i]
          if u == "\\" {
            guard i + 1 < s.count else { break }
            let e = s[i + 1]
            if e == "(" { result.problems.append("an interpolation in a string literal") }
            if !["\\", "\"", "n", "r", "t", "0", "'", "u", "("].contains(e) { result.problems.append("an invalid escape \\\(e)") }
            if e == "u", !(i + 2 < s.count && s[i + 2] == "{") { result.problems.append("a \\u escape without braces") }
            i += 2
            continue
          }
          if u == "\"" { closed = true; i += 1; break }
          if u == "\n" || u == "\r" { break }
          if u.value < 0x20 || u.value == 0x7F { result.problems.append("a raw control character U+\(String(u.value, radix: 16)) in a string literal") }
          i += 1
        }
        if !closed { result.problems.append("an unterminated string literal") }
        previousWord = nil
        continue
      }
      if c == "{" { depth += 1 }
      if c == "}" {
        depth -= 1
        if depth < 0 { result.problems.append("an unbalanced }") }
      }
      if isIdent(c) {
        var word = ""
        while i < s.count, isIdent(s[i]) { word.unicodeScalars.append(s[i]); i += 1 }
        if depth == 0, let p = previousWord, keywords.contains(p) { result.declarations.append("\(p) \(word)") }
        previousWord = word
        continue
      }
      if c != " " && c != "\n" && c != "\t" { previousWord = nil }
      i += 1
    }
    if depth != 0 { result.problems.append("unbalanced braces") }
    return result
  }
}
