import Foundation

/// The public declarations of a module's sources that have no `///` doc comment: DocC shows them
/// with "No overview available". Read from the source lines (like ``TopicCoverage``): a
/// declaration is public when its line starts, after attributes, with `public` or `open`, or when
/// it is an enum `case` or a protocol requirement directly inside a public enum or protocol; it is
/// documented when the line above it (skipping attribute lines) is a `///` line. A declaration that
/// implements a requirement of one of the module's protocols (or `description`) is exempt: DocC
/// shows the requirement's comment on it.
enum DocCommentCoverage {
  /// One undocumented declaration.
  struct Missing: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var text: String
    var description: String { "\(file):\(line): \(text)" }
  }

  /// The undocumented public declarations of `module`.
  static func undocumented(in module: String) throws -> [Missing] {
    var missing: [Missing] = []
    let inherited = try requirements(in: module)
    for (file, text) in try TopicCoverage.sources(of: module) {
      missing += undocumented(text: text, file: "Sources/\(module)/\(file)", inheriting: inherited)
    }
    return missing
  }

  /// The DocC links of every requirement of the module's public protocols, and of the standard
  /// library's `description`: implementations of these show the requirement's documentation.
  static func requirements(in module: String) throws -> Set<String> {
    var links: Set<String> = ["description", "debugDescription"]
    for (_, text) in try TopicCoverage.sources(of: module) {
      for line in text.split(separator: "\n") where line.hasPrefix("public protocol ") {
        let name = line.dropFirst("public protocol ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        links.formUnion(try TopicCoverage.members(of: String(name), in: module).map(\.link))
      }
    }
    return links
  }

  /// The undocumented public declarations of one source text.
  static func undocumented(text: String, file: String, inheriting inherited: Set<String> = []) -> [Missing] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var missing: [Missing] = []
    // The indentation of the public enum or protocol whose body we are in, and which it is.
    var container: (indent: Int, keyword: String)?
    for (i, line) in lines.enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indent)
      if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("@") && !trimmed.contains(" ") { continue }
      if let open = container, indent <= open.indent, trimmed.hasPrefix("}") { container = nil }
      let bare = TopicCoverage.withoutAttributes(trimmed)
      let isPublic = bare.hasPrefix("public ") || bare.hasPrefix("open ")
      var isDeclaration = false
      if isPublic {
        let rest = bare.drop { $0 != " " }.dropFirst()
        isDeclaration = !rest.hasPrefix("extension ") && !rest.hasPrefix("import ")
        for keyword in ["enum", "protocol"] where rest.contains("\(keyword) ") && rest.hasSuffix("{") {
          let words = rest.split(separator: " ")
          if words.contains(Substring(keyword)) { container = (indent, keyword) }
        }
      } else if let open = container, indent == open.indent + 2 {
        let requirement = ["func ", "var ", "init", "associatedtype ", "static ", "mutating ", "subscript"]
        isDeclaration = open.keyword == "enum" ? bare.hasPrefix("case ") : requirement.contains { bare.hasPrefix($0) }
      }
      guard isDeclaration else { continue }
      if isPublic, container == nil || indent > container?.indent ?? 0 {
        var rest = bare.drop { $0 != " " }.dropFirst()
        for modifier in ["static ", "final ", "override ", "mutating ", "nonisolated ", "private(set) "] {
          while rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
        }
        let all = lines.map { Substring($0) }
        if let link = TopicCoverage.link(all, at: i, declaration: rest), inherited.contains(link) { continue }
      }
      var above = i - 1
      while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") { above -= 1 }
      let documented = above >= 0 && lines[above].drop(while: { $0 == " " }).hasPrefix("///")
      if !documented { missing.append(Missing(file: file, line: i + 1, text: String(trimmed))) }
    }
    return missing
  }
}
